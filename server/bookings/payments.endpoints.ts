import {
  bookingMoneySchema,
  overdueInstalmentsSchema,
  paymentParamsSchema,
  recordPaymentBodySchema,
} from '../../src/contract/operator-payments-api';
import { bookingMoneyEndpoint, overdueInstalmentsEndpoint, recordPaymentEndpoint } from '../../src/contract/operator-payments-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { bookingMoney, overdueInstalments, recordPayment } from './payments';

// A booking's money in the console (issue 28): every role reads it; owners and managers record payments and
// refunds. The company is the caller's own (the session's): another company's booking is a 404.

const tag = 'Operator console: payments';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const OFFICE = ['owner', 'manager'] as const;

export const paymentsEndpoints: Endpoint[] = [
  defineEndpoint(bookingMoneyEndpoint, {
    summary: 'A booking’s payment plan with each instalment due, received (with the day) or overdue, and the payments and refunds recorded',
    tag,
    auth: 'operator',
    params: paymentParamsSchema,
    response: bookingMoneySchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => bookingMoney(ctx, operatorOf(caller), params.reference),
  }),
  defineEndpoint(recordPaymentEndpoint, {
    summary:
      'Record money the company received (owners and managers): the payments cover the instalments in order; the first covered makes the booking confirmed, all of them paid. A refund is recorded on a cancelled or expired booking. 422 for more than is owed (or was received), a day in the future; 409 on a booking that takes no payment. The visitor gets a receipt. History and audit',
    tag,
    auth: 'operator',
    roles: OFFICE,
    params: paymentParamsSchema,
    body: recordPaymentBodySchema,
    response: bookingMoneySchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => recordPayment(ctx, operatorOf(caller), params.reference, body),
  }),
  defineEndpoint(overdueInstalmentsEndpoint, {
    summary:
      'The company’s instalments past their due day and not received, oldest first (nothing is cancelled for it: the company decides)',
    tag,
    auth: 'operator',
    response: overdueInstalmentsSchema,
    handle: ({ caller }, ctx) => overdueInstalments(ctx, operatorOf(caller)),
  }),
];
