import { SLUG } from './slug';
import { isLanguageCode, type LanguageCode } from './languages';
import { addDays, daysBetween, isIsoDate } from './iso-date';
import { PRODUCTS } from './booking-constants';

// The yacht search as it travels in a URL (§5, §7, C1–C4): parsed here, without zod, so the API's query
// schemas (src/contract/yacht-list-api.ts) and the web app's search form read a query the same way.
// Empty values count as absent: a plain GET form sends `cabins_min=` for every field left blank.

export const RANGE_FILTERS = ['length', 'cabins', 'berths', 'heads', 'year', 'max_people', 'price'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

type Product = (typeof PRODUCTS)[number];

export const ORDER_FIELDS = ['price', 'length', 'year', 'cabins'] as const;
type OrderField = (typeof ORDER_FIELDS)[number];
export interface OrderBy {
  field: OrderField;
  direction: 'asc' | 'desc';
}

const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 50;
export const MAX_PAGE = 100_000;
/** Longest stay a search or a quote accepts (a season, not a lifetime); booking online allows less (MAX_ONLINE_BOOKING_NIGHTS). */
export const MAX_SEARCH_NIGHTS = 365;
/** Items in one comma list (destinations, ids, sail types). */
export const MAX_LIST_ITEMS = 100;

export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface DateRange {
  start: string;
  end: string;
}

export interface IdsAndSlugs {
  ids: number[];
  slugs: string[];
}

export interface YachtSearch {
  page: number;
  perPage: number;
  locale: LanguageCode;
  /** `bases_counter=additional`: count the boats of each base. */
  basesCounter: boolean;
  products: Product[];
  orderBy: OrderBy | null;
  destinations: IdsAndSlugs | null;
  /** Country codes (HR) or slugs (croatia), for the country pages. */
  countries: string[];
  dates: DateRange | null;
  types: IdsAndSlugs | null;
  mainSailTypes: string[];
  /** Boats of these shipyards (all their models unless some of their models are in `modelIds`). */
  shipyardIds: number[];
  modelIds: number[];
  ranges: Partial<Record<RangeFilter, NumberRange>>;
}

/** Every query key the yacht list reads. */
export const YACHT_SEARCH_KEYS = [
  'page',
  'per_page',
  'locale',
  'bases_counter',
  'product',
  'order_by',
  'destinations',
  'country',
  'dateRange',
  'date_start',
  'date_end',
  'type',
  'main_sail_types',
  'shipyard_ids',
  'model_ids',
  'manufacturer',
  ...RANGE_FILTERS.flatMap((name) => [name, `${name}_min`, `${name}_max`] as const),
] as const;
export type YachtSearchKey = (typeof YACHT_SEARCH_KEYS)[number];

export type RawQuery = Record<string, string | undefined>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const ID = /^(?:0|[1-9]\d{0,8})$/;
const NUMBER = /^\d{1,7}(?:\.\d{1,3})?$/;
// No name holds a control character (and PostgreSQL refuses NUL in text).
const CONTROL_CHAR = /[\u0000-\u001F\u007F-\u009F]/;

/** Splits a comma list, trimming items and dropping empty ones; null when it has too many items. */
function commaList(value: string): string[] | null {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > MAX_LIST_ITEMS ? null : items;
}

/** `3,7` → [3, 7]; null when any item is not a positive id. */
function parseIdList(value: string): number[] | null {
  const items = commaList(value);
  if (!items || !items.every((s) => ID.test(s))) return null;
  return [...new Set(items.map(Number))];
}

/** `12,split-region` → ids and slugs; null when an item is neither, or when there is none. */
export function parseIdsAndSlugs(value: string): IdsAndSlugs | null {
  const items = commaList(value);
  if (!items || items.length === 0) return null;
  const ids: number[] = [];
  const slugs: string[] = [];
  for (const item of items) {
    if (ID.test(item)) ids.push(Number(item));
    else if (item.length <= 160 && SLUG.test(item.toLowerCase())) slugs.push(item.toLowerCase());
    else return null;
  }
  return { ids, slugs };
}

/**
 * C2: a range as the query carries it, `min-max`, split into its ends: `10-14`, `10-` (no maximum),
 * `-14` (no minimum), `12` (exactly 12); decimals for lengths (`9.5-12`). Null when it is not a range.
 */
export function splitRange(value: string): NumberRange | null {
  const m = /^\s*([\d.]*)\s*(?:-\s*([\d.]*))?\s*$/.exec(value);
  if (!m) return null;
  const [, lo = '', hi] = m;
  if (lo === '' && (hi === undefined || hi === '')) return null;
  if ((lo !== '' && !NUMBER.test(lo)) || (hi !== undefined && hi !== '' && !NUMBER.test(hi))) return null;
  const min = lo === '' ? null : Number(lo);
  if (hi === undefined) return { min, max: min };
  return { min, max: hi === '' ? null : Number(hi) };
}

/** One end of a range (`cabins_min=3`). */
function parseBound(value: string): number | null {
  return NUMBER.test(value.trim()) ? Number(value.trim()) : null;
}

/** Splits at commas outside brackets (`5,7[31;32]` → `5`, `7[31;32]`); null for unbalanced brackets. */
function splitOutsideBrackets(value: string): string[] | null {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '[') depth += 1;
    if (ch === ']') depth -= 1;
    if (depth < 0 || depth > 1) return null;
    if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0) return null;
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

