import type { z } from 'zod';
import type {
  alternativesQuerySchema,
  alternativesResponseSchema,
  bookingAccessParamsSchema,
  bookingReferenceParamsSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  cancelBookingInputSchema,
  confirmBookingInputSchema,
  createBookingInputSchema,
  placeOptionResponseSchema,
} from './booking-api';
import type { Declare } from './endpoint';

// The booking endpoints (B1, B2, B4; docs/decisions/020), declared once (docs/decisions/037); the server's
// table is server/bookings/bookings.endpoints.ts.

type Answer = z.output<typeof bookingResponseSchema>;
type ByReference = z.output<typeof bookingReferenceParamsSchema>;
type ByToken = z.output<typeof bookingAccessParamsSchema>;
type Confirm = z.input<typeof confirmBookingInputSchema>;
type Cancel = z.input<typeof cancelBookingInputSchema>;

export const placeOptionEndpoint: Declare<{
  body: z.input<typeof createBookingInputSchema>;
  answer: z.output<typeof placeOptionResponseSchema>;
}> = { method: 'POST', path: '/bookings' };

export const ownBookingsEndpoint: Declare<{ answer: z.output<typeof bookingsResponseSchema> }> = { method: 'GET', path: '/bookings' };

export const ownBookingEndpoint: Declare<{ params: ByReference; answer: Answer }> = { method: 'GET', path: '/bookings/:reference' };
export const confirmOwnBookingEndpoint: Declare<{ params: ByReference; body: Confirm; answer: Answer }> = {
  method: 'POST',
  path: '/bookings/:reference/confirm',
};
export const cancelOwnBookingEndpoint: Declare<{ params: ByReference; body: Cancel; answer: Answer }> = {
  method: 'POST',
  path: '/bookings/:reference/cancel',
};

export const bookingAccessEndpoint: Declare<{ params: ByToken; answer: Answer }> = { method: 'GET', path: '/booking-access/:token' };
export const confirmBookingEndpoint: Declare<{ params: ByToken; body: Confirm; answer: Answer }> = {
  method: 'POST',
  path: '/booking-access/:token/confirm',
};
export const cancelBookingEndpoint: Declare<{ params: ByToken; body: Cancel; answer: Answer }> = {
  method: 'POST',
  path: '/booking-access/:token/cancel',
};

export const alternativesEndpoint: Declare<{
  query: z.input<typeof alternativesQuerySchema>;
  answer: z.output<typeof alternativesResponseSchema>;
}> = { method: 'GET', path: '/booking-alternatives' };
