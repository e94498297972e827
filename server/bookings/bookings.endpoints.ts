import {
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
} from '../../src/contract/booking-api';
import {
  alternativesEndpoint,
  bookingAccessEndpoint,
  cancelBookingEndpoint,
  cancelOwnBookingEndpoint,
  confirmBookingEndpoint,
  confirmOwnBookingEndpoint,
  ownBookingEndpoint,
  ownBookingsEndpoint,
  placeOptionEndpoint,
} from '../../src/contract/booking-endpoints';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { enforceRateLimit, rateLimitNote } from '../api/rate-limit';
import { bookingAlternatives } from './alternatives';
import { bookingByToken, cancelBooking, confirmBooking, createBooking, ownBookingRow, ownBookings, readBooking } from './bookings';
// Issue 28: a booking a visitor's call frees (a cancellation, a dead hold met) offers its days to the waiting list.
import { offeringFreedDays } from '../waitlist/waitlist';

// Bookings (B1, B2, B4, issue 12; docs/decisions/020). Anyone places an option (a user token links it to the
// account); the option is then reached by its access token (/booking-access/{token}: read, confirm,
// cancel), or by its reference with the owner's user token (/bookings/{reference}).
// What a booking can change that the public reads show: lists and their prices, quotes, booked days, the
// offers' boats, the booking itself and the alternatives (the page-data cache drops these after a booking,
// a confirmation or a cancellation).
const BOOKING_CHANGES = ['/yacht-list', '/yacht-quote/', '/yacht-availability/', '/offers/', '/booking-access/', '/booking-alternatives'];
const TOKEN_NOTE = 'the access token is the secret of the booking: an unknown one is a 404';

export const bookingsEndpoints: Endpoint[] = [
  defineEndpoint(placeOptionEndpoint, {
    summary: `Place an option: the boat is held until expires_at; the price is computed on the server, whatever the client sends (${rateLimitNote('booking')} and ${rateLimitNote('booking-email', 'e-mail address')}; a 429's code says which: rate_limited or rate_limited_email)`,
    tag: 'Bookings',
    status: 201,
    body: createBookingInputSchema,
    response: placeOptionResponseSchema,
    errors: [409, 413, 415, 422, 429],
    changes: BOOKING_CHANGES,
    handle: async ({ body, caller }, ctx) => {
      // Issue 30: the address first (a flood from one place stops there), then the person's own limit.
      await enforceRateLimit(ctx.db, 'booking', caller.ip, ctx.now());
      await enforceRateLimit(ctx.db, 'booking-email', caller.ip, ctx.now(), body.email);
      return createBooking(ctx, body, caller.user);
    },
  }),
  defineEndpoint(ownBookingsEndpoint, {
    summary: "The logged-in user's bookings, newest first (each with its access token)",
    tag: 'Bookings',
    auth: 'user',
    response: bookingsResponseSchema,
    handle: async ({ caller }, ctx) => ({ data: await ownBookings(ctx, caller.user!) }),
  }),
  defineEndpoint(ownBookingEndpoint, {
    summary: "One of the logged-in user's bookings (another user's is a 404)",
    tag: 'Bookings',
    auth: 'user',
    params: bookingReferenceParamsSchema,
    response: bookingResponseSchema,
    errors: [404],
    handle: async ({ params, caller }, ctx) => {
      const row = await ownBookingRow(ctx, params.reference, caller.user!);
      return { success: true as const, data: await offeringFreedDays(ctx, row, () => readBooking(ctx, row)) };
    },
  }),
  defineEndpoint(confirmOwnBookingEndpoint, {
    summary: 'Confirm an option of the logged-in user (idempotent; 409 option_expired after the hold)',
    tag: 'Bookings',
    auth: 'user',
    params: bookingReferenceParamsSchema,
    body: confirmBookingInputSchema,
    response: bookingResponseSchema,
    errors: [404, 409, 413, 415, 422],
    changes: BOOKING_CHANGES,
    handle: async ({ params, caller }, ctx) => {
      const row = await ownBookingRow(ctx, params.reference, caller.user!);
      return { success: true as const, data: await offeringFreedDays(ctx, row, () => confirmBooking(ctx, row)) };
    },
  }),
  defineEndpoint(cancelOwnBookingEndpoint, {
    summary: 'Cancel a booking of the logged-in user under the cancellation terms, freeing its days (idempotent)',
    tag: 'Bookings',
    auth: 'user',
    params: bookingReferenceParamsSchema,
    body: cancelBookingInputSchema,
    response: bookingResponseSchema,
    errors: [404, 409, 413, 415, 422],
    changes: BOOKING_CHANGES,
    handle: async ({ params, caller }, ctx) => {
      const row = await ownBookingRow(ctx, params.reference, caller.user!);
      return { success: true as const, data: await offeringFreedDays(ctx, row, () => cancelBooking(ctx, row)) };
    },
  }),
  defineEndpoint(bookingAccessEndpoint, {
    summary: `A booking by its access token (step two, the booking's own page; ${TOKEN_NOTE})`,
    tag: 'Bookings',
    params: bookingAccessParamsSchema,
    response: bookingResponseSchema,
    errors: [404],
    handle: async ({ params }, ctx) => {
      const row = await bookingByToken(ctx, params.token);
      return { success: true as const, data: await offeringFreedDays(ctx, row, () => readBooking(ctx, row)) };
    },
  }),
  defineEndpoint(confirmBookingEndpoint, {
    summary: `Confirm the option: it becomes a reservation (idempotent; 409 option_expired after the hold; ${TOKEN_NOTE})`,
    tag: 'Bookings',
    params: bookingAccessParamsSchema,
    body: confirmBookingInputSchema,
    response: bookingResponseSchema,
    errors: [404, 409, 413, 415, 422],
    changes: BOOKING_CHANGES,
    handle: async ({ params }, ctx) => {
      const row = await bookingByToken(ctx, params.token);
      return { success: true as const, data: await offeringFreedDays(ctx, row, () => confirmBooking(ctx, row)) };
    },
  }),
  defineEndpoint(cancelBookingEndpoint, {
    summary: `Cancel under the cancellation terms, freeing the days (idempotent; ${TOKEN_NOTE})`,
    tag: 'Bookings',
    params: bookingAccessParamsSchema,
    body: cancelBookingInputSchema,
    response: bookingResponseSchema,
    errors: [404, 409, 413, 415, 422],
    changes: BOOKING_CHANGES,
    handle: async ({ params }, ctx) => {
      const row = await bookingByToken(ctx, params.token);
      return { success: true as const, data: await offeringFreedDays(ctx, row, () => cancelBooking(ctx, row)) };
    },
  }),
  defineEndpoint(alternativesEndpoint, {
    summary: 'For a boat taken or repriced: the requested dates now, the same boat on the nearest free weeks, similar free boats',
    tag: 'Bookings',
    query: alternativesQuerySchema,
    response: alternativesResponseSchema,
    handle: async ({ query }, ctx) => ({ data: await bookingAlternatives(ctx, query) }),
  }),
];
