import type { FlexibleResponse } from '../../src/contract/yacht-list-api';
import { addDays, weekdayOf } from '../../src/contract/iso-date';
import { buildQuote } from '../../src/contract/price-rules';
import { searchToQuery, type FlexibleWindow, type YachtSearch } from '../../src/contract/yacht-search';
import { paginate } from '../api/pagination';
import { toYachtCard } from './yacht-card';
import type { CatalogModel } from './model/catalog-model';
import { cardRow } from './model/model-cards';
import { flexibleStartDays, matchFlexible, obligatoryExtrasOf } from './model/model-search';

// C13 (/anydaytesting): boats that can start on any day of a window for a number of nights, each with
// its cheapest start days, from the in-memory catalog. The match tests availability per boat on its free
// stretches; only the page's boats are priced day by day. Sorting by price uses price_from (no single date defines a quote).

const START_DAYS_SHOWN = 3;
const SATURDAY = 6;

/** Cheapest first; on equal totals a Saturday start (most charters run Saturday to Saturday), then the earlier day. */
export function byCheapestStart(a: { total: number; date_start: string }, b: { total: number; date_start: string }): number {
  const saturday = (d: string) => (weekdayOf(d) === SATURDAY ? 0 : 1);
  return a.total - b.total || saturday(a.date_start) - saturday(b.date_start) || a.date_start.localeCompare(b.date_start);
}

export async function flexibleList(
  catalog: CatalogModel,
  search: YachtSearch,
  requested: FlexibleWindow,
  today: string,
  path: string,
): Promise<FlexibleResponse> {
  // No charter starts in the past.
  const window = { ...requested, windowStart: requested.windowStart < today ? today : requested.windowStart };
  const state = await catalog.current();
  const match = window.windowStart > window.windowEnd ? { total: 0, pageIds: [] } : matchFlexible(state, search, window, today);
  const data = match.pageIds.map((id) => {
    const boat = state.boats.get(id)!;
    const row = cardRow(state, boat, search.locale, today);
    const extras = obligatoryExtrasOf(boat, search.locale);
    const startDays = flexibleStartDays(boat, window, today)
      .map((s) => {
        const dateEnd = addDays(s.dateStart, window.nights);
        const quote = buildQuote({
          dateStart: s.dateStart,
          dateEnd,
          listPrice: s.listPrice,
          discount: s.discount,
          obligatoryExtras: extras,
        });
        return { date_start: s.dateStart, date_end: dateEnd, total: quote.total };
      })
      .sort(byCheapestStart)
      .slice(0, START_DAYS_SHOWN);
    return { ...toYachtCard(row, search.locale, null), start_days: startDays };
  });
  const query: [string, string][] = [
    ...searchToQuery({ ...search, dates: null }),
    ['window_start', requested.windowStart],
    ['window_end', requested.windowEnd],
    ['nights', String(requested.nights)],
  ];
  return {
    ...paginate(path, query, search.page, search.perPage, match.total, data.length),
    window: { window_start: window.windowStart, window_end: window.windowEnd, nights: window.nights },
    data,
  };
}
