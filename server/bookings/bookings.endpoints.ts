import {
  bookingReferenceParamsSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  confirmBookingInputSchema,
  createBookingInputSchema,
} from '../../src/contract/booking-api';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { enforceRateLimit, rateLimitNote } from '../api/rate-limit';
import { confirmBooking, createBooking, ownBooking, ownBookings } from './bookings';

// Booking create, read and confirm (B1, B2, B4). Guests book with the site token; a user token links the
// booking to the account, and only that account can read it.
// What a booking can change that the public reads show: lists and their prices, quotes, booked days, the
// offers' boats (the page-data cache drops these after a booking or a confirmation).
const BOOKING_CHANGES = ['/yacht-list', '/yacht-quote/', '/yacht-availability/', '/offers/'];

export const bookingsEndpoints: Endpoint[] = [
  defineEndpoint({
    method: 'POST',
    path: '/bookings',
    summary: `Book a boat (status option); the price is computed on the server (${rateLimitNote('booking')})`,
    tag: 'Bookings',
    status: 201,
    body: createBookingInputSchema,
    response: bookingResponseSchema,
    errors: [409, 413, 415, 422, 429],
    changes: BOOKING_CHANGES,
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'booking', caller.ip, ctx.now());
      return { success: true as const, data: await createBooking(ctx, body, caller.user) };
    },
  }),
  defineEndpoint({
    method: 'GET',
    path: '/bookings',
    summary: "The logged-in user's bookings, newest first",
    tag: 'Bookings',
    auth: 'user',
    response: bookingsResponseSchema,
    handle: async ({ caller }, ctx) => ({ data: await ownBookings(ctx, caller.user!) }),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/bookings/:reference',
    summary: "One of the logged-in user's bookings (another user's is a 404)",
    tag: 'Bookings',
    auth: 'user',
    params: bookingReferenceParamsSchema,
    response: bookingResponseSchema,
    errors: [404],
    handle: async ({ params, caller }, ctx) => ({ success: true as const, data: await ownBooking(ctx, params.reference, caller.user!) }),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/bookings/:reference/confirm',
    summary: 'Confirm an option (user token, or the site token with the booking e-mail)',
    tag: 'Bookings',
    params: bookingReferenceParamsSchema,
    body: confirmBookingInputSchema,
    response: bookingResponseSchema,
    errors: [404, 409, 413, 415, 422],
    changes: BOOKING_CHANGES,
    handle: async ({ params, body, caller }, ctx) => ({
      success: true as const,
      data: await confirmBooking(ctx, params.reference, caller.user, body.email),
    }),
  }),
];
