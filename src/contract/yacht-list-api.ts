import { z } from 'zod';
import { paginationSchema } from './pagination';
import { textInput } from './text-input';
import { FLEXIBLE_WINDOW_PATTERNS, NO_DOUBLE_HYPHEN, SLUG_LIST_KEYS, YACHT_SEARCH_PATTERNS } from './yacht-search-patterns';
import { baseSchema, CHARTER_NIGHTS_RULE, countryRefSchema, imageUrlsSchema, isoDateSchema, issuesFrom, quoteSchema } from './catalog-api';
import { withRules } from './input-rules';
import {
  FLEXIBLE_MAX_WINDOW_DAYS,
  parseYachtSearch,
  RANGE_FILTERS,
  YACHT_SEARCH_KEYS,
  type RangeFilter,
  type YachtSearchKey,
} from './yacht-search';

// GET /yacht-list, /yacht-list-all (§7, A4, C2–C6) and /yacht-list-flexible (C13).

// Every key is a plain string of bounded length (Express hands arrays over for repeated keys: they fail
// here, 400) in the form its pattern describes (src/contract/yacht-search-patterns.ts), which is what
// /api/openapi.json shows; the meaning is parsed by src/contract/yacht-search.ts, shared with the web app.
// Unknown keys are refused like on every operation (server/api/endpoint.ts).
const queryText = (pattern: RegExp, description: string, also?: RegExp) => {
  const text = textInput().max(1000).regex(pattern, 'Not a valid value for this filter');
  return (also ? text.regex(also, 'Not a valid value for this filter') : text).describe(description).optional();
};

const RANGE_DESCRIPTIONS: Record<RangeFilter, string> = {
  length: 'length in metres',
  cabins: 'cabins',
  berths: 'berths',
  heads: 'heads',
  year: 'year built',
  max_people: 'maximum people',
  price: 'price in EUR (the quote total with dates, price_from without)',
};

/** What each key means, for the OpenAPI description partners read. */
const SEARCH_KEY_DESCRIPTIONS: Record<YachtSearchKey, string> = {
  page: 'Page from 1 (default 1); a page beyond the last answers an empty list',
  per_page: 'Boats per page, 1–50 (default 20; at most 20 on /yacht-list-all)',
  locale: 'Language of the names (default en)',
  bases_counter: "'additional': count the matching boats of each base",
  product: 'bareboat, skipper or crewed (comma list: any of them)',
  order_by: 'price, length, year or cabins, with _asc (default) or _desc, e.g. price_desc',
  destinations: 'Destination ids or slugs, comma separated',
  country: 'Country codes (HR) or slugs (croatia), comma separated',
  dateRange: "Check-in and check-out as 'YYYY-MM-DD - YYYY-MM-DD' (an end before the start becomes the start)",
  date_start: 'Check-in day YYYY-MM-DD (instead of dateRange)',
  date_end: 'Check-out day YYYY-MM-DD, free for the next charter',
  type: 'Yacht type ids or slugs, comma separated',
  main_sail_types: 'Main sail types, comma separated',
  shipyard_ids: 'Shipyard ids, comma separated (a shipyard with models in model_ids is narrowed to them)',
  model_ids: 'Model ids, comma separated',
  manufacturer: 'Shipyards as id or id[model;model], comma separated',
  ...(Object.fromEntries(
    RANGE_FILTERS.flatMap((name) => [
      [name, `Range of ${RANGE_DESCRIPTIONS[name]} as min-max (either end may be left out)`],
      [`${name}_min`, `Minimum ${RANGE_DESCRIPTIONS[name]}`],
      [`${name}_max`, `Maximum ${RANGE_DESCRIPTIONS[name]}`],
    ]),
  ) as Record<`${RangeFilter}${'' | '_min' | '_max'}`, string>),
};

const searchShape = Object.fromEntries(
  YACHT_SEARCH_KEYS.map((key) => [
    key,
    queryText(YACHT_SEARCH_PATTERNS[key], SEARCH_KEY_DESCRIPTIONS[key], SLUG_LIST_KEYS.includes(key) ? NO_DOUBLE_HYPHEN : undefined),
  ]),
) as Record<YachtSearchKey, z.ZodOptional<z.ZodString>>;

export const yachtListQuerySchema = withRules(
  z.object(searchShape).transform((q, ctx) => issuesFrom(parseYachtSearch(q), ctx)),
  CHARTER_NIGHTS_RULE,
);

