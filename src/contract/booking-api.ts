import { z } from 'zod';
import { quoteSchema } from './catalog-api';
import { emailField, languageField, lineField, phoneField, slugSchema, textField } from './content-api';
import { yachtCardSchema } from './yacht-list-api';
import { isIsoDate } from './iso-date';
import { CALENDAR_DATE, whole } from './patterns';
import { textInput } from './text-input';
import { withRules, type InputRule } from './input-rules';
import { EXTRA_UNITS } from './price-rules';
import { ACCESS_TOKEN_PATTERN } from './booking-token';
import {
  MAX_ONLINE_BOOKING_NIGHTS,
  PRODUCTS,
  BOOKING_ENDED_BY,
  BOOKING_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
} from './booking-constants';
import { bookingStayProblem, STAY_MESSAGES } from './stay-dates';

// Bookings (B1, B2, B4; docs/decisions/020). A booking starts as an OPTION: the boat is held for the
// customer at the price quoted until `expires_at`. The customer reviews and accepts it (B2), which makes it
// RESERVED; the company's receipt of the first instalment makes it CONFIRMED, of every instalment PAID, and
// check-out COMPLETED (issue 28, docs/decisions/038). An option not accepted in time becomes EXPIRED and
// frees its days; the customer (under the cancellation terms) or the company may CANCEL, which frees them too.
//
// A booking is reached by its ACCESS TOKEN (unguessable, in the URLs of step two and of the booking's own
// page, and in the mails), never by a number; the reference (BW-…) is for display and the phone. A signed-in
// owner may also use the reference with their own token.

const isoDateField = textInput().regex(whole(CALENDAR_DATE), 'Must be a date between 1900 and 2199 as YYYY-MM-DD').meta({ format: 'date' });

/** `BW-` and 8 characters of Crockford's base32; read case-insensitively. */
export const bookingReferenceSchema = textInput()
  .regex(/^BW-[0-9A-HJKMNP-TV-Z]{8}$/i, 'Not a booking reference')
  .transform((v) => v.toUpperCase());

export const bookingReferenceParamsSchema = z.object({ reference: bookingReferenceSchema });

/** 32 random bytes in base64url: 256 bits from the CSPRNG. */
export const accessTokenSchema = textInput().regex(ACCESS_TOKEN_PATTERN, 'Not a booking link');
export const bookingAccessParamsSchema = z.object({ token: accessTokenSchema });

/**
 * Check-in and check-out at least one night apart and at most MAX_ONLINE_BOOKING_NIGHTS: the stay rule the
 * pages apply too (stay-dates.ts, issue 30). At least one night: the held range '[date_start, date_end)' is
 * then exactly the booked days.
 */
function checkDates(b: { date_start: string; date_end: string }, ctx: z.RefinementCtx): void {
  if (!isIsoDate(b.date_start) || !isIsoDate(b.date_end)) return;
  const problem = bookingStayProblem(b.date_start, b.date_end);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: STAY_MESSAGES[problem.rule] });
}

/** checkDates across the two fields, which JSON Schema cannot state. */
const DATES_RULE: InputRule = {
  rule: `date_end is after date_start, at most ${MAX_ONLINE_BOOKING_NIGHTS} nights later`,
  fields: ['date_end'],
};
const KNOWN_BOAT_RULE: InputRule = { rule: 'yacht_slug names a boat of the fleet', fields: ['yacht_slug'] };

export const createBookingInputSchema = withRules(
  z
    .object({
      yacht_slug: slugSchema,
      /** Check-in day; date_end is the check-out day (the boat is free again that day). */
      date_start: isoDateField,
      date_end: isoDateField,
      product: z.enum(PRODUCTS),
      people: z.number().int().min(1).max(100),
      first_name: lineField(80),
      last_name: lineField(80),
      email: emailField,
      phone: phoneField,
      /** Ids of the boat's optional extras the customer adds. */
      optional_extras: z
        .array(z.number().int().positive().max(2_147_483_647))
        .max(50)
        .default([])
        .transform((ids) => [...new Set(ids)]),
      terms_accepted: z.literal(true, { error: 'The terms must be accepted' }),
      language: languageField,
      /** A note to the office (optional). */
      message: textField(2_000).optional(),
      /**
       * The total the page showed. Never used for the price (the server prices from its own data); when it
       * differs, the answer's `price_changed` says so, for the page to tell the visitor.
       */
      expected_total: z.number().int().min(0).max(100_000_000).optional(),
    })
    .superRefine((b, ctx) => checkDates(b, ctx)),
  DATES_RULE,
  // Checked against the boat and the clock on the server (server/bookings/bookings.ts).
  KNOWN_BOAT_RULE,
  { rule: 'date_start is not in the past', fields: ['date_start'] },
  { rule: 'date_end is at least the boat’s min_nights after date_start (issue 27)', fields: ['date_end'] },
  { rule: 'product is one the boat is offered as', fields: ['product'] },
  { rule: 'people is at most what the boat takes', fields: ['people'] },
  { rule: 'optional_extras are optional extras of the boat', fields: ['optional_extras'] },
);
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;
export type CreateBooking = z.output<typeof createBookingInputSchema>;

