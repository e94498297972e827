import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { CURRENCY, EXTRA_UNITS } from './price-rules';
import { DISCOUNT_KINDS } from './discount-rules';
import { MAX_SEARCH_NIGHTS, parseRequiredCharterDates } from './yacht-search';
import { withRules, type InputRule } from './input-rules';
import { CALENDAR_DATE, integerRange, whole } from './patterns';
import { textInput } from './text-input';
import { YACHT_SEARCH_PATTERNS } from './yacht-search-patterns';

// The catalog half of the charter API (§7, A3, A6, A7, C8): countries, destinations, equipment, yacht
// types, price calendars, availability, quotes and the name search. The yacht list lives in
// yacht-list-api.ts, the boat page in yacht-api.ts. The browser imports only the types.

// ---------------------------------------------------------------- shared inputs

export const localeSchema = z.enum(LANGUAGE_CODES as unknown as [LanguageCode, ...LanguageCode[]], { error: 'Unknown locale' });

/** `?locale=` (default en); an unknown locale is a 400. */
export const localeQuerySchema = z.object({ locale: localeSchema.default('en') });

/** `/{locale}` path parameter; an unknown locale is a 404 like any unknown path. */
export const localeParamsSchema = z.object({ locale: localeSchema });

/** `/{yacht_id}` path parameter. */
export const yachtIdParamsSchema = z.object({
  yacht_id: textInput()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
});

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A date the API reads: a real calendar day, 1900–2199. */
const calendarDateInput = textInput()
  .regex(whole(CALENDAR_DATE), 'Must be a date between 1900 and 2199 as YYYY-MM-DD')
  .meta({ format: 'date' });

// ---------------------------------------------------------------- shared pieces of answers

export const imageUrlsSchema = z.object({ '400': z.string(), '800': z.string(), original: z.string() });

export const countryRefSchema = z.object({ code: z.string(), slug: z.string(), name: z.string() });

export const extraUnitSchema = z.enum(EXTRA_UNITS);

/**
 * The price of one charter (C4, C6, C8). Dates: date_start is check-in, date_end check-out; the boat is
 * charged for date_start … date_end − 1 (`charged_days`, at least one), `days` is §9's rental days
 * (nights + 1). `list_price` sums the daily prices of the charged days; `price` is after the offer's
 * discount; obligatory extras are split into what is paid with the booking and what is paid at the base;
 * `total` is everything.
 */
export const quoteSchema = z.object({
  date_start: isoDateSchema,
  date_end: isoDateSchema,
  days: z.number().int(),
  nights: z.number().int(),
  charged_days: z.number().int(),
  list_price: z.number().int(),
  discount_percent: z.number().int(),
  offer_slug: z.string().nullable(),
  /** Issue 27: which one discount `discount_percent` is (an offer, or a rule: early booking, last minute, long stay); never two stacked. */
  discount_kind: z.enum(DISCOUNT_KINDS).nullable(),
  price: z.number().int(),
  obligatory_extras: z.array(
    z.object({
      name: z.string(),
      price: z.number().int(),
      unit: extraUnitSchema,
      per_week_price: z.number().int(),
      total: z.number().int(),
      payable_at_base: z.boolean(),
    }),
  ),
  extras_total_now: z.number().int(),
  payable_at_base_total: z.number().int(),
  total: z.number().int(),
  currency: z.literal(CURRENCY),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Turns a pure parser's result into zod issues (one per field), so bad input is a 400 with field errors (A5). */
export function issuesFrom<T>(result: { ok: true; value: T } | { ok: false; errors: Record<string, string> }, ctx: z.RefinementCtx): T {
  if (result.ok) return result.value;
  for (const [field, message] of Object.entries(result.errors)) ctx.addIssue({ code: 'custom', message, path: [field] });
  return z.NEVER;
}

// ---------------------------------------------------------------- /countries, /destinations, /equipments, /yachts-types

// GET /countries?locale= : a list, each with its name in the locale and how many boats it has.
export const countriesResponseSchema = z.array(
  z.object({ id: z.number().int(), code: z.string(), slug: z.string(), name: z.string(), yachts: z.number().int() }),
);
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

export const baseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
});

// GET /destinations/{locale}
export const destinationsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      description: z.string(),
      country: countryRefSchema,
      lat: z.number(),
      lng: z.number(),
      popular: z.boolean(),
      bases: z.array(baseSchema.extend({ yachts: z.number().int() })),
      yachts: z.number().int(),
    }),
  ),
});
export type DestinationsResponse = z.infer<typeof destinationsResponseSchema>;

// GET /equipments?locale=
export const equipmentsResponseSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type EquipmentsResponse = z.infer<typeof equipmentsResponseSchema>;

// GET /yachts-types/{locale}: A6 order, names with each word capitalised.
export const yachtTypesResponseSchema = z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() }));
export type YachtTypesResponse = z.infer<typeof yachtTypesResponseSchema>;

// ---------------------------------------------------------------- price calendars, availability, quote

// GET /yacht-period-prices/{yacht_id}: the season periods that have not ended, by day ascending (A6).
// `day` is the first day of the period, `date_to` its last day (inclusive).
export const periodPricesResponseSchema = z.object({
  data: z.array(
    z.object({ day: isoDateSchema, date_to: isoDateSchema, price_per_day: z.number().int(), price_per_week: z.number().int() }),
  ),
});
export type PeriodPricesResponse = z.infer<typeof periodPricesResponseSchema>;

