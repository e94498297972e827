import type { YachtListResponse } from '../../src/contract/yacht-list-api';
import { RANGE_FILTERS, roundLimits, searchToQuery, type YachtSearch } from '../../src/lib/search-query';
import type { Database } from '../db/client';
import { yachtCardRows } from './catalog-data';
import { paginate } from './pagination';
import { quoteYachts } from './quote';
import { toYachtCard } from './yacht-card';
import { matchYachts } from './yacht-list-query';

/** C5: the unfiltered list shows at most 20 boats a page. */
export const ALL_LIST_MAX_PER_PAGE = 20;

/**
 * `/yacht-list-all` (C5) is the list across all destinations: it ignores `destinations` and `country`
 * (the site calls it when no destination is chosen) and shows at most 20 boats a page; every other
 * filter still applies.
 */
export function allDestinations(search: YachtSearch): YachtSearch {
  return { ...search, destinations: null, countries: [], perPage: Math.min(search.perPage, ALL_LIST_MAX_PER_PAGE) };
}

/**
 * One page of the list with its pagination, limits and facets (A4). Three queries: the match (one
 * statement), the page's cards, and with dates the page's quotes.
 */
export async function yachtList(db: Database, search: YachtSearch, today: string, path: string): Promise<YachtListResponse> {
  const match = await matchYachts(db, search, today);
  const [rows, quotes] = await Promise.all([
    yachtCardRows(db, match.pageIds, search.locale, today),
    search.dates ? quoteYachts(db, match.pageIds, search.dates.start, search.dates.end, today, search.locale) : null,
  ]);
  const data = rows.map((row) => toYachtCard(row, search.locale, quotes?.get(row.id) ?? null));

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
    main_sail_types: match.mainSailTypes,
    bases: match.bases.map((b) => ({
      id: b.id,
      slug: b.slug,
      name: b.name,
      city: b.city,
      country_code: b.countryCode,
      lat: b.lat,
      lng: b.lng,
      count: search.basesCounter ? b.count : null,
    })),
  };
}
