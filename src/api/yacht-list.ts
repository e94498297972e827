import useSWR from 'swr';
import type { LanguageCode } from '../contract/languages';
import type { YachtListResponse } from '../contract/yacht-list-api';
import type { LoaderArgs } from '../route-table';
import { ApiError } from '../lib/api-client';
import { filterPairs, queryString, searchStateOf, type SearchState } from '../features/catalog/search/search-state';
import { destinationsKey } from './destinations';
import { yachtTypesKey } from './yacht-types';

// GET /yacht-list and /yacht-list-all (§7, A4, C5): one page of boats with its limits and facets. The
// search page's loader fetches the key on the server and the page reads it here, with the same key (S2).

export type YachtListKind = 'all' | 'destinations';

/** C5: without a destination the list comes from /yacht-list-all and stays at its first 20 boats. */
export const listKindOf = (state: SearchState): YachtListKind => (state.destinations.length > 0 ? 'destinations' : 'all');

export function yachtListKey(state: SearchState, lang: LanguageCode): string {
  const pairs: [string, string][] = [['locale', lang], ...filterPairs(state)];
  if (listKindOf(state) === 'all') return `/yacht-list-all?${queryString(pairs)}`;
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  return `/yacht-list?${queryString(pairs)}`;
}

/** Keeps a malformed answer from breaking the page: anything without a list of boats counts as none. */
export function yachtListOf(data: unknown): YachtListResponse | undefined {
  const list = data as Partial<YachtListResponse> | null | undefined;
  return list && Array.isArray(list.data) && typeof list.total === 'number' ? (list as YachtListResponse) : undefined;
}

/** The list for a key (from the server's fallback, the cache or a request). C12: see useOneListAtATime. */
export function useYachtList(key: string) {
  const { data, error, isValidating } = useSWR<YachtListResponse>(key);
  return { list: yachtListOf(data), error: error as unknown, isValidating };
}

/**
 * The search page's data: the list for the URL's search and the filter options (destinations, yacht
 * types). A list the API refuses (4xx) renders the page without boats rather than an error page.
 */
export async function loadSearchPage({ lang, search, fetch }: LoaderArgs): Promise<void> {
  const list = fetch(yachtListKey(searchStateOf(search), lang)).catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
  });
  await Promise.all([list, fetch(destinationsKey(lang)), fetch(yachtTypesKey(lang))]);
}
