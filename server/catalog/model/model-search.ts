import { LRUCache } from 'lru-cache';
import type { LanguageCode } from '../../../src/contract/languages';
import { chargedDays, charterNights, DAYS_PER_WEEK, discountedPrice, type ExtraUnit } from '../../../src/contract/price-rules';
import { bestDiscount, type AppliedDiscount, type DiscountKind } from '../../../src/contract/discount-rules';
import { RANGE_FILTERS, type NumberRange, type RangeFilter, type YachtSearch } from '../../../src/contract/yacht-search';
import { belowMinimumNights } from '../../../src/contract/minimum-nights';
import type { YachtCardRow } from '../catalog-data';
import {
  bestOffer,
  boatDiscount,
  bookedIn,
  canStartWithin,
  dayNumber,
  heldListPrice,
  isBooked,
  isoOfDay,
  listPriceIn,
  priceFromIn,
  type Boat,
} from './boat-facts';
import type { FleetColumns } from './fleet-columns';
import { localizedText, type CatalogState } from './catalog-model';
import { cardRow } from './model-cards';
import { perState } from './per-state';

// The yacht list (A4, C2–C6) and the flexible list (C13) over the in-memory catalog: one pass over the
// fleet's columns (fleet-columns.ts) finds the candidates (every filter that is not a facet: dates, product,
// destinations, country, type) with each one's price; the page, the total, the limits and the facets are
// then counted over them. A facet filter (the ranges, the manufacturer, the main sail type) is tested once
// per candidate, so each limit and facet can count the boats matching every OTHER filter. The candidates
// are kept in typed arrays reused from one search to the next (a search runs to its end without waiting),
// so a search over most of the fleet makes no object per boat.

type FacetFilter = RangeFilter | 'manufacturer' | 'main_sail_types';
const FACETS: readonly FacetFilter[] = [...RANGE_FILTERS, 'manufacturer', 'main_sail_types'];
const FACET_BITS = Object.fromEntries(FACETS.map((name, i) => [name, 1 << i])) as Record<FacetFilter, number>;

/** A boat of the page: its card, and with dates what its quote needs. */
interface YachtListPageRow extends YachtCardRow {
  list_price?: number;
  offer_slug?: string | null;
  discount_percent?: number | null;
  discount_kind?: DiscountKind | null;
  obligatory_extras?: { name: string; price: number; unit: ExtraUnit; payable_at_base: boolean }[];
}

export interface YachtListMatch {
  total: number;
  page: YachtListPageRow[];
  limits: Record<RangeFilter, NumberRange>;
  models: { shipyardId: number; shipyardName: string; modelId: number; modelName: string; count: number }[];
  mainSailTypes: { name: string; count: number }[];
  bases: { id: number; slug: string; name: string; city: string; countryCode: string; lat: number; lng: number; count: number }[];
}

type Offer = AppliedDiscount | null;

/** The candidates of the latest scan: candidate c is the fleet's boat at[c]. */
const scan = {
  count: 0,
  at: new Int32Array(0),
  /** The quote total with dates, price_from without; NaN for none. */
  price: new Float64Array(0),
  listPrice: new Float64Array(0),
  offer: [] as Offer[],
  /** Bit i set when the candidate fails facet FACETS[i]. */
  misses: new Int32Array(0),
};