/** `?from&to`: a window of days; the server fills in defaults and checks its length (resolveDayWindow). */
const dayWindowQuerySchema = z.object({
  from: calendarDateInput.describe('First day (default today)').optional(),
  to: calendarDateInput.describe('Last day (default: the default window from `from`; at most the longest window)').optional(),
});
/** The window's length needs both ends (and today, for a `from` left out): a rule JSON Schema cannot state. */
const windowRule = (maxDays: number): InputRule => ({
  rule: `from … to (from defaulting to today) spans at most ${maxDays} days`,
  fields: ['to'],
});

// GET /yacht-daily-prices/{yacht_id}?from&to : one row per day (default today + 90 days, at most 400).
// `price` is null on a day without a season price; `available` is true when the day can be chartered
// (priced, not in the past, not held by a booking).
export const DAILY_PRICES_DEFAULT_DAYS = 90;
export const DAILY_PRICES_MAX_DAYS = 400;
export const dailyPricesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ day: isoDateSchema, price: z.number().int().nullable(), available: z.boolean() })),
});
export type DailyPricesResponse = z.infer<typeof dailyPricesResponseSchema>;
export const dailyPricesQuerySchema = withRules(dayWindowQuerySchema, windowRule(DAILY_PRICES_MAX_DAYS));

// GET /yacht-availability/{yacht_id}?from&to : the live bookings overlapping the window (default today +
// 365 days, at most 800), for the date picker. `date_end` is the check-out day, which is free for the next
// check-in (ranges are check-out exclusive, like the database's).
export const AVAILABILITY_DEFAULT_DAYS = 365;
export const AVAILABILITY_MAX_DAYS = 800;
export const availabilityResponseSchema = z.object({
  data: z.array(z.object({ date_start: isoDateSchema, date_end: isoDateSchema })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
export const availabilityQuerySchema = withRules(dayWindowQuerySchema, windowRule(AVAILABILITY_MAX_DAYS));

// GET /yacht-quote/{yacht_id}?date_start&date_end&locale : the Quote, or `available: false` when the boat
// cannot be chartered for those dates. Busy days are an answer, not an error: the client retries a failed
// GET (H1), and a 409 would price them twice.
// The dates are read like the list's (dateRange or date_start/date_end, C4), but are required.
const quoteDates = (key: 'dateRange' | 'date_start' | 'date_end', description: string) =>
  textInput().max(100).regex(YACHT_SEARCH_PATTERNS[key], 'Must be a date as YYYY-MM-DD').describe(description).optional();
/** The search's dates (dateRange, or date_start and date_end) are at most MAX_SEARCH_NIGHTS apart. */
export const CHARTER_NIGHTS_RULE: InputRule = {
  rule: `check-in and check-out (dateRange, or date_start and date_end) are at most ${MAX_SEARCH_NIGHTS} nights apart`,
  fields: ['dateRange', 'date_end'],
};
export const quoteQuerySchema = withRules(
  z
    .object({
      dateRange: quoteDates('dateRange', "Check-in and check-out as 'YYYY-MM-DD - YYYY-MM-DD'"),
      date_start: quoteDates('date_start', 'Check-in day YYYY-MM-DD'),
      date_end: quoteDates('date_end', 'Check-out day YYYY-MM-DD (alone: a same-day charter)'),
      locale: localeSchema.default('en'),
    })
    .transform((q, ctx) => ({ dates: issuesFrom(parseRequiredCharterDates(q), ctx), locale: q.locale })),
  { rule: 'dateRange, date_start or date_end is given', fields: ['date_start'] },
  CHARTER_NIGHTS_RULE,
);
export const quoteResponseSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), data: quoteSchema }),
  z.object({ available: z.literal(false), data: z.null(), message: z.string() }),
]);
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

// ---------------------------------------------------------------- /find_by_name

// A7: the name search answers `{ data: [] }` below 3 characters (the site does not call it then);
// `limit` defaults to 5 and is capped at 20.
export const FIND_BY_NAME_MIN_LENGTH = 3;
export const FIND_BY_NAME_DEFAULT_LIMIT = 5;
const FIND_BY_NAME_MAX_LIMIT = 20;
export const findByNameQuerySchema = z.object({
  name: textInput().max(100).default(''),
  limit: textInput()
    .regex(whole(integerRange(1, 999_999, 6)), 'Must be a whole number from 1')
    .describe(
      `Boats to answer (default ${FIND_BY_NAME_DEFAULT_LIMIT}); more than ${FIND_BY_NAME_MAX_LIMIT} answers ${FIND_BY_NAME_MAX_LIMIT}`,
    )
    .transform((v) => Math.min(Number(v), FIND_BY_NAME_MAX_LIMIT))
    .default(FIND_BY_NAME_DEFAULT_LIMIT),
  locale: localeSchema.default('en'),
});
export const findByNameResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      type_slug: z.string(),
      model: z.string(),
      shipyard: z.string(),
      base_name: z.string(),
      mainImageUrls: imageUrlsSchema,
    }),
  ),
});
export type FindByNameResponse = z.infer<typeof findByNameResponseSchema>;
