import type { LanguageCode } from '../../../src/contract/languages';
import { chargedDays, DAYS_PER_WEEK, discountedPrice, type ExtraUnit } from '../../../src/contract/price-rules';
import { RANGE_FILTERS, type NumberRange, type RangeFilter, type YachtSearch } from '../../../src/contract/yacht-search';
import type { YachtCardRow } from '../catalog-data';
import { bestOffer, canStartWithin, dayNumber, heldListPrice, isBooked, isoOfDay, priceFrom, type Boat, type DayRange } from './boat-facts';
import { localizedText, type CatalogState } from './catalog-model';
import { cardRow } from './model-cards';

// The yacht list (A4, C2–C6) and the flexible list (C13) over the in-memory catalog: one pass over the
// fleet finds the candidates (every filter that is not a facet: dates, product, destinations, country,
// type) with each one's price; the page, the total, the limits and the facets are then counted over them.
// A facet filter (the ranges, the manufacturer, the main sail type) is tested once per candidate, so each
// limit and facet can count the boats matching every OTHER filter.

type FacetFilter = RangeFilter | 'manufacturer' | 'main_sail_types';
const FACETS: readonly FacetFilter[] = [...RANGE_FILTERS, 'manufacturer', 'main_sail_types'];
const FACET_BITS = Object.fromEntries(FACETS.map((name, i) => [name, 1 << i])) as Record<FacetFilter, number>;