/**
 * C3: the manufacturer filter, `id` or `id[model;model]`, comma separated: `5,7[31;32]` is every boat of
 * shipyard 5 and the models 31 and 32 of shipyard 7. Both shipyards go into `shipyardIds`; a shipyard
 * with models listed is narrowed to them (see YachtSearch).
 */
export function parseManufacturers(value: string): { shipyardIds: number[]; modelIds: number[] } | null {
  const items = splitOutsideBrackets(value);
  if (!items || items.length === 0 || items.length > MAX_LIST_ITEMS) return null;
  const shipyardIds = new Set<number>();
  const modelIds = new Set<number>();
  for (const item of items) {
    const m = /^(\d+)\s*(?:\[([^\]]*)\])?$/.exec(item);
    if (!m || !ID.test(m[1]!)) return null;
    shipyardIds.add(Number(m[1]));
    if (m[2] === undefined) continue;
    // The original joins models with ';'; a comma inside the brackets means the same.
    const models = m[2]
      .split(/[;,]/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (models.length === 0 || models.length > MAX_LIST_ITEMS || !models.every((s) => ID.test(s))) return null;
    models.forEach((s) => modelIds.add(Number(s)));
  }
  return { shipyardIds: [...shipyardIds], modelIds: [...modelIds] };
}

/** C4: an end earlier than the start is set equal to the start. */
export function correctDateRange(start: string, end: string): DateRange {
  return { start, end: end < start ? start : end };
}

/**
 * `dateRange` as the date picker writes it: two dates joined by ' - ' (also '–', ' to ', ',', '/' or
 * '..'), corrected by C4. Null when it is not two calendar dates.
 */
export function parseDateRange(value: string): DateRange | null {
  const m = /^\s*(\d{4}-\d{2}-\d{2})\s*(?:-|–|—|to|,|\/|\.\.)\s*(\d{4}-\d{2}-\d{2})\s*$/.exec(value);
  if (!m || !isIsoDate(m[1]!) || !isIsoDate(m[2]!)) return null;
  return correctDateRange(m[1]!, m[2]!);
}

/** `price_desc`, `length_asc`, or a bare field (ascending). */
export function parseOrderBy(value: string): OrderBy | null {
  const m = /^(price|length|year|cabins)(?:_(asc|desc))?$/.exec(value.trim().toLowerCase());
  if (!m) return null;
  return { field: m[1] as OrderField, direction: (m[2] as 'asc' | 'desc' | undefined) ?? 'asc' };
}

/** C2: limits are shown rounded down for minima and up for maxima. */
export function roundLimits(range: NumberRange): NumberRange {
  return {
    min: range.min === null ? null : Math.floor(range.min),
    max: range.max === null ? null : Math.ceil(range.max),
  };
}