function makeRoom(size: number) {
  if (scan.at.length >= size) return;
  scan.at = new Int32Array(size);
  scan.price = new Float64Array(size);
  scan.listPrice = new Float64Array(size);
  scan.misses = new Int32Array(size);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The fleet positions a search can find at all, in groups: those in its destinations and countries (both,
 * when it names both), from the columns' index by destination; without either filter, the whole fleet.
 */
function searchPool(state: CatalogState, search: YachtSearch): readonly Int32Array[] | null {
  let wanted: number[] | null = null;
  if (search.destinations) {
    const { ids, slugs } = search.destinations;
    wanted = [...state.destinations.values()].filter((d) => ids.includes(d.id) || slugs.includes(d.slug)).map((d) => d.id);
  }
  if (search.countries.length) {
    const countries = new Set(
      [...state.countries.values()]
        .filter((c) => search.countries.includes(c.code.toLowerCase()) || search.countries.includes(c.slug))
        .map((c) => c.id),
    );
    const inCountries = [...state.destinations.values()].filter((d) => countries.has(d.country_id)).map((d) => d.id);
    wanted = wanted ? wanted.filter((id) => inCountries.includes(id)) : inCountries;
  }
  return wanted ? wanted.map((id) => state.columns.byDestination.get(id) ?? new Int32Array(0)) : null;
}

/** A range filter's values by fleet position (the lengths as the stored `real`, so bounds compare as the database did); null for the price, which is the candidate's. */
function rangeColumn(columns: FleetColumns, name: RangeFilter): Float64Array | Float32Array | null {
  return {
    length: columns.lengthReal,
    cabins: columns.cabins,
    berths: columns.berths,
    heads: columns.heads,
    year: columns.year,
    max_people: columns.maxPeople,
    price: null,
  }[name];
}

/** Each range filter of the search with its bounds (open ends as infinities; a NaN value fails both). */
function rangeTests(columns: FleetColumns, search: YachtSearch) {
  return RANGE_FILTERS.flatMap((name) => {
    const range = search.ranges[name];
    if (!range) return [];
    const bound = (value: number | null, open: number) => (value === null ? open : name === 'length' ? Math.fround(value) : value);
    return [
      { bit: FACET_BITS[name], values: rangeColumn(columns, name), min: bound(range.min, -Infinity), max: bound(range.max, Infinity) },
    ];
  });
}

/** The search's manufacturer filter as a test of a fleet position, null when it has none. */
function manufacturerTest(state: CatalogState, search: YachtSearch): ((i: number) => boolean) | null {
  const { shipyardIds, modelIds } = search;
  if (!modelIds.length && !shipyardIds.length) return null;
  // C3: a listed model matches; a listed shipyard matches whole unless some of its models are listed.
  const models = new Set(modelIds);
  const narrowed = new Set(modelIds.flatMap((id) => state.models.get(id)?.shipyard_id ?? []));
  const shipyards = new Set(shipyardIds.filter((id) => !narrowed.has(id)));
  const { modelId, shipyardId } = state.columns;
  return (i) => models.has(modelId[i]!) || shipyards.has(shipyardId[i]!);
}

/** A boat's list price for a stay not computed yet (a price is never negative). */
const UNKNOWN = -1;
/** Stays whose prices are kept per catalog state (about 240 KB each at 30,000 boats). */
const STAYS_KEPT = 64;
/** Stays asked once in a state, remembered (the most recent ones) so the second asking keeps their prices. */
const STAYS_ASKED = 4_096;

/**
 * Each boat's list price for a stay (NaN: not offered for it — a day booked or unpriced, or fewer nights than its
 * minimum), kept per catalog state for the stays asked more than once in it, and filled as searches meet the
 * boats. Visitors' stays cluster (most are a week from a Saturday in season), so searches that differ in every
 * other way (destination, type, sorting, page, language) share them; at 30,000 boats these three tests were
 * most of a search's time (issue 31). A stay asked once is not kept: under a stream of catalog changes each
 * state lives for a few searches, and an array per stay per state would only be garbage.
 */
const stayPrices = perState(() => ({
  asked: new LRUCache<string, true>({ max: STAYS_ASKED }),
  kept: new LRUCache<string, Float64Array>({ max: STAYS_KEPT }),
}));

function keptStayPrices(state: CatalogState, held: { from: number; until: number }): Float64Array | null {
  const stays = stayPrices(state);
  const key = `${held.from}/${held.until}`;
  let prices = stays.kept.get(key);
  if (prices) return prices;
  if (!stays.asked.has(key)) {
    stays.asked.set(key, true);
    return null;
  }
  prices = new Float64Array(state.columns.id.length).fill(UNKNOWN);
  stays.kept.set(key, prices);
  return prices;
}

/**
 * The search's boat types as a table by type id (1: wanted), null when it names none: a typed read per boat
 * rather than a Set's lookup, which was a tenth of the scan at 30,000 boats (issue 31).
 */
function typeTable(state: CatalogState, search: YachtSearch): Uint8Array | null {
  if (!search.types) return null;
  const { ids, slugs } = search.types;
  const table = new Uint8Array(Math.max(0, ...state.types.keys()) + 1);
  for (const t of state.types.values()) if (ids.includes(t.id) || slugs.includes(t.slug)) table[t.id] = 1;
  return table;
}

/** Every model in the order the manufacturer facet lists them (by shipyard, then by name), once per state. */
const modelOrder = perState((state) =>
  [...state.models.values()]
    .map((model) => ({ model, shipyard: state.shipyards.get(model.shipyard_id)! }))
    .sort(
      (a, b) =>
        compareText(a.shipyard.name, b.shipyard.name) ||
        a.shipyard.id - b.shipyard.id ||
        compareText(a.model.name, b.model.name) ||
        a.model.id - b.model.id,
    )
    .map(({ model, shipyard }) => ({ modelId: model.id, modelName: model.name, shipyardId: shipyard.id, shipyardName: shipyard.name })),
);

/** Fills `scan` with the search's candidates and their facet misses; with dates only the free boats priced on every held day. */
function scanCandidates(state: CatalogState, search: YachtSearch, today: string): void {
  const columns = state.columns;
  makeRoom(columns.id.length);
  scan.count = 0;
  // A charter cannot start in the past: such a search simply finds nothing.
  if (search.dates && search.dates.start < today) return;
  const products = search.products.length ? search.products.reduce((bits, p) => bits | (columns.productBits.get(p) ?? 0), 0) : null;
  const types = typeTable(state, search);
  const ranges = rangeTests(columns, search);
  const manufacturer = manufacturerTest(state, search);
  const sails = search.mainSailTypes.length
    ? new Set(search.mainSailTypes.map((name) => columns.sailNames.indexOf(name)).filter((i) => i >= 0))
    : null;
  const todayDay = dayNumber(today);
  const charged = search.dates ? chargedDays(search.dates.start, search.dates.end) : 0;
  const weeks = Math.ceil(charged / DAYS_PER_WEEK);
  // The held days, and what the discount rules weigh (issue 27): the nights and the day of booking.
  const held = search.dates
    ? {
        from: dayNumber(search.dates.start),
        until: dayNumber(search.dates.start) + charged,
        nights: charterNights(search.dates.start, search.dates.end),
        today: todayDay,
      }
    : null;
  const { priceStart, prices, bookedStart, booked } = columns;
  const stay = held && keptStayPrices(state, held);

  const consider = (i: number) => {
    if (products !== null && (columns.products[i]! & products) === 0) return;
    if (types && types[columns.typeId[i]!] !== 1) return;
    let price: number;
    let listPrice = 0;
    let offer: Offer = null;
    if (held) {
      let list = stay ? stay[i]! : UNKNOWN;
      if (list === UNKNOWN) {
        // Issue 27: a boat whose minimum nights are more than the dates' is not offered for them.
        list =
          belowMinimumNights(charged, columns.minNights[i]!) || bookedIn(booked, bookedStart[i]!, bookedStart[i + 1]!, held)
            ? Number.NaN
            : (listPriceIn(prices, priceStart[i]!, priceStart[i + 1]!, held) ?? Number.NaN);
        if (stay) stay[i] = list;
      }
      if (Number.isNaN(list)) return;
      if (columns.offersFrom[i]! <= held.from && held.until <= columns.offersUntil[i]!) offer = bestOffer(state.fleet[i]!, held);
      if (columns.hasRules[i]) offer = bestDiscount(offer, state.fleet[i]!.rules, held);
      // The quote's total (src/contract/price-rules.ts buildQuote) from the boat's obligatory extras summed by unit.
      price =
        discountedPrice(list, offer?.discountPercent ?? 0) +
        columns.perBooking[i]! +
        columns.perWeek[i]! * weeks +
        columns.perDay[i]! * charged;
      listPrice = list;
    } else {
      price = priceFromIn(prices, priceStart[i]!, priceStart[i + 1]!, todayDay) ?? Number.NaN;
    }
    let misses = 0;
    for (const range of ranges) {
      const value = range.values ? range.values[i]! : price;
      if (!(value >= range.min && value <= range.max)) misses |= range.bit;
    }
    if (manufacturer && !manufacturer(i)) misses |= FACET_BITS.manufacturer;
    if (sails && !sails.has(columns.mainSail[i]!)) misses |= FACET_BITS.main_sail_types;
    const c = scan.count++;
    scan.at[c] = i;
    scan.price[c] = price;
    scan.listPrice[c] = listPrice;
    scan.offer[c] = offer;
    scan.misses[c] = misses;
  };

  const pool = searchPool(state, search);
  if (pool === null) for (let i = 0; i < columns.id.length; i++) consider(i);
  else for (const group of pool) for (const i of group) consider(i);
}

/** Nulls (NaN) last in either direction. */
function nullsLast(a: number, b: number, direction: 1 | -1): number {
  const [aNull, bNull] = [Number.isNaN(a), Number.isNaN(b)];
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  return (a - b) * direction;
}

/** The order of candidates (by their number in `scan`), then by id. */
function orderOf(columns: FleetColumns, search: YachtSearch): (a: number, b: number) => number {
  const { id, rating, reviews } = columns;
  const idOf = (c: number) => id[scan.at[c]!]!;
  if (!search.orderBy) {
    return (a, b) =>
      nullsLast(rating[scan.at[a]!]!, rating[scan.at[b]!]!, -1) || reviews[scan.at[b]!]! - reviews[scan.at[a]!]! || idOf(a) - idOf(b);
  }
  const direction = search.orderBy.direction === 'desc' ? -1 : 1;
  const field = search.orderBy.field;
  const values = field === 'price' ? null : { length: columns.length, year: columns.year, cabins: columns.cabins }[field];
  const value = (c: number) => (values ? values[scan.at[c]!]! : scan.price[c]!);
  return (a, b) => nullsLast(value(a), value(b), direction) || idOf(a) - idOf(b);
}

/**
 * One page of `candidates` in the search's order. Only the first `start + perPage` in order are needed:
 * they are kept sorted as the candidates go by (a binary insertion each), instead of sorting every match
 * (at 15,000 boats a search without a destination matches most of the fleet).
 */
function pageOf(candidates: number[], columns: FleetColumns, search: YachtSearch): number[] {
  const start = (search.page - 1) * search.perPage;
  const keep = start + search.perPage;
  const order = orderOf(columns, search);
  if (keep * 4 >= candidates.length) return candidates.sort(order).slice(start, keep);
  const best: number[] = [];
  for (const c of candidates) {
    if (best.length === keep && order(c, best[keep - 1]!) >= 0) continue;
    let [low, high] = [0, best.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (order(best[mid]!, c) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, c);
    if (best.length > keep) best.pop();
  }
  return best.slice(start, keep);
}

/** The obligatory extras of a boat as a quote lists them, in the locale. */
export function obligatoryExtrasOf(
  boat: Boat,
  locale: LanguageCode,
): { name: string; price: number; unit: ExtraUnit; payableAtBase: boolean }[] {
  return boat.obligatoryExtras.map((e) => ({
    name: localizedText(e.name, locale),
    price: e.price,
    unit: e.unit,
    payableAtBase: e.payableAtBase,
  }));
}

/** The matching boats' page (cards, and quote facts with dates), total, limits and facets. */
export function matchYachts(state: CatalogState, search: YachtSearch, today: string): YachtListMatch {
  scanCandidates(state, search, today);
  const columns = state.columns;
  const { at, misses, price } = scan;
  // Each range's limit counts the candidates matching every facet filter but its own (FACETS[i]'s bit is 1 << i),
  // one tight pass per range (issue 31: at 30,000 boats a destination's search has thousands of candidates).
  const limits = {} as Record<RangeFilter, NumberRange>;
  for (const name of RANGE_FILTERS) {
    const others = ~FACET_BITS[name];
    const values = name === 'length' ? columns.length : rangeColumn(columns, name);
    let min = Infinity;
    let max = -Infinity;
    for (let c = 0; c < scan.count; c++) {
      if ((misses[c]! & others) !== 0) continue;
      const value = values ? values[at[c]!]! : price[c]!;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    limits[name] = min <= max ? { min, max } : { min: null, max: null };
  }
  const models = new Int32Array(columns.modelIds);
  const sails = new Int32Array(columns.sailNames.length);
  const bases = new Int32Array(columns.baseIds);
  const matching: number[] = [];
  for (let c = 0; c < scan.count; c++) {
    const i = at[c]!;
    const missed = misses[c]!;
    if ((missed & ~FACET_BITS.manufacturer) === 0) models[columns.modelId[i]!]!++;
    if ((missed & ~FACET_BITS.main_sail_types) === 0 && columns.mainSail[i]! >= 0) sails[columns.mainSail[i]!]!++;
    if (missed === 0) {
      bases[columns.baseId[i]!]!++;
      matching.push(c);
    }
  }
  const counted = (counts: Int32Array) => {
    const keys: number[] = [];
    for (let key = 0; key < counts.length; key++) if (counts[key]! > 0) keys.push(key);
    return keys;
  };

  const page = pageOf(matching, columns, search).map((c): YachtListPageRow => {
    const boat = state.fleet[at[c]!]!;
    const card = cardRow(state, boat, search.locale, today);
    if (!search.dates) return card;
    const offer = scan.offer[c] ?? null;
    // The card is this page's own: completed in place rather than spread into a second copy (issue 31).
    const row: YachtListPageRow = card;
    row.list_price = scan.listPrice[c]!;
    row.offer_slug = offer?.slug ?? null;
    row.discount_percent = offer?.discountPercent ?? null;
    row.discount_kind = offer?.kind ?? null;
    row.obligatory_extras = obligatoryExtrasOf(boat, search.locale).map((e) => ({
      name: e.name,
      price: e.price,
      unit: e.unit,
      payable_at_base: e.payableAtBase,
    }));
    return row;
  });

  // Read in the facet's order: sorting every model on each search was a fifth of the facets' time (issue 31).
  const modelFacet: YachtListMatch['models'] = [];
  for (const model of modelOrder(state)) {
    const count = models[model.modelId];
    if (count)
      modelFacet.push({
        shipyardId: model.shipyardId,
        shipyardName: model.shipyardName,
        modelId: model.modelId,
        modelName: model.modelName,
        count,
      });
  }

  return {
    total: matching.length,
    page,
    limits,
    models: modelFacet,
    mainSailTypes: counted(sails)
      .map((sail) => ({ name: columns.sailNames[sail]!, count: sails[sail]! }))
      .sort((a, b) => compareText(a.name, b.name)),
    bases: counted(bases)
      .map((id) => {
        const base = state.bases.get(id)!;
        const countryCode = state.countries.get(base.country_id)!.code;
        return { id, slug: base.slug, name: base.name, city: base.city, countryCode, lat: base.lat, lng: base.lng, count: bases[id]! };
      })
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id),
  };
}

export interface FlexibleWindowDays {
  windowStart: string;
  windowEnd: string;
  nights: number;
}

/**
 * C13: the boats matching the search (price filters and sorting by price_from) that are free and priced for
 * `nights` from at least one start day of [windowStart, windowEnd]: their total and the page's ids.
 */
export function matchFlexible(
  state: CatalogState,
  search: YachtSearch,
  window: FlexibleWindowDays,
  today: string,
): { total: number; pageIds: number[] } {
  const [first, last] = [dayNumber(window.windowStart), dayNumber(window.windowEnd)];
  scanCandidates(state, { ...search, dates: null }, today);
  const found: number[] = [];
  for (let c = 0; c < scan.count; c++) {
    const i = scan.at[c]!;
    // Issue 27: a boat whose minimum nights are more than the window's nights is not offered.
    if (
      scan.misses[c] === 0 &&
      !belowMinimumNights(window.nights, state.columns.minNights[i]!) &&
      canStartWithin(state.fleet[i]!, first, last, window.nights)
    )
      found.push(c);
  }
  return { total: found.length, pageIds: pageOf(found, state.columns, search).map((c) => state.columns.id[scan.at[c]!]!) };
}

export interface StartDayFacts {
  yachtId: number;
  dateStart: string;
  listPrice: number;
  discount: AppliedDiscount | null;
}

/** Every start day of the window on which the boat can be chartered for `nights`, with its list price and its discount if booked `today`. */
export function flexibleStartDays(boat: Boat, window: FlexibleWindowDays, today: string): StartDayFacts[] {
  const days: StartDayFacts[] = [];
  for (let day = dayNumber(window.windowStart); day <= dayNumber(window.windowEnd); day++) {
    const held = { from: day, until: day + window.nights, nights: window.nights, today: dayNumber(today) };
    const listPrice = heldListPrice(boat, held);
    if (listPrice === null || isBooked(boat, held)) continue;
    days.push({ yachtId: boat.row.id, dateStart: isoOfDay(day), listPrice, discount: boatDiscount(boat, held) });
  }
  return days;
}