/** A boat of the page: its card, and with dates what its quote needs. */
export interface YachtListPageRow extends YachtCardRow {
  list_price?: number;
  offer_slug?: string | null;
  discount_percent?: number | null;
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

interface Candidate {
  boat: Boat;
  /** The quote total with dates, price_from without. */
  price: number | null;
  listPrice: number;
  offer: { slug: string; discountPercent: number } | null;
  /** Bit i set when the candidate fails facet FACETS[i]. */
  misses: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The boats a search can find at all, in groups: those in its destinations and countries (both, when it
 * names both), from the model's index by destination; without either filter, the whole fleet.
 */
function searchPool(state: CatalogState, search: YachtSearch): readonly (readonly Boat[])[] {
  let wanted: number[] | null = null;
  if (search.destinations) {
    const { ids, slugs } = search.destinations;
    wanted = [...state.destinations.values()].filter((d) => ids.includes(d.id) || slugs.includes(d.slug)).map((d) => d.id);
  }
  if (search.countries.length) {
    const countries = new Set(
      [...state.countries.values()].filter((c) => search.countries.includes(c.code.toLowerCase()) || search.countries.includes(c.slug)).map((c) => c.id),
    );
    const inCountries = [...state.destinations.values()].filter((d) => countries.has(d.country_id)).map((d) => d.id);
    wanted = wanted ? wanted.filter((id) => inCountries.includes(id)) : inCountries;
  }
  return wanted ? wanted.map((id) => state.byDestination.get(id) ?? []) : [state.fleet];
}

/** Whether a boat of the search's pool passes the other filters that are not facets (the dates are tested by the caller). */
function candidateTest(state: CatalogState, search: YachtSearch): (boat: Boat) => boolean {
  const tests: ((boat: Boat) => boolean)[] = [];
  if (search.products.length) tests.push((boat) => boat.row.products.some((p) => (search.products as string[]).includes(p)));
  if (search.types) {
    const { ids, slugs } = search.types;
    const wanted = new Set([...state.types.values()].filter((t) => ids.includes(t.id) || slugs.includes(t.slug)).map((t) => t.id));
    tests.push((boat) => wanted.has(boat.row.type_id));
  }
  return (boat) => tests.every((test) => test(boat));
}

/** A range filter's value of a candidate: the lengths as the stored `real`, so bounds compare as the database did. */
function rangeValue(name: RangeFilter, c: Candidate): number | null {
  const y = c.boat.row;
  switch (name) {
    case 'length':
      return Math.fround(y.length_m);
    case 'price':
      return c.price;
    default:
      return y[name];
  }
}

/** Each facet filter of the search as a test of a candidate (absent when the search does not use it). */
function facetTests(state: CatalogState, search: YachtSearch): Partial<Record<FacetFilter, (c: Candidate) => boolean>> {
  const tests: Partial<Record<FacetFilter, (c: Candidate) => boolean>> = {};
  for (const name of RANGE_FILTERS) {
    const range = search.ranges[name];
    if (!range) continue;
    const bound = (value: number | null) => (value === null ? null : name === 'length' ? Math.fround(value) : value);
    const [min, max] = [bound(range.min), bound(range.max)];
    tests[name] = (c) => {
      const value = rangeValue(name, c);
      return value !== null && (min === null || value >= min) && (max === null || value <= max);
    };
  }
  const { shipyardIds, modelIds } = search;
  if (modelIds.length || shipyardIds.length) {
    // C3: a listed model matches; a listed shipyard matches whole unless some of its models are listed.
    const narrowed = new Set(modelIds.flatMap((id) => state.models.get(id)?.shipyard_id ?? []));
    tests.manufacturer = (c) =>
      modelIds.includes(c.boat.row.model_id) || (shipyardIds.includes(c.boat.row.shipyard_id) && !narrowed.has(c.boat.row.shipyard_id));
  }
  if (search.mainSailTypes.length) tests.main_sail_types = (c) => c.boat.row.main_sail_type !== null && search.mainSailTypes.includes(c.boat.row.main_sail_type);
  return tests;
}

/** The candidates of a search with their facet misses; with dates only the free boats priced on every held day. */
function candidates(state: CatalogState, search: YachtSearch, today: string): Candidate[] {
  // A charter cannot start in the past: such a search simply finds nothing.
  if (search.dates && search.dates.start < today) return [];
  const passes = candidateTest(state, search);
  const facets = facetTests(state, search);
  const facetList = FACETS.flatMap((name) => (facets[name] ? [{ bit: FACET_BITS[name], test: facets[name] }] : []));
  const found: Candidate[] = [];
  const todayDay = dayNumber(today);
  const charged = search.dates ? chargedDays(search.dates.start, search.dates.end) : 0;
  const held: DayRange | null = search.dates ? { from: dayNumber(search.dates.start), until: dayNumber(search.dates.start) + charged } : null;
  for (const group of searchPool(state, search)) {
    for (const boat of group) {
      if (!passes(boat)) continue;
      let candidate: Candidate;
      if (held) {
        if (isBooked(boat, held)) continue;
        const listPrice = heldListPrice(boat, held);
        if (listPrice === null) continue;
        const offer = bestOffer(boat, held);
        const y = boat.row;
        // The quote's total (src/contract/price-rules.ts buildQuote) from the boat's obligatory extras summed by unit.
        const price =
          discountedPrice(listPrice, offer?.discountPercent ?? 0) +
          y.obligatory_per_booking +
          y.obligatory_per_week * Math.ceil(charged / DAYS_PER_WEEK) +
          y.obligatory_per_day * charged;
        candidate = { boat, price, listPrice, offer, misses: 0 };
      } else {
        candidate = { boat, price: priceFrom(boat, todayDay), listPrice: 0, offer: null, misses: 0 };
      }
      for (const { bit, test } of facetList) if (!test(candidate)) candidate.misses |= bit;
      found.push(candidate);
    }
  }
  return found;
}

/** Nulls last in either direction, then by id. */
function orderOf(search: YachtSearch): (a: Candidate, b: Candidate) => number {
  const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : (a - b) * direction;
  if (!search.orderBy) {
    return (a, b) =>
      nullsLast(a.boat.row.rating, b.boat.row.rating, -1) || b.boat.row.reviews_count - a.boat.row.reviews_count || a.boat.row.id - b.boat.row.id;
  }
  const direction = search.orderBy.direction === 'desc' ? -1 : 1;
  const value: (c: Candidate) => number | null = {
    price: (c: Candidate) => c.price,
    length: (c: Candidate) => c.boat.row.length_m,
    year: (c: Candidate) => c.boat.row.year,
    cabins: (c: Candidate) => c.boat.row.cabins,
  }[search.orderBy.field];
  return (a, b) => nullsLast(value(a), value(b), direction) || a.boat.row.id - b.boat.row.id;
}

/**
 * One page of `rows` in the search's order. Only the first `start + perPage` in order are needed: they are
 * kept sorted as the rows go by (a binary insertion each), instead of sorting every match (at 15,000 boats
 * a search without a destination matches most of the fleet).
 */
function pageOf(rows: Candidate[], search: YachtSearch): Candidate[] {
  const start = (search.page - 1) * search.perPage;
  const keep = start + search.perPage;
  const order = orderOf(search);
  if (keep * 4 >= rows.length) return rows.sort(order).slice(start, keep);
  const best: Candidate[] = [];
  for (const row of rows) {
    if (best.length === keep && order(row, best[keep - 1]!) >= 0) continue;
    let [low, high] = [0, best.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (order(best[mid]!, row) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, row);
    if (best.length > keep) best.pop();
  }
  return best.slice(start, keep);
}

/** The obligatory extras of a boat as a quote lists them, in the locale. */
export function obligatoryExtrasOf(boat: Boat, locale: LanguageCode): { name: string; price: number; unit: ExtraUnit; payableAtBase: boolean }[] {
  return boat.obligatoryExtras.map((e) => ({ name: localizedText(e.name, locale), price: e.price, unit: e.unit, payableAtBase: e.payableAtBase }));
}

/** Each range filter's value of a candidate as its limits report it (the lengths as stored, unlike rangeValue's comparison). */
const LIMIT_VALUES: Record<RangeFilter, (c: Candidate) => number | null> = {
  length: (c) => c.boat.row.length_m,
  cabins: (c) => c.boat.row.cabins,
  berths: (c) => c.boat.row.berths,
  heads: (c) => c.boat.row.heads,
  year: (c) => c.boat.row.year,
  max_people: (c) => c.boat.row.max_people,
  price: (c) => c.price,
};

/** The matching boats' page (cards, and quote facts with dates), total, limits and facets. */
export function matchYachts(state: CatalogState, search: YachtSearch, today: string): YachtListMatch {
  const found = candidates(state, search, today);
  /** Matches every facet filter but `name`'s (FACETS[i]'s bit is 1 << i). */
  const allBut = (c: Candidate, name: FacetFilter) => (c.misses & ~FACET_BITS[name]) === 0;
  const matching = found.filter((c) => c.misses === 0);

  const limits = Object.fromEntries(RANGE_FILTERS.map((name) => [name, { min: null, max: null } as NumberRange])) as Record<RangeFilter, NumberRange>;
  const models = new Map<number, number>();
  const sails = new Map<string, number>();
  const ranges = RANGE_FILTERS.map((name) => ({ bit: FACET_BITS[name], limit: limits[name], value: LIMIT_VALUES[name] }));
  for (const c of found) {
    for (const { bit, limit, value: valueOf } of ranges) {
      if ((c.misses & ~bit) !== 0) continue;
      const value = valueOf(c);
      if (value === null) continue;
      if (limit.min === null || value < limit.min) limit.min = value;
      if (limit.max === null || value > limit.max) limit.max = value;
    }
    if (allBut(c, 'manufacturer')) models.set(c.boat.row.model_id, (models.get(c.boat.row.model_id) ?? 0) + 1);
    const sail = c.boat.row.main_sail_type;
    if (sail !== null && allBut(c, 'main_sail_types')) sails.set(sail, (sails.get(sail) ?? 0) + 1);
  }
  const bases = new Map<number, number>();
  for (const c of matching) bases.set(c.boat.row.base_id, (bases.get(c.boat.row.base_id) ?? 0) + 1);

  const page = pageOf(matching, search).map((c): YachtListPageRow => {
    const card = cardRow(state, c.boat, search.locale, today);
    if (!search.dates) return card;
    return {
      ...card,
      list_price: c.listPrice,
      offer_slug: c.offer?.slug ?? null,
      discount_percent: c.offer?.discountPercent ?? null,
      obligatory_extras: obligatoryExtrasOf(c.boat, search.locale).map((e) => ({ name: e.name, price: e.price, unit: e.unit, payable_at_base: e.payableAtBase })),
    };
  });

  return {
    total: matching.length,
    page,
    limits,
    models: [...models]
      .map(([modelId, count]) => {
        const model = state.models.get(modelId)!;
        return { shipyardId: model.shipyard_id, shipyardName: state.shipyards.get(model.shipyard_id)!.name, modelId, modelName: model.name, count };
      })
      .sort((a, b) => compareText(a.shipyardName, b.shipyardName) || a.shipyardId - b.shipyardId || compareText(a.modelName, b.modelName) || a.modelId - b.modelId),
    mainSailTypes: [...sails].map(([name, count]) => ({ name, count })).sort((a, b) => compareText(a.name, b.name)),
    bases: [...bases]
      .map(([id, count]) => {
        const base = state.bases.get(id)!;
        const countryCode = state.countries.get(base.country_id)!.code;
        return { id, slug: base.slug, name: base.name, city: base.city, countryCode, lat: base.lat, lng: base.lng, count };
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
export function matchFlexible(state: CatalogState, search: YachtSearch, window: FlexibleWindowDays, today: string): { total: number; pageIds: number[] } {
  const [first, last] = [dayNumber(window.windowStart), dayNumber(window.windowEnd)];
  const found = candidates(state, { ...search, dates: null }, today).filter(
    (c) => c.misses === 0 && canStartWithin(c.boat, first, last, window.nights),
  );
  return { total: found.length, pageIds: pageOf(found, search).map((c) => c.boat.row.id) };
}

export interface StartDayFacts {
  yachtId: number;
  dateStart: string;
  listPrice: number;
  offer: { slug: string; discountPercent: number } | null;
}

/** Every start day of the window on which the boat can be chartered for `nights`, with its list price and best offer. */
export function flexibleStartDays(boat: Boat, window: FlexibleWindowDays): StartDayFacts[] {
  const days: StartDayFacts[] = [];
  for (let day = dayNumber(window.windowStart); day <= dayNumber(window.windowEnd); day++) {
    const held = { from: day, until: day + window.nights };
    const listPrice = heldListPrice(boat, held);
    if (listPrice === null || isBooked(boat, held)) continue;
    days.push({ yachtId: boat.row.id, dateStart: isoOfDay(day), listPrice, offer: bestOffer(boat, held) });
  }
  return days;
}
