import { z } from 'zod';
import { bookingReferenceSchema, instalmentSchema } from './booking-api';
import { BOOKING_STATUSES, PAYMENT_KINDS, PAYMENT_METHODS } from './booking-constants';
import { CALENDAR_DATE, whole } from './patterns';
import { textInput } from './text-input';
import { MAX_PAYMENT_AMOUNT, PAYMENT_NOTE_MAX } from './operator-payments-constants';

// A booking's money in the console (issue 28, docs/decisions/038): the company records what it received (or
// refunded) and sees each instalment due, received or overdue. Owners and managers record; every role reads.

export const paymentParamsSchema = z.object({ reference: bookingReferenceSchema });

export const recordPaymentBodySchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: 'Choose a payment received or a refund.' }).default('payment'),
  amount: z
    .number({ error: 'The amount is a whole number of euros.' })
    .int('The amount is a whole number of euros.')
    .min(1, 'The amount is at least 1 €.')
    .max(MAX_PAYMENT_AMOUNT, `The amount is at most ${MAX_PAYMENT_AMOUNT} €.`),
  /** The day the money reached the company (or left it, for a refund). */
  // A pattern, not a refinement, so the published contract states the rule the server applies.
  received_on: textInput({ error: 'The day received is required.' })
    .regex(whole(CALENDAR_DATE), 'The day received must be a date as YYYY-MM-DD.')
    .meta({ format: 'date' }),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how the money came.' }),
  note: textInput({ multiLine: true })
    .max(PAYMENT_NOTE_MAX, `A note has at most ${PAYMENT_NOTE_MAX} characters.`)
    .transform((v) => v.trim() || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type RecordPaymentBody = z.output<typeof recordPaymentBodySchema>;

const recordedPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  received_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  /** The operator's name (null once they are removed). */
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});

export const bookingMoneySchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  currency: z.string(),
  /** What the plan splits into instalments (the rest is paid at the base). */
  pay_now: z.number().int(),
  instalments: z.array(instalmentSchema),
  payments: z.array(recordedPaymentSchema),
  /** Received less refunded. */
  received: z.number().int(),
  /** What the plan still expects. */
  remaining: z.number().int(),
});
export type BookingMoney = z.infer<typeof bookingMoneySchema>;

/** The company's instalments past their due day and not received, oldest due first. */
export const overdueInstalmentsSchema = z.object({
  data: z.array(
    z.object({
      reference: z.string(),
      status: z.enum(BOOKING_STATUSES),
      customer: z.string(),
      date_start: z.string(),
      instalment: instalmentSchema,
      days_overdue: z.number().int(),
    }),
  ),
});