function present(query: RawQuery, key: string): string | undefined {
  const value = query[key];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function parsePositiveInt(value: string, max: number): number | null {
  const n = /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/**
 * The dates of a search: `dateRange`, or `date_start`/`date_end` (one alone stands for a same-day
 * charter), with C4's correction, at most MAX_SEARCH_NIGHTS long; null when the query has none.
 */
export function parseCharterDates(query: RawQuery): ParseResult<DateRange | null> {
  const errors: Record<string, string> = {};
  const rangeText = present(query, 'dateRange');
  const startText = present(query, 'date_start');
  const endText = present(query, 'date_end');
  let dates: DateRange | null = null;
  if (rangeText !== undefined) {
    dates = parseDateRange(rangeText);
    if (!dates) errors.dateRange = 'Must be two dates as YYYY-MM-DD - YYYY-MM-DD';
  } else if (startText !== undefined || endText !== undefined) {
    const start = startText ?? endText!;
    const end = endText ?? startText!;
    if (startText !== undefined && !isIsoDate(startText)) errors.date_start = 'Must be a date as YYYY-MM-DD';
    if (endText !== undefined && !isIsoDate(endText)) errors.date_end = 'Must be a date as YYYY-MM-DD';
    if (isIsoDate(start) && isIsoDate(end)) dates = correctDateRange(start, end);
  }
  if (dates && daysBetween(dates.start, dates.end) > MAX_SEARCH_NIGHTS) {
    errors[rangeText !== undefined ? 'dateRange' : 'date_end'] = `A charter lasts at most ${MAX_SEARCH_NIGHTS} nights`;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: dates };
}

/**
 * The charter dates of a page's query (`?date_start=&date_end=`, R11: the boat page, step one, a voyage),
 * with C4's correction; null when there are none or they are not dates (the page then shows no price).
 */
export function charterDatesOfQuery(search: URLSearchParams): DateRange | null {
  const parsed = parseCharterDates({ date_start: search.get('date_start') ?? undefined, date_end: search.get('date_end') ?? undefined });
  return parsed.ok ? parsed.value : null;
}

/** Like parseCharterDates, for calls that need dates (a quote). */
export function parseRequiredCharterDates(query: RawQuery): ParseResult<DateRange> {
  const result = parseCharterDates(query);
  if (!result.ok) return result;
  return result.value
    ? { ok: true, value: result.value }
    : { ok: false, errors: { date_start: 'Choose the dates (date_start and date_end)' } };
}

/** C2: every range filter, from `{name}=min-max` and `{name}_min`/`{name}_max` (the latter win). */
function parseRanges(query: RawQuery, errors: Record<string, string>): Partial<Record<RangeFilter, NumberRange>> {
  const ranges: Partial<Record<RangeFilter, NumberRange>> = {};
  for (const name of RANGE_FILTERS) {
    let range: NumberRange = { min: null, max: null };
    const combined = present(query, name);
    if (combined !== undefined) {
      const split = splitRange(combined);
      if (split) range = split;
      else errors[name] = 'Must be a range as min-max';
    }
    for (const end of ['min', 'max'] as const) {
      const text = present(query, `${name}_${end}`);
      if (text === undefined) continue;
      const bound = parseBound(text);
      if (bound === null) errors[`${name}_${end}`] = 'Must be a number';
      else range[end] = bound;
    }
    if (range.min !== null || range.max !== null) ranges[name] = range;
  }
  return ranges;
}

/** A whole search query (§7's filters plus page, per_page and locale); field errors for what is not valid. */
export function parseYachtSearch(query: RawQuery): ParseResult<YachtSearch> {
  const errors: Record<string, string> = {};
  const field = <T>(key: string, parse: (value: string) => T | null, message: string): T | undefined => {
    const text = present(query, key);
    if (text === undefined) return undefined;
    const value = parse(text);
    if (value === null) errors[key] = message;
    return value ?? undefined;
  };

  const page = field('page', (v) => parsePositiveInt(v, MAX_PAGE), `Must be a whole number from 1 to ${MAX_PAGE}`) ?? 1;
  const perPage =
    field('per_page', (v) => parsePositiveInt(v, MAX_PER_PAGE), `Must be a whole number from 1 to ${MAX_PER_PAGE}`) ?? DEFAULT_PER_PAGE;
  const locale = field('locale', (v) => (isLanguageCode(v) ? v : null), 'Unknown locale') ?? 'en';
  const basesCounter = field('bases_counter', (v) => (v === 'additional' ? true : null), "Must be 'additional'") ?? false;
  const products =
    field(
      'product',
      (v) => {
        const items = commaList(v.toLowerCase());
        return items && items.every((p) => (PRODUCTS as readonly string[]).includes(p)) ? (items as Product[]) : null;
      },
      `Must be ${PRODUCTS.join(', ')} (or a comma list of them)`,
    ) ?? [];
  const orderBy = field('order_by', parseOrderBy, `Must be one of ${ORDER_FIELDS.join(', ')}, optionally with _asc or _desc`) ?? null;
  const destinations = field('destinations', parseIdsAndSlugs, 'Must be destination ids or slugs, comma separated') ?? null;
  const countries =
    field(
      'country',
      (v) => {
        const items = commaList(v.toLowerCase());
        return items && items.every((c) => c.length <= 80 && SLUG.test(c)) ? items : null;
      },
      'Must be country codes or slugs, comma separated',
    ) ?? [];
  const types = field('type', parseIdsAndSlugs, 'Must be yacht type ids or slugs, comma separated') ?? null;
  const mainSailTypes =
    field(
      'main_sail_types',
      (v) => {
        const items = commaList(v);
        return items && items.every((s) => s.length <= 60 && !CONTROL_CHAR.test(s)) ? items : null;
      },
      'Must be main sail type names, comma separated',
    ) ?? [];
  const shipyardIds = field('shipyard_ids', parseIdList, 'Must be shipyard ids, comma separated') ?? [];
  const modelIds = field('model_ids', parseIdList, 'Must be model ids, comma separated') ?? [];
  const manufacturers = field('manufacturer', parseManufacturers, 'Must be id or id[model;model], comma separated');
  const dates = parseCharterDates(query);
  if (!dates.ok) Object.assign(errors, dates.errors);
  const ranges = parseRanges(query, errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      page,
      perPage,
      locale,
      basesCounter,
      products,
      orderBy,
      destinations,
      countries,
      dates: dates.ok ? dates.value : null,
      types,
      mainSailTypes,
      shipyardIds: [...new Set([...shipyardIds, ...(manufacturers?.shipyardIds ?? [])])],
      modelIds: [...new Set([...modelIds, ...(manufacturers?.modelIds ?? [])])],
      ranges,
    },
  };
}

export interface FlexibleWindow {
  windowStart: string;
  windowEnd: string;
  nights: number;
}

export const FLEXIBLE_MAX_WINDOW_DAYS = 60;
export const FLEXIBLE_NIGHTS = { min: 3, max: 21, default: 7 } as const;

/**
 * C13: the flexible-dates window, `window_start` … `window_end` (inclusive start days, at most 60 days
 * apart; C4's correction when the end is earlier) and `nights` (3–21, default 7). Without a window it is
 * the 4 weeks from `today`.
 */
export function parseFlexibleWindow(query: RawQuery, today: string): ParseResult<FlexibleWindow> {
  const errors: Record<string, string> = {};
  const startText = present(query, 'window_start');
  const endText = present(query, 'window_end');
  const nightsText = present(query, 'nights');
  if (startText !== undefined && !isIsoDate(startText)) errors.window_start = 'Must be a date as YYYY-MM-DD';
  if (endText !== undefined && !isIsoDate(endText)) errors.window_end = 'Must be a date as YYYY-MM-DD';
  const nights = nightsText === undefined ? FLEXIBLE_NIGHTS.default : parsePositiveInt(nightsText, FLEXIBLE_NIGHTS.max);
  if (nights === null || nights < FLEXIBLE_NIGHTS.min) {
    errors.nights = `Must be a whole number from ${FLEXIBLE_NIGHTS.min} to ${FLEXIBLE_NIGHTS.max}`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const windowStart = startText ?? today;
  const { end: windowEnd } = correctDateRange(windowStart, endText ?? addDays(windowStart, 27));
  if (daysBetween(windowStart, windowEnd) > FLEXIBLE_MAX_WINDOW_DAYS) {
    return { ok: false, errors: { window_end: `The window is at most ${FLEXIBLE_MAX_WINDOW_DAYS} days long` } };
  }
  return { ok: true, value: { windowStart, windowEnd, nights: nights! } };
}

/**
 * A window of days `from` … `to` (inclusive) for a price calendar: `from` defaults to today, `to` to
 * `defaultDays` later; C4's correction when `to` is earlier; at most `maxDays` days.
 */
export function resolveDayWindow(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  defaultDays: number,
  maxDays: number,
): ParseResult<{ from: string; to: string }> {
  const from = query.from ?? today;
  if (!isIsoDate(from)) return { ok: false, errors: { from: 'Must be a date as YYYY-MM-DD' } };
  const to = query.to ?? addDays(from, defaultDays - 1);
  if (!isIsoDate(to)) return { ok: false, errors: { to: 'Must be a date as YYYY-MM-DD' } };
  const window = correctDateRange(from, to);
  if (daysBetween(window.start, window.end) + 1 > maxDays) {
    return { ok: false, errors: { to: `The window is at most ${maxDays} days long` } };
  }
  return { ok: true, value: { from: window.start, to: window.end } };
}

function formatBound(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The keys a page URL's search may carry: every key of the list but `locale` (the path names the language). */
const URL_KEYS = YACHT_SEARCH_KEYS.filter((key) => key !== 'locale');
const DATE_KEYS = ['dateRange', 'date_start', 'date_end'];

/**
 * The search a page URL (or a plain GET form) carries. Repeated keys (one per ticked box) join into the
 * comma lists the parser reads; a field the parser refuses is left out, never an error, so an old link or
 * a typo still shows a page of boats. The locale is the page's language, not a query key.
 */
export function yachtSearchOfUrl(params: URLSearchParams, locale: LanguageCode = 'en'): YachtSearch {
  const raw: RawQuery = {};
  for (const key of URL_KEYS) {
    const values = params.getAll(key).filter((v) => v.trim() !== '');
    if (values.length > 0) raw[key] = values.join(',');
  }
  // Each pass drops the fields the parser refused; a date error drops every date key (they are read together).
  for (;;) {
    const result = parseYachtSearch(raw);
    if (result.ok) return { ...result.value, locale };
    const before = Object.keys(raw).length;
    for (const key of Object.keys(result.errors)) {
      for (const k of DATE_KEYS.includes(key) ? DATE_KEYS : [key]) delete raw[k];
    }
    if (Object.keys(raw).length === before) return yachtSearchOfUrl(new URLSearchParams(), locale);
  }
}

/** The search of an empty query: every boat, first page. */
export const EMPTY_SEARCH: YachtSearch = yachtSearchOfUrl(new URLSearchParams());

/**
 * A search back as query pairs, in its one canonical form: dates as date_start/date_end, the manufacturer
 * as shipyard_ids/model_ids (C3), ranges as {name}_min/{name}_max, defaults left out, the page only when
 * asked for and past the first. The page URLs, the API keys of the pages and the API's page links all
 * use it; parseYachtSearch and yachtSearchOfUrl read it back to the same search.
 */
export function searchToQuery(search: YachtSearch, { page = false } = {}): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string) => value !== '' && pairs.push([key, value]);
  if (search.perPage !== DEFAULT_PER_PAGE) add('per_page', String(search.perPage));
  if (search.locale !== 'en') add('locale', search.locale);
  if (search.basesCounter) add('bases_counter', 'additional');
  add('product', search.products.join(','));
  if (search.orderBy) add('order_by', orderByText(search.orderBy));
  if (search.destinations) add('destinations', [...search.destinations.ids, ...search.destinations.slugs].join(','));
  add('country', search.countries.join(','));
  if (search.dates) {
    add('date_start', search.dates.start);
    add('date_end', search.dates.end);
  }
  if (search.types) add('type', [...search.types.ids, ...search.types.slugs].join(','));
  add('main_sail_types', search.mainSailTypes.join(','));
  add('shipyard_ids', search.shipyardIds.join(','));
  add('model_ids', search.modelIds.join(','));
  for (const name of RANGE_FILTERS) {
    const range = search.ranges[name];
    if (!range) continue;
    add(`${name}_min`, formatBound(range.min));
    add(`${name}_max`, formatBound(range.max));
  }
  if (page && search.page > 1) add('page', String(search.page));
  return pairs;
}

/** `price_desc`: the order as the query writes it. */
const orderByText = (order: OrderBy): string => `${order.field}_${order.direction}`;
