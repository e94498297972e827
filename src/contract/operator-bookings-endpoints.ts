import type { z } from 'zod';
import type {
  bookingNoteBodySchema,
  bookingsExportQuerySchema,
  bookingsExportSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  calendarQuerySchema,
  calendarSchema,
  cancelBookingBodySchema,
  extendOptionBodySchema,
  operatorBookingSchema,
  placeClientOptionBodySchema,
  placedOptionSchema,
  releaseOptionBodySchema,
} from './operator-bookings-api';
import type { Declare } from './endpoint';

// Issue 27, the calendar and the bookings, declared once (docs/decisions/037); the server's table is
// server/bookings/operator-bookings.endpoints.ts, which says which role each needs.

type Reference = { reference: string };
type OneBooking = z.output<typeof operatorBookingSchema>;

export const operatorCalendarEndpoint: Declare<{ query: z.input<typeof calendarQuerySchema>; answer: z.output<typeof calendarSchema> }> = {
  method: 'GET',
  path: '/operator/calendar',
};

export const operatorBookingsEndpoint: Declare<{
  query: z.input<typeof bookingsQuerySchema>;
  answer: z.output<typeof bookingsPageSchema>;
}> = {
  method: 'GET',
  path: '/operator/bookings',
};

export const exportBookingsEndpoint: Declare<{
  query: z.input<typeof bookingsExportQuerySchema>;
  answer: z.output<typeof bookingsExportSchema>;
}> = { method: 'GET', path: '/operator/bookings-export' };

export const placeClientOptionEndpoint: Declare<{
  body: z.input<typeof placeClientOptionBodySchema>;
  answer: z.output<typeof placedOptionSchema>;
}> = { method: 'POST', path: '/operator/bookings' };

export const operatorBookingEndpoint: Declare<{ params: Reference; answer: OneBooking }> = {
  method: 'GET',
  path: '/operator/bookings/:reference',
};

export const extendOptionEndpoint: Declare<{ params: Reference; body: z.input<typeof extendOptionBodySchema>; answer: OneBooking }> = {
  method: 'POST',
  path: '/operator/bookings/:reference/extend',
};

export const releaseOptionEndpoint: Declare<{ params: Reference; body: z.input<typeof releaseOptionBodySchema>; answer: OneBooking }> = {
  method: 'POST',
  path: '/operator/bookings/:reference/release',
};

export const companyCancelEndpoint: Declare<{ params: Reference; body: z.input<typeof cancelBookingBodySchema>; answer: OneBooking }> = {
  method: 'POST',
  path: '/operator/bookings/:reference/cancel',
};

export const bookingNoteEndpoint: Declare<{ params: Reference; body: z.input<typeof bookingNoteBodySchema>; answer: OneBooking }> = {
  method: 'POST',
  path: '/operator/bookings/:reference/notes',
};
