import type { z } from 'zod';
import type { bookingMoneySchema, overdueInstalmentsSchema, recordPaymentBodySchema } from './operator-payments-api';
import type { Declare } from './endpoint';

// A booking's money in the console (issue 28), declared once (docs/decisions/037); the server's table is
// server/bookings/payments.endpoints.ts, which says which role each needs.

type Money = z.output<typeof bookingMoneySchema>;

export const bookingMoneyEndpoint: Declare<{ params: { reference: string }; answer: Money }> = {
  method: 'GET',
  path: '/operator/bookings/:reference/payments',
};

export const recordPaymentEndpoint: Declare<{
  params: { reference: string };
  body: z.input<typeof recordPaymentBodySchema>;
  answer: Money;
}> = {
  method: 'POST',
  path: '/operator/bookings/:reference/payments',
};

export const overdueInstalmentsEndpoint: Declare<{ answer: z.output<typeof overdueInstalmentsSchema> }> = {
  method: 'GET',
  path: '/operator/overdue-instalments',
};
