import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { CURRENCY, EXTRA_UNITS } from '../lib/price-rules';

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
export const yachtIdParamsSchema = z.object({ yacht_id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
