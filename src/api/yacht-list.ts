import type { YachtListResponse } from '../contract/yacht-list-api';
import { searchToQuery, yachtSearchOfUrl, type YachtSearch } from '../contract/yacht-search';
import type { LanguageCode } from '../contract/languages';
import { yachtListAllEndpoint, yachtListEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';
import { cardView, type CardView } from './card-view';
import { useView, type DataView } from './data-view';

// GET /yacht-list and /yacht-list-all (§7, A4, C5): one page of boats with its limits and facets, for a
// search in its one shape (src/contract/yacht-search.ts). Pages read it through one of two views
// (src/api/data-view.ts): the search page's (cards, limits and facets) and a list of cards.

export type YachtListKind = 'all' | 'destinations';

/** C5: without a destination the list comes from /yacht-list-all and stays at its first 20 boats. */
export const listKindOf = (search: YachtSearch): YachtListKind => (search.destinations ? 'destinations' : 'all');

export function yachtListKey(search: YachtSearch, lang: LanguageCode): string {
  const kind = listKindOf(search);
  const query = Object.fromEntries(searchToQuery({ ...search, locale: lang }, { page: kind === 'destinations' }));
  const key = keyOf(kind === 'all' ? yachtListAllEndpoint : yachtListEndpoint, { query });
  // A search without filters keeps the key it always had, `/yacht-list-all?`: documents carry it.
  return Object.keys(query).length > 0 ? key : `${key}?`;
}

/** Keeps a malformed answer from breaking the page: anything without a list of boats counts as none. */
export function yachtListOf(data: unknown): YachtListResponse | undefined {
  const list = data as Partial<YachtListResponse> | null | undefined;
  return list && Array.isArray(list.data) && typeof list.total === 'number' ? (list as YachtListResponse) : undefined;
}

/** A page of cards with where it sits in the whole list. */
export interface CardsView extends Pick<YachtListResponse, 'current_page' | 'last_page' | 'total' | 'from' | 'to'> {
  data: CardView[];
}

const cardsOf = (list: YachtListResponse): CardsView => ({
  current_page: list.current_page,
  last_page: list.last_page,
  total: list.total,
  from: list.from,
  to: list.to,
  data: list.data.map(cardView),
});

export const cardsListView: DataView<unknown, CardsView> = {
  name: 'cards',
  select: (answer) => {
    const list = yachtListOf(answer);
    return list && cardsOf(list);
  },
};

/**
 * The search page's list: its cards, the limits (C2) and the facets of the form. A shipyard's models are
 * kept only when the search chose the shipyard or one of its models (C3): the form lists a shipyard's models
 * once it is ticked, so the models of the other shipyards are neither shown nor carried.
 */
export interface SearchListView extends CardsView, Pick<YachtListResponse, 'limits' | 'main_sail_types' | 'shipyards'> {}

export const searchListView: DataView<unknown, SearchListView> = {
  name: 'search',
  select: (answer, path) => {
    const list = yachtListOf(answer);
    if (!list) return undefined;
    const search = yachtSearchOfUrl(new URLSearchParams(path.slice(path.indexOf('?') + 1)));
    const shipyards = new Set(search.shipyardIds);
    const models = new Set(search.modelIds);
    return {
      ...cardsOf(list),
      limits: list.limits,
      main_sail_types: list.main_sail_types,
      shipyards: list.shipyards.map((s) => (shipyards.has(s.id) || s.models.some((m) => models.has(m.id)) ? s : { ...s, models: [] })),
    };
  },
};

/** A view of the list at a key (null: none), from the server's fallback, the cache or a request. */
export function useYachtList<View>(key: string | null, view: DataView<unknown, View>) {
  const { data, error, isValidating } = useView(key, view);
  return { list: data, error, isValidating };
}
