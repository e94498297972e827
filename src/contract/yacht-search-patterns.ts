import { LANGUAGE_CODES } from './languages';
import { CALENDAR_DATE, caseless, integerRange, whole } from './patterns';
import { PRODUCTS } from './booking-constants';
import { FLEXIBLE_NIGHTS, MAX_LIST_ITEMS, MAX_PAGE, MAX_PER_PAGE, ORDER_FIELDS, RANGE_FILTERS, type YachtSearchKey } from './yacht-search';

// The yacht search's query keys as patterns: each admits exactly the values src/contract/yacht-search.ts
// accepts for that key alone (white space where it trims, upper case where it lower-cases, an empty or
// blank value for "absent", which a plain GET form sends), so /api/openapi.json shows a client every rule
// instead of "a string". The rule across keys (at most 365 nights between the dates) is stated in the
// key's description; src/contract/yacht-search-patterns.test.ts compares every pattern with the parser.

const MAX_DIGITS = 9;
const ID = '(?:0|[1-9]\\d{0,8})';
/**
 * A slug of at most `max` characters as the query may carry it (the parser lower-cases it); every id is
 * one too. Letters and digits at both ends, hyphens between; that no two hyphens meet is the separate
 * NO_DOUBLE_HYPHEN (a list's items cannot each be both bounded and checked for it without look-arounds).
 */
const slug = (max: number) => `[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,${max - 2}}[a-zA-Z0-9])?`;
/** No `--` anywhere in the value. */
export const NO_DOUBLE_HYPHEN = /^-?(?:[^-]+-)*[^-]*$/;
const NUMBER = '\\d{1,7}(?:\\.\\d{1,3})?';
const DATE_SEPARATOR = '(?:-|–|—|to|,|/|\\.\\.)';
// Where the parser trims, the patterns allow spaces: the white space a form or a person types. Other white
// space (tabs, line breaks) is a control character, refused by every text input (src/contract/text-input.ts).
const VISIBLE = '[^,\\s\\u0000-\\u001F\\u007F-\\u009F]';

/** A blank value, or `source` with white space around it. */
const trimmed = (source: string) => whole(` *(?:${source})? *`);
/** A blank value, or exactly `source` (keys the parser does not trim). */
const exact = (source: string) => whole(` *|${source}`);

/**
 * A comma list as commaList splits it: items trimmed, empty ones dropped, at most MAX_LIST_ITEMS (a blank
 * value is an absent one, even where a list needs an item).
 * Items must not overlap with white space or commas, which keeps matching linear.
 */
function commaList(item: string, atLeastOne: boolean): RegExp {
  const items = `${item}(?: *,[ ,]*${item}){0,${MAX_LIST_ITEMS - 1}}`;
  return whole(atLeastOne ? ` *|[ ,]*${items}[ ,]*` : `[ ,]*(?:${items}[ ,]*)?`);
}

/** C3: `id` or `id[model;model]`, comma separated (models may also be separated by commas). */
const MODELS = `\\[[ ;,]*${ID}(?: *[;,][ ;,]*${ID}){0,${MAX_LIST_ITEMS - 1}}[ ;,]*\\]`;
const MANUFACTURER = `${ID}(?: *${MODELS})?`;

/**
 * A sail type name: up to 60 characters once trimmed, no control character, no comma. The trailing spaces
 * belong to the name's group, so a blank item has one way to match: written ` *(name)? *`, a run of blank
 * items could be split between the two ` *` in exponentially many ways, and one search request of spaces and
 * commas held the server's thread for minutes (found by the control-character property test).
 */
const SAIL_TYPE = ` *(?:${VISIBLE}(?:[^,\\u0000-\\u001F\\u007F-\\u009F]{0,58}${VISIBLE})? *)?`;

const RANGE = `${NUMBER}(?: *- *(?:${NUMBER})?)?|- *${NUMBER}`;

const rangePatterns = Object.fromEntries(
  RANGE_FILTERS.flatMap((name) => [
    [name, trimmed(RANGE)],
    [`${name}_min`, trimmed(NUMBER)],
    [`${name}_max`, trimmed(NUMBER)],
  ]),
) as Record<`${(typeof RANGE_FILTERS)[number]}${'' | '_min' | '_max'}`, RegExp>;

/** The keys whose items are slugs: their values also match NO_DOUBLE_HYPHEN. */
export const SLUG_LIST_KEYS: readonly YachtSearchKey[] = ['destinations', 'country', 'type'];

export const YACHT_SEARCH_PATTERNS: Record<YachtSearchKey, RegExp> = {
  page: trimmed(integerRange(1, MAX_PAGE, MAX_DIGITS)),
  per_page: trimmed(integerRange(1, MAX_PER_PAGE, MAX_DIGITS)),
  locale: exact(LANGUAGE_CODES.join('|')),
  bases_counter: exact('additional'),
  product: commaList(`(?:${PRODUCTS.map(caseless).join('|')})`, false),
  order_by: trimmed(`(?:${ORDER_FIELDS.map(caseless).join('|')})(?:_(?:${caseless('asc')}|${caseless('desc')}))?`),
  destinations: commaList(slug(160), true),
  country: commaList(slug(80), false),
  dateRange: trimmed(`${CALENDAR_DATE} *${DATE_SEPARATOR} *${CALENDAR_DATE}`),
  date_start: exact(CALENDAR_DATE),
  date_end: exact(CALENDAR_DATE),
  type: commaList(slug(160), true),
  main_sail_types: whole(`${SAIL_TYPE}(?:,${SAIL_TYPE}){0,${MAX_LIST_ITEMS - 1}}`),
  shipyard_ids: commaList(ID, false),
  model_ids: commaList(ID, false),
  manufacturer: commaList(MANUFACTURER, true),
  ...rangePatterns,
};

/** C13's window keys (src/contract/yacht-search.ts parseFlexibleWindow). */
export const FLEXIBLE_WINDOW_PATTERNS = {
  window_start: exact(CALENDAR_DATE),
  window_end: exact(CALENDAR_DATE),
  nights: trimmed(integerRange(FLEXIBLE_NIGHTS.min, FLEXIBLE_NIGHTS.max, MAX_DIGITS)),
} as const;
