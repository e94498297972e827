import { z } from 'zod';
import { HELD_BLOCK_REASONS } from './operator-prices-constants';
import { BOOKING_STATUSES, PRODUCTS } from './booking-constants';
import { bookingReferenceSchema, bookingSchema } from './booking-api';
import { emailField, languageField, lineField, phoneField, textField } from './content-api';
import { CALENDAR_DATE, whole } from './patterns';
import { textInput } from './text-input';
import { withRules } from './input-rules';
import {
  BOOKINGS_PER_PAGE,
  MAX_BOOKINGS_PER_PAGE,
  MAX_CHART_WEEKS,
  CHART_WEEKS,
  MAX_EXTEND_HOURS,
  MAX_NOTE_LENGTH,
  MAX_REASON_LENGTH,
} from './operator-bookings-constants';

// Issue 27, "The calendar and the bookings": the company's availability chart (boats down, weeks across),
// its bookings list with the CSV of it, and one booking's page with its history and the office's actions.
// Every answer holds the caller's company's boats and bookings only (the session's company).

// Boat types' ids are fixed and start at 0 (server/db/schema.ts); the other ids are serial.
const idQuery = (what: string, pattern = /^[1-9]\d{0,8}$/) =>
  z.string().regex(pattern, `${what} is a whole number.`).transform(Number).optional();

// A calendar date by its pattern (real days only, leap years included), which the API document states too.
const dateQuery = (label: string) =>
  textInput().regex(whole(CALENDAR_DATE), `${label} must be a date as YYYY-MM-DD.`).meta({ format: 'date' });

const dateBody = (label: string) =>
  textInput({ error: `${label} is required.` })
    .regex(whole(CALENDAR_DATE), `${label} must be a date as YYYY-MM-DD.`)
    .meta({ format: 'date' });

export const calendarQuerySchema = z.object({
  /** The first week's first day (the page picks a Saturday). */
  from: dateQuery('from'),
  weeks: z.coerce
    .number({ error: 'weeks is a whole number.' })
    .int('weeks is a whole number.')
    .min(1, `weeks is 1 to ${MAX_CHART_WEEKS}.`)
    .max(MAX_CHART_WEEKS, `weeks is 1 to ${MAX_CHART_WEEKS}.`)
    .default(CHART_WEEKS),
  base: idQuery('base'),
  type: idQuery('type', /^\d{1,9}$/),
  lang: languageField.default('en'),
});

const bookingSpanSchema = z.object({
  kind: z.literal('booking'),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  date_start: z.string(),
  date_end: z.string(),
  /** An option's end of hold (ISO instant); null otherwise. */
  expires_at: z.string().nullable(),
});

const blockSpanSchema = z.object({
  kind: z.literal('block'),
  id: z.number().int(),
  date_start: z.string(),
  date_end: z.string(),
  reason: z.enum(HELD_BLOCK_REASONS),
});

const chartSpanSchema = z.discriminatedUnion('kind', [bookingSpanSchema, blockSpanSchema]);
export type ChartSpan = z.infer<typeof chartSpanSchema>;

/** The chart: each boat with the live bookings and blocks that touch the weeks, in date order. */
export const calendarSchema = z.object({
  from: z.string(),
  weeks: z.number().int(),
  boats: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      model: z.string(),
      base_id: z.number().int(),
      type_id: z.number().int(),
      products: z.array(z.enum(PRODUCTS)),
      max_people: z.number().int(),
      spans: z.array(chartSpanSchema),
    }),
  ),
  /** The company's bases and the boat types of its fleet, for the filters. */
  bases: z.array(z.object({ id: z.number().int(), name: z.string() })),
  types: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const bookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `status is one of ${BOOKING_STATUSES.join(', ')}.` }).optional(),
  yacht: idQuery('yacht'),
  base: idQuery('base'),
  /** Bookings whose days overlap [from, to). */
  from: dateQuery('from').optional(),
  to: dateQuery('to').optional(),
  /** A reference or part of the customer's name or e-mail. */
  q: textInput().max(100, 'q has at most 100 characters.').optional(),
  page: z.coerce
    .number({ error: 'page is a whole number from 1.' })
    .int('page is a whole number from 1.')
    .min(1, 'page is a whole number from 1.')
    .max(100_000, 'page is at most 100000.')
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page is a whole number.' })
    .int('per_page is a whole number.')
    .min(1, `per_page is 1 to ${MAX_BOOKINGS_PER_PAGE}.`)
    .max(MAX_BOOKINGS_PER_PAGE, `per_page is 1 to ${MAX_BOOKINGS_PER_PAGE}.`)
    .default(BOOKINGS_PER_PAGE),
});
export type BookingsQuery = z.output<typeof bookingsQuerySchema>;

