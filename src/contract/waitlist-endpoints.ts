import type { z } from 'zod';
import type { bookingAccessParamsSchema, bookingResponseSchema } from './booking-api';
import type { joinWaitlistInputSchema, waitlistEntryResponseSchema, waitlistTokenParamsSchema } from './waitlist-api';
import type { Declare } from './endpoint';

// The waiting list's endpoints (issue 28), declared once (docs/decisions/037); the server's table is
// server/waitlist/waitlist.endpoints.ts.

type Entry = z.output<typeof waitlistEntryResponseSchema>;
type ByToken = z.output<typeof waitlistTokenParamsSchema>;

export const joinWaitlistEndpoint: Declare<{ body: z.input<typeof joinWaitlistInputSchema>; answer: Entry }> = {
  method: 'POST',
  path: '/waitlist',
};

export const waitlistEntryEndpoint: Declare<{ params: ByToken; answer: Entry }> = { method: 'GET', path: '/waitlist/:token' };

export const withdrawWaitlistEndpoint: Declare<{ params: ByToken; body: Record<string, never>; answer: Entry }> = {
  method: 'POST',
  path: '/waitlist/:token/withdraw',
};

/** An expired hold placed again with the same details, when its days are free again. */
export const holdAgainEndpoint: Declare<{
  params: z.output<typeof bookingAccessParamsSchema>;
  body: Record<string, never>;
  answer: z.output<typeof bookingResponseSchema>;
}> = { method: 'POST', path: '/booking-access/:token/hold-again' };
