import { NEWEST_YACHTS, type NewestYachtsResponse, type YachtListResponse } from '../../src/contract/yacht-list-api';
import type { LanguageCode } from '../../src/contract/languages';
import { buildQuote } from '../../src/contract/price-rules';
import { RANGE_FILTERS, roundLimits, searchToQuery, type YachtSearch } from '../../src/contract/yacht-search';
import { paginate } from '../api/pagination';
import { toYachtCard } from './yacht-card';
import type { Boat } from './model/boat-facts';
import type { CatalogModel } from './model/catalog-model';
import { cardRow } from './model/model-cards';
import { matchYachts } from './model/model-search';
import { perState } from './model/per-state';
import { CITY_NAMES, dataTextIn, SAIL_TYPE_NAMES } from './data-texts';

/** C5: the unfiltered list shows at most 20 boats a page. */
const ALL_LIST_MAX_PER_PAGE = 20;

/**
 * `/yacht-list-all` (C5) is the list across all destinations: it ignores `destinations` and `country`
 * (the site calls it when no destination is chosen) and shows at most 20 boats a page; every other
 * filter still applies.
 */
export function allDestinations(search: YachtSearch): YachtSearch {
  return { ...search, destinations: null, countries: [], perPage: Math.min(search.perPage, ALL_LIST_MAX_PER_PAGE) };
}

/**
 * One page of the list with its pagination, limits and facets (A4), from the in-memory catalog. With dates
 * each boat carries its quote (C6), built by the same rules as quoteYacht from the facts the match computed.
 */
export async function yachtList(catalog: CatalogModel, search: YachtSearch, today: string, path: string): Promise<YachtListResponse> {
  const match = matchYachts(await catalog.current(), search, today);
  const { dates } = search;
  const data = match.page.map((row) => {
    const quote =
      dates && row.list_price !== undefined
        ? buildQuote({
            dateStart: dates.start,
            dateEnd: dates.end,
            listPrice: row.list_price,
            discount: row.discount_kind
              ? { kind: row.discount_kind, slug: row.offer_slug ?? null, discountPercent: row.discount_percent ?? 0 }
              : null,
            obligatoryExtras: (row.obligatory_extras ?? []).map((e) => ({
              name: e.name,
              price: e.price,
              unit: e.unit,
              payableAtBase: e.payable_at_base,
            })),
          })
        : null;
    return toYachtCard(row, search.locale, quote);
  });

  const shipyards = new Map<number, YachtListResponse['shipyards'][number]>();
  for (const m of match.models) {
    const shipyard = shipyards.get(m.shipyardId) ?? { id: m.shipyardId, name: m.shipyardName, count: 0, models: [] };
    shipyard.count += m.count;
    shipyard.models.push({ id: m.modelId, name: m.modelName, count: m.count });
    shipyards.set(m.shipyardId, shipyard);
  }

  return {
    ...paginate(path, searchToQuery(search), search.page, search.perPage, match.total, data.length),
    data,
    limits: Object.fromEntries(RANGE_FILTERS.map((name) => [name, roundLimits(match.limits[name])])) as YachtListResponse['limits'],
    shipyards: [...shipyards.values()],
    main_sail_types: match.mainSailTypes.map((sail) => ({ ...sail, label: dataTextIn(SAIL_TYPE_NAMES, sail.name, search.locale) })),
    bases: match.bases.map((b) => ({
      id: b.id,
      slug: b.slug,
      name: b.name,
      city: dataTextIn(CITY_NAMES, b.city, search.locale),
      country_code: b.countryCode,
      lat: b.lat,
      lng: b.lng,
      count: search.basesCounter ? b.count : null,
    })),
  };
}

/**
 * The home page's boats (S2): the newest of the fleet as cards, in the order of
 * `/yacht-list-all?order_by=year_desc` (year, newest first, then id), without that list's limits and facets.
 */
export async function newestYachts(catalog: CatalogModel, locale: LanguageCode, today: string): Promise<NewestYachtsResponse> {
  const state = await catalog.current();
  return { data: newestOf(state).map((boat) => toYachtCard(cardRow(state, boat, locale, today), locale, null)) };
}

/** The first six in that order, kept as the fleet goes by (no sort of the whole fleet for six cards), once per state. */
const newestOf = perState((state) => {
  const newer = (a: Boat, b: Boat) => b.row.year - a.row.year || a.row.id - b.row.id;
  const newest: Boat[] = [];
  for (const boat of state.fleet) {
    if (newest.length === NEWEST_YACHTS && newer(boat, newest[NEWEST_YACHTS - 1]!) >= 0) continue;
    newest.push(boat);
    newest.sort(newer);
    if (newest.length > NEWEST_YACHTS) newest.pop();
  }
  return newest;
});