/** The filters of the list, for its CSV (no paging: the whole filtered list, up to MAX_EXPORT_ROWS). */
export const bookingsExportQuerySchema = bookingsQuerySchema.omit({ page: true, per_page: true });

const bookingListItemSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  yacht: z.object({ id: z.number().int(), name: z.string() }),
  base: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  customer: z.string(),
  email: z.string(),
  phone: z.string(),
  people: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

export const bookingsPageSchema = z.object({
  data: z.array(bookingListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});

/** The CSV of the filtered list; the page saves it as a file. */
export const bookingsExportSchema = z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() });

export const operatorBookingParamsSchema = z.object({ reference: bookingReferenceSchema });

const bookingEventSchema = z.object({
  at: z.string(),
  actor: z.enum(['customer', 'operator', 'system']),
  /** The member of staff's name when an operator acted. */
  operator: z.string().nullable(),
  kind: z.string(),
  status_before: z.string().nullable(),
  status_after: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type BookingHistoryEvent = z.infer<typeof bookingEventSchema>;

export const operatorBookingSchema = z.object({
  booking: bookingSchema.omit({ access_token: true }),
  yacht_id: z.number().int(),
  base: z.string(),
  /** The operator who placed the option (null: the visitor or the waiting list did). */
  placed_by: z.number().int().nullable(),
  history: z.array(bookingEventSchema),
});
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;

export const extendOptionBodySchema = z.object({
  hours: z
    .number({ error: 'hours is a whole number of hours.' })
    .int('hours is a whole number of hours.')
    .min(1, 'hours is at least 1.')
    .max(MAX_EXTEND_HOURS, `hours is at most ${MAX_EXTEND_HOURS}.`),
});

const reasonField = textField(MAX_REASON_LENGTH);
export const releaseOptionBodySchema = z.object({ reason: reasonField.optional() });
export const cancelBookingBodySchema = z.object({ reason: reasonField });
export const bookingNoteBodySchema = z.object({ text: textField(MAX_NOTE_LENGTH) });

/** An option placed by the staff for a client (by phone, at the base), held for the usual time. */
export const placeClientOptionBodySchema = withRules(
  z
    .object({
      yacht_id: z.number().int().positive().max(2_147_483_647),
      date_start: dateBody('The check-in day'),
      date_end: dateBody('The check-out day'),
      product: z.enum(PRODUCTS),
      people: z.number().int().min(1).max(100),
      first_name: lineField(80),
      last_name: lineField(80),
      email: emailField,
      phone: phoneField,
      language: languageField,
    })
    .refine((b) => b.date_end > b.date_start, { message: 'The check-out day comes after the check-in day.', path: ['date_end'] }),
  { rule: 'date_end is after date_start', fields: ['date_end'] },
  // Checked against the boat and the clock on the server, as a visitor's option is (server/bookings/bookings.ts).
  { rule: 'yacht_id names a boat of the caller’s company', fields: ['yacht_id'] },
  {
    rule: 'date_start is not in the past and the stay at most 60 nights; product and people fit the boat',
    fields: ['date_start', 'product', 'people'],
  },
);

export const placedOptionSchema = z.object({ reference: z.string(), expires_at: z.string().nullable() });
