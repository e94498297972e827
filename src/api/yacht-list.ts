import useSWR from 'swr';
import type { LanguageCode } from '../contract/languages';
import type { YachtListResponse } from '../contract/yacht-list-api';
import { searchToQuery, type YachtSearch } from '../contract/yacht-search';
import { queryString } from '../contract/query-string';

// GET /yacht-list and /yacht-list-all (§7, A4, C5): one page of boats with its limits and facets, for a
// search in its one shape (src/contract/yacht-search.ts).

export type YachtListKind = 'all' | 'destinations';

/** C5: without a destination the list comes from /yacht-list-all and stays at its first 20 boats. */
export const listKindOf = (search: YachtSearch): YachtListKind => (search.destinations ? 'destinations' : 'all');

export function yachtListKey(search: YachtSearch, lang: LanguageCode): string {
  const kind = listKindOf(search);
  const query = queryString(searchToQuery({ ...search, locale: lang }, { page: kind === 'destinations' }));
  return `/yacht-list${kind === 'all' ? '-all' : ''}?${query}`;
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