/** C13: the list's filters plus `window_start`, `window_end` (≤ 60 days apart) and `nights` (3–21, default 7). */
export const flexibleQuerySchema = withRules(
  z
    .object({
      ...searchShape,
      window_start: queryText(FLEXIBLE_WINDOW_PATTERNS.window_start, 'First possible check-in day YYYY-MM-DD (default today)'),
      window_end: queryText(
        FLEXIBLE_WINDOW_PATTERNS.window_end,
        'Last possible check-in day YYYY-MM-DD (default 4 weeks after window_start)',
      ),
      nights: queryText(FLEXIBLE_WINDOW_PATTERNS.nights, 'Nights of the charter, 3–21 (default 7)'),
    })
    .transform((q, ctx) => ({
      search: issuesFrom(parseYachtSearch(q), ctx),
      // The window's defaults need today's date: the server checks it with parseFlexibleWindow.
      window: { window_start: q.window_start, window_end: q.window_end, nights: q.nights },
    })),
  CHARTER_NIGHTS_RULE,
  {
    rule: `window_end is at most ${FLEXIBLE_MAX_WINDOW_DAYS} days after window_start (today when left out)`,
    fields: ['window_end'],
  },
);

/** One boat in a list (and in a boat page's `similar`). */
export const yachtCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  model: z.object({ id: z.number().int(), name: z.string() }),
  shipyard: z.object({ id: z.number().int(), name: z.string() }),
  year: z.number().int(),
  length_m: z.number(),
  /** length_m × 3.28084, two decimals (§9). */
  length_ft: z.number(),
  beam_m: z.number(),
  cabins: z.number().int(),
  berths: z.number().int(),
  heads: z.number().int(),
  max_people: z.number().int(),
  main_sail_type: z.string().nullable(),
  /** The main sail's kind in the path's language, for showing (main_sail_type is the filter's value). */
  main_sail_name: z.string().nullable(),
  products: z.array(z.string()),
  base: baseSchema,
  country: countryRefSchema,
  mainImageUrls: imageUrlsSchema,
  images_count: z.number().int(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  /** The lowest weekly price (7 × the lowest daily price) of the season periods of the next 12 months. */
  price_from: z.number().int().nullable(),
  /** With dates: the price for exactly those dates (C6); null without dates. */
  quote: quoteSchema.nullable(),
});
export type YachtCard = z.infer<typeof yachtCardSchema>;

const rangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/**
 * A4. `limits`: min/max of each range filter (C2: rounded down/up) over the boats matching every OTHER
 * filter, so a slider always shows how far it can widen; `price` is the quote total with dates, the
 * price_from without. Facets likewise count the boats matching every other filter: `shipyards` (with
 * their models) ignore the manufacturer filters, `main_sail_types` ignores its own; `bases` are the bases
 * of the matching boats, with `count` when `bases_counter=additional` (null otherwise).
 */
export const yachtListResponseSchema = paginationSchema.extend({
  data: z.array(yachtCardSchema),
  limits: z.object(Object.fromEntries(RANGE_FILTERS.map((name) => [name, rangeSchema])) as Record<RangeFilter, typeof rangeSchema>),
  shipyards: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      count: z.number().int(),
      models: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    }),
  ),
  /** `name` is the filter's value, `label` the kind in the request's language. */
  main_sail_types: z.array(z.object({ name: z.string(), label: z.string(), count: z.number().int() })),
  bases: z.array(baseSchema.extend({ country_code: z.string(), count: z.number().int().nullable() })),
});
export type YachtListResponse = z.infer<typeof yachtListResponseSchema>;

/** GET /yachts-newest/{locale}: the home page's few boats (S2), the newest of the fleet, as cards only. */
export const NEWEST_YACHTS = 6;
export const newestYachtsResponseSchema = z.object({ data: z.array(yachtCardSchema).max(NEWEST_YACHTS) });
export type NewestYachtsResponse = z.infer<typeof newestYachtsResponseSchema>;

/** C13: boats that can start on some day of the window, each with its cheapest start days. */
export const flexibleResponseSchema = paginationSchema.extend({
  window: z.object({ window_start: isoDateSchema, window_end: isoDateSchema, nights: z.number().int() }),
  data: z.array(
    yachtCardSchema.extend({
      /** Up to 3 start days, cheapest first (a Saturday start first when equal, then the earlier day). */
      start_days: z.array(z.object({ date_start: isoDateSchema, date_end: isoDateSchema, total: z.number().int() })),
    }),
  ),
});
export type FlexibleResponse = z.infer<typeof flexibleResponseSchema>;