/**
 * Confirming (step two) accepts the terms again, now with the payment plan and the cancellation terms in
 * view. Through /booking-access/{token}/confirm (anyone with the link) or /bookings/{reference}/confirm
 * (the owner's user token). Idempotent: a second call answers the same confirmed booking.
 */
export const confirmBookingInputSchema = z.object({ terms_accepted: z.literal(true, { error: 'The terms must be accepted' }) });

/** Cancelling takes no input; the terms decide the fee (booking-rules.ts). Idempotent too. */
export const cancelBookingInputSchema = z.object({});

const chosenExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  unit: z.enum(EXTRA_UNITS),
  total: z.number().int(),
  payable_at_base: z.boolean(),
});

/** The price as quoted when booked, plus the optional extras the customer chose. */
export const bookingQuoteSchema = quoteSchema.extend({
  optional_extras: z.array(chosenExtraSchema),
  optional_extras_total: z.number().int(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

/**
 * One line of the price, in the order to show them. `amount` is negative for the discount. `name` is the
 * extra's name in the booking's language (null for charter and discount: the page names those).
 */
const priceLineSchema = z.object({
  kind: z.enum(['charter', 'discount', 'obligatory_extra', 'optional_extra']),
  name: z.string().nullable(),
  amount: z.number().int(),
  payable_at_base: z.boolean(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

const bookingPriceSchema = z.object({
  lines: z.array(priceLineSchema),
  /** Paid online under the payment plan: the charter after discount and the extras not payable at the base. */
  pay_now: z.number().int(),
  /** Paid at the base on check-in (extras marked so). */
  payable_at_base: z.number().int(),
  /** pay_now + payable_at_base (= the booking's `total`). */
  total: z.number().int(),
  /** Blocked on a card at the base, released after check-out; not part of the total. */
  security_deposit: z.number().int(),
  currency: z.string(),
});
export type BookingPrice = z.infer<typeof bookingPriceSchema>;

/** An instalment and where it stands (issue 28): due, received (on the day the payments covered it) or overdue. */
export const instalmentSchema = z.object({
  kind: z.enum(['first', 'balance', 'full']),
  due_date: z.string(),
  amount: z.number().int(),
  state: z.enum(['due', 'received', 'overdue']),
  /** The day the company had received enough to cover it and every earlier one; null until then. */
  received_on: z.string().nullable(),
});

/** Money the company recorded: received from the visitor, or refunded to them (issue 28). */
const moneyMovementSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  /** The day the company received (or sent) it. */
  received_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
});

const cancellationSchema = z.object({
  /** An option is always cancelled free. */
  option_free: z.literal(true),
  /** The company's free-cancellation window, in hours after reserving (issue 28). */
  free_hours: z.number().int(),
  /** While the window is open: its end (ISO instant; cut at the end of an unpaid first instalment's due day). */
  free_until: z.string().nullable(),
  /** What the scale is a share of: the boat after discount, not the extras. */
  charter_price: z.number().int(),
  /** After the window, a reservation's fee as a share of charter_price, by the last day each applies (check-in − the tier's days). */
  tiers: z.array(z.object({ fee_percent: z.number().int(), until: z.string() })),
  /** Cancelling now: allowed, under which rule, at what fee, and the refund due (received − fee, never below 0); or why not. */
  today: z.union([
    z.object({
      allowed: z.literal(true),
      rule: z.enum(['option', 'free_window', 'scale']),
      fee_percent: z.number().int(),
      fee: z.number().int(),
      refund: z.number().int(),
    }),
    z.object({ allowed: z.literal(false), reason: z.enum(['already_cancelled', 'expired', 'started']) }),
  ]),
  /** Once cancelled: the fee the terms set at the cancellation (0 for an option or inside the window); null before. */
  fee_charged: z.number().int().nullable(),
  /** Once cancelled: the refund due (what was received less the fee); null before. */
  refund_due: z.number().int().nullable(),
});

/** Issue 28: the charter company the visitor's contract is with, as every booking page and mail names it. */
const bookingCompanySchema = z.object({
  legal_name: z.string(),
  trading_name: z.string(),
  /** One line: street, postcode and city, country (ISO 3166-1 alpha-2). */
  address: z.string(),
  registration_number: z.string(),
  vat_number: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
});

/**
 * Issue 28: how to pay — a bank transfer to the company's own account (the visitor pays the company, never the
 * site), with the booking's payment reference (ISO 11649, src/contract/payment-reference.ts).
 */
const bookingPaymentSchema = z.object({
  method: z.literal('bank_transfer'),
  account_holder: z.string(),
  /** Printed in groups of four. */
  iban: z.string(),
  bic: z.string(),
  bank_name: z.string(),
  /** The creditor reference to quote with every transfer ("RF47 BW7K 2Q9X MP"). */
  reference: z.string(),
});

export const bookingSchema = z.object({
  reference: z.string(),
  /** The secret of the booking's links (step two, its own page, the calendar file). */
  access_token: z.string(),
  status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
  yacht: yachtCardSchema,
  product: z.enum(PRODUCTS),
  date_start: z.string(),
  date_end: z.string(),
  people: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.string(),
  quote: bookingQuoteSchema,
  /** Everything: the boat after discount, obligatory and chosen extras (also those paid at the base). */
  total: z.number().int(),
  message: z.string().nullable(),
  /** While an option: the end of the hold (ISO instant); null otherwise. */
  expires_at: z.string().nullable(),
  /** The server's clock when it answered (ISO instant), so a page counts the hold down without trusting the device clock. */
  server_time: z.string(),
  /** When the visitor accepted the terms (option → reserved). */
  reserved_at: z.string().nullable(),
  /** When the company received the first instalment (→ confirmed). */
  confirmed_at: z.string().nullable(),
  /** When the company had received every instalment (→ paid). */
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Who ended a cancelled or expired booking (null while it is not ended). */
  ended_by: z.enum(BOOKING_ENDED_BY).nullable(),
  /** Why: the words of whoever cancelled, or a code ('hold_ended'). */
  end_reason: z.string().nullable(),
  price: bookingPriceSchema,
  /** Instalments of pay_now from the day of reserving (for an option: as if reserved today), each with its state. */
  payment_plan: z.array(instalmentSchema),
  /** Money the company recorded as received or refunded, oldest first (issue 28). */
  payments: z.array(moneyMovementSchema),
  /** Received less refunded. */
  received: z.number().int(),
  cancellation: cancellationSchema,
  /** null: the boat's base belongs to no company yet. */
  company: bookingCompanySchema.nullable(),
  /** null: the company has not given its bank details yet. */
  payment: bookingPaymentSchema.nullable(),
  /**
   * Issue 29, a boat of a company's fleet system: 'delayed' while the system has not answered, so the hold is
   * ours alone and its confirmation there waits; 'refused' when the system, once it answered, had given the
   * days to someone else (the booking is cancelled then). null otherwise.
   */
  fleet_system: z.enum(['delayed', 'refused']).nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ success: z.literal(true), data: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
export const bookingsResponseSchema = z.object({ data: z.array(bookingSchema) });

/** POST /bookings: the option, and whether its total differs from the `expected_total` the page sent. */
export const placeOptionResponseSchema = bookingResponseSchema.extend({
  price_changed: z.object({ shown: z.number().int(), now: z.number().int() }).nullable(),
});
export type PlaceOptionResponse = z.infer<typeof placeOptionResponseSchema>;

// ---------------------------------------------------------------- alternatives
// GET /booking-alternatives?yacht_slug=&date_start=&date_end=&language= : for a boat that was taken or
// whose price changed (the 409s below): the requested boat and dates as they stand now, the same boat's
// nearest free stretches of the same length, and similar boats free on the same dates.

export const alternativesQuerySchema = withRules(
  z
    .object({
      yacht_slug: slugSchema,
      date_start: isoDateField,
      date_end: isoDateField,
      language: languageField.default('en'),
    })
    .superRefine((q, ctx) => checkDates(q, ctx)),
  DATES_RULE,
  KNOWN_BOAT_RULE,
);
export type AlternativesQuery = z.input<typeof alternativesQuerySchema>;
export type AlternativesInput = z.output<typeof alternativesQuerySchema>;

const alternativesSchema = z.object({
  requested: z.object({ available: z.boolean(), total: z.number().int().nullable() }),
  /** Up to 4 stretches of the same number of nights, nearest to the requested check-in first. */
  same_boat: z.array(z.object({ date_start: z.string(), date_end: z.string(), total: z.number().int() })),
  /** Up to 4 boats of the same type, base or country and size, free on the requested dates, cheapest first. */
  similar_boats: z.array(z.object({ yacht: yachtCardSchema, total: z.number().int() })),
});
export type Alternatives = z.infer<typeof alternativesSchema>;
export const alternativesResponseSchema = z.object({ data: alternativesSchema });
export type AlternativesResponse = z.infer<typeof alternativesResponseSchema>;

// ---------------------------------------------------------------- errors
// Booking errors carry a machine `code` beside the plain `message` (src/contract/api-error.ts), so a page
// picks its own translated text and, for the 409s, offers the alternatives.

export const BOOKING_UNAVAILABLE = 'The boat is not available for these dates';
export const OPTION_EXPIRED = 'The hold on this boat has expired; place a new option to book it';
export const BOOKING_CANCELLED = 'This booking was cancelled';
export const CANCEL_TOO_LATE = 'Check-in has come: this booking can no longer be cancelled online, please contact the office';
