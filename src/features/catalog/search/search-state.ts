import {
  parseYachtSearch,
  RANGE_FILTERS,
  type NumberRange,
  type Product,
  type RangeFilter,
  type RawQuery,
} from '../../../lib/search-query';

// The search page's filters (C1) as one value, read from the page URL, written back to it in one
// canonical form, and turned into the API's query (src/api/yacht-list.ts). The same functions run in the
// server's loader and in the browser, so both ask for the same SWR key (S2).
//
// A page URL may carry anything (old links, typing, a no-JS form): a value that does not parse is
// dropped, never an error, so a bad query still shows a page of boats.

/** C3: a shipyard, with the models it is narrowed to (none: every model). */
export interface ManufacturerChoice {
  id: number;
  models: number[];
}

export interface SearchState {
  products: Product[];
  /** `price_asc` … or '' (the API's default order). */
  orderBy: string;
  /** Destination ids or slugs, as the URL gave them. */
  destinations: string[];
  /** Check-in and check-out days (C4 applied), or null. */
  dates: { start: string; end: string } | null;
  /** Yacht type ids or slugs. */
  types: string[];
  mainSailTypes: string[];
  manufacturers: ManufacturerChoice[];
  ranges: Partial<Record<RangeFilter, NumberRange>>;
  page: number;
}

/** The query keys the page reads. `shipyard_ids`/`model_ids` are the API's form; the page uses C3's. */
const LIST_KEYS = ['product', 'order_by', 'destinations', 'dateRange', 'date_start', 'date_end', 'type', 'main_sail_types', 'manufacturer', 'page'];
const RANGE_KEYS = RANGE_FILTERS.flatMap((name) => [name, `${name}_min`, `${name}_max`]);
const DATE_KEYS = ['dateRange', 'date_start', 'date_end'];

/**
 * The raw query as the parser wants it: a plain GET form sends one key per ticked checkbox
 * (`destinations=a&destinations=b`), which joins into the comma list the API reads.
 */
function rawQueryOf(params: URLSearchParams): RawQuery {
  const raw: RawQuery = {};
  for (const key of [...LIST_KEYS, ...RANGE_KEYS]) {
    const values = params.getAll(key).filter((v) => v.trim() !== '');
    if (values.length > 0) raw[key] = values.join(',');
  }
  return raw;
}

/** C3: `5,7[31;32]` (already validated) as shipyards with their models; repeated shipyards merge. */
export function manufacturerChoices(text: string): ManufacturerChoice[] {
  const byId = new Map<number, Set<number>>();
  for (const m of text.matchAll(/(\d+)\s*(?:\[([^\]]*)\])?/g)) {
    const id = Number(m[1]);
    const models = byId.get(id) ?? new Set<number>();
    for (const model of (m[2] ?? '').split(/[;,]/)) if (model.trim() !== '') models.add(Number(model));
    byId.set(id, models);
  }
  return [...byId].map(([id, models]) => ({ id, models: [...models] }));
}

/** Reads the page URL's query; values that do not parse are left out (bad input never fails the page). */
export function searchStateOf(params: URLSearchParams): SearchState {
  const raw = rawQueryOf(params);
  // Each pass drops the fields the parser refused; a date error drops every date key (they are read together).
  for (let pass = 0; pass < 4; pass++) {
    const result = parseYachtSearch(raw);
    if (result.ok) {
      const s = result.value;
      return {
        products: s.products,
        orderBy: s.orderBy ? `${s.orderBy.field}_${s.orderBy.direction}` : '',
        destinations: s.destinations ? [...s.destinations.ids.map(String), ...s.destinations.slugs] : [],
        dates: s.dates,
        types: s.types ? [...s.types.ids.map(String), ...s.types.slugs] : [],
        mainSailTypes: s.mainSailTypes,
        manufacturers: raw.manufacturer ? manufacturerChoices(raw.manufacturer) : [],
        ranges: s.ranges,
        page: s.page,
      };
    }
    for (const key of Object.keys(result.errors)) {
      for (const k of DATE_KEYS.includes(key) ? DATE_KEYS : [key]) delete raw[k];
    }
  }
  return EMPTY_SEARCH;
}

export const EMPTY_SEARCH: SearchState = {
  products: [],
  orderBy: '',
  destinations: [],
  dates: null,
  types: [],
  mainSailTypes: [],
  manufacturers: [],
  ranges: {},
  page: 1,
};

/** C2: a range as the URL carries it, `min-max`, either end left out when open. */
export function rangeText(range: NumberRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** C3: shipyards back to `5,7[31;32]`. */
export function manufacturerText(choices: readonly ManufacturerChoice[]): string {
  return choices.map((c) => (c.models.length > 0 ? `${c.id}[${c.models.join(';')}]` : String(c.id))).join(',');
}

/** The filters as query pairs in one fixed order (no page): the page URL's and the API key's shared part. */
export function filterPairs(state: SearchState): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string) => value !== '' && pairs.push([key, value]);
  add('product', state.products.join(','));
  add('destinations', state.destinations.join(','));
  if (state.dates) {
    add('date_start', state.dates.start);
    add('date_end', state.dates.end);
  }
  add('type', state.types.join(','));
  add('main_sail_types', state.mainSailTypes.join(','));
  add('manufacturer', manufacturerText(state.manufacturers));
  for (const name of RANGE_FILTERS) {
    const range = state.ranges[name];
    if (range && (range.min !== null || range.max !== null)) add(name, rangeText(range));
  }
  add('order_by', state.orderBy);
  return pairs;
}

// Commas, semicolons and spaces read better in a shared link than their escapes, and mean the same.
const encode = (s: string) => encodeURIComponent(s).replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%20/g, '+');

export function queryString(pairs: readonly [string, string][]): string {
  return pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&');
}

/** The page URL's query for a search: canonical, page 1 left out. '' when nothing is chosen. */
export function pageQuery(state: SearchState): string {
  const pairs = filterPairs(state);
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  return queryString(pairs);
}

/** Filters that can be dropped to widen a search that found nothing, most restrictive first. */
export const WIDENING_ORDER = ['dates', 'manufacturers', 'ranges', 'mainSailTypes', 'types', 'products', 'destinations'] as const;
export type Widening = (typeof WIDENING_ORDER)[number];

/** The empty state's suggestions: each chosen filter group dropped on its own (page back to 1). */
export function widenings(state: SearchState): { drop: Widening; state: SearchState }[] {
  const chosen = (w: Widening) => (w === 'dates' ? state.dates !== null : w === 'ranges' ? Object.keys(state.ranges).length > 0 : state[w].length > 0);
  return WIDENING_ORDER.filter(chosen).map((drop) => ({
    drop,
    state: { ...state, page: 1, [drop]: drop === 'dates' ? null : drop === 'ranges' ? {} : [] },
  }));
}
