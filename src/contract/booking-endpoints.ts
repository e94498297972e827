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
import { declareEndpoint } from './endpoint';

// The booking endpoints (B1, B2, B4; docs/decisions/020), declared once (docs/decisions/037); the server's
// table is server/bookings/bookings.endpoints.ts.

type Answer = z.output<typeof bookingResponseSchema>;
type ByReference = z.output<typeof bookingReferenceParamsSchema>;
type ByToken = z.output<typeof bookingAccessParamsSchema>;
type Confirm = z.input<typeof confirmBookingInputSchema>;
type Cancel = z.input<typeof cancelBookingInputSchema>;

export const placeOptionEndpoint = declareEndpoint<{
  body: z.input<typeof createBookingInputSchema>;
  answer: z.output<typeof placeOptionResponseSchema>;
}>()('POST', '/bookings');

export const ownBookingsEndpoint = declareEndpoint<{ answer: z.output<typeof bookingsResponseSchema> }>()('GET', '/bookings');

export const ownBookingEndpoint = declareEndpoint<{ params: ByReference; answer: Answer }>()('GET', '/bookings/:reference');
export const confirmOwnBookingEndpoint = declareEndpoint<{ params: ByReference; body: Confirm; answer: Answer }>()('POST', '/bookings/:reference/confirm');
export const cancelOwnBookingEndpoint = declareEndpoint<{ params: ByReference; body: Cancel; answer: Answer }>()('POST', '/bookings/:reference/cancel');

export const bookingAccessEndpoint = declareEndpoint<{ params: ByToken; answer: Answer }>()('GET', '/booking-access/:token');
export const confirmBookingEndpoint = declareEndpoint<{ params: ByToken; body: Confirm; answer: Answer }>()('POST', '/booking-access/:token/confirm');
export const cancelBookingEndpoint = declareEndpoint<{ params: ByToken; body: Cancel; answer: Answer }>()('POST', '/booking-access/:token/cancel');

export const alternativesEndpoint = declareEndpoint<{
  query: z.input<typeof alternativesQuerySchema>;
  answer: z.output<typeof alternativesResponseSchema>;
}>()('GET', '/booking-alternatives');
