import { bookingAccessParamsSchema, bookingResponseSchema } from '../../src/contract/booking-api';
import { joinWaitlistInputSchema, waitlistEntryResponseSchema, waitlistTokenParamsSchema } from '../../src/contract/waitlist-api';
import {
  holdAgainEndpoint,
  joinWaitlistEndpoint,
  waitlistEntryEndpoint,
  withdrawWaitlistEndpoint,
} from '../../src/contract/waitlist-endpoints';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { enforceRateLimit, rateLimitNote } from '../api/rate-limit';
import { holdAgain } from './hold-again';
import { joinWaitlist, waitlistEntry, withdrawFromWaitlist } from './waitlist';

// The waiting list and holding an expired option again (issue 28). Joining sends a mail and may later hold
// a boat, so it counts against the same limits as placing an option (per address and per e-mail address).
const BOOKING_CHANGES = ['/yacht-list', '/yacht-quote/', '/yacht-availability/', '/offers/', '/booking-access/', '/booking-alternatives'];
const TOKEN_NOTE = 'the token is the secret of the mailed link: an unknown one is a 404';
const emptyBody = z.object({}).strict();

export const waitlistEndpoints: Endpoint[] = [
  defineEndpoint(joinWaitlistEndpoint, {
    summary: `Wait for days a booking holds: the first in line gets an option when they free up, by mail (409 waitlist_days_free when the days are free, waitlist_days_blocked when the company blocked them, waitlist_duplicate when this address already waits; ${rateLimitNote('booking')} and ${rateLimitNote('booking-email', 'e-mail address')}, shared with placing options)`,
    tag: 'Bookings',
    status: 201,
    body: joinWaitlistInputSchema,
    response: waitlistEntryResponseSchema,
    errors: [409, 413, 415, 422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'booking', caller.ip, ctx.now());
      await enforceRateLimit(ctx.db, 'booking-email', caller.ip, ctx.now(), body.email);
      return { data: (await joinWaitlist(ctx, body)).entry };
    },
  }),
  defineEndpoint(waitlistEntryEndpoint, {
    summary: `A waiting-list entry by the token of its mailed withdraw link (${TOKEN_NOTE})`,
    tag: 'Bookings',
    params: waitlistTokenParamsSchema,
    response: waitlistEntryResponseSchema,
    errors: [404],
    handle: async ({ params }, ctx) => ({ data: await waitlistEntry(ctx, params.token) }),
  }),
  defineEndpoint(withdrawWaitlistEndpoint, {
    summary: `Leave the waiting list (idempotent); an option it had offered and that is still only held is cancelled and goes to the next in line (${TOKEN_NOTE})`,
    tag: 'Bookings',
    params: waitlistTokenParamsSchema,
    body: emptyBody,
    response: waitlistEntryResponseSchema,
    errors: [404, 413, 415, 422],
    changes: BOOKING_CHANGES,
    handle: async ({ params }, ctx) => ({ data: await withdrawFromWaitlist(ctx, params.token) }),
  }),
  defineEndpoint(holdAgainEndpoint, {
    summary: `Hold an expired option's boat and dates again with the same details: a new option (409 unavailable when the days are taken, not_expired for a booking that has not expired; ${rateLimitNote('booking')}; the access token is the secret of the booking: an unknown one is a 404)`,
    tag: 'Bookings',
    status: 201,
    params: bookingAccessParamsSchema,
    body: emptyBody,
    response: bookingResponseSchema,
    errors: [404, 409, 413, 415, 422, 429],
    changes: BOOKING_CHANGES,
    handle: async ({ params, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'booking', caller.ip, ctx.now());
      return { success: true as const, data: await holdAgain(ctx, params.token) };
    },
  }),
];
