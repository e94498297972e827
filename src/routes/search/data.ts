import type { LanguageCode } from '../../contract/languages';
import { EMPTY_SEARCH, searchToQuery, yachtSearchOfUrl, type YachtSearch } from '../../contract/yacht-search';
import { queryString } from '../../contract/query-string';
import { destinationsKey } from '../../api/destinations';
import { yachtTypesKey } from '../../api/yacht-types';
import { yachtListKey } from '../../api/yacht-list';

// The search page's data (C1–C5, S2): the URL's query is the search. The loader and the page both read it
// with searchOfUrl and ask for searchKeys, so the list the server rendered is the one the page reads.

export const searchOfUrl = (query: URLSearchParams | string): YachtSearch =>
  yachtSearchOfUrl(typeof query === 'string' ? new URLSearchParams(query) : query);

export const searchKeys = (search: YachtSearch, lang: LanguageCode) => ({
  list: yachtListKey(search, lang),
  destinations: destinationsKey(lang),
  types: yachtTypesKey(lang),
});

/** The page URL's query for a search (page 1 left out); '' when nothing is chosen. */
export const pageQuery = (search: YachtSearch): string => queryString(searchToQuery(search, { page: true }));

/**
 * S3/S4: the query a search page names as its own canonical URL. A search for one destination and nothing
 * else is a landing page the sitemap lists, so it is its own canonical; any other search points at the
 * plain search page.
 */
export function canonicalQuery(search: YachtSearch): string {
  const landing = search.destinations !== null && search.destinations.ids.length + search.destinations.slugs.length === 1;
  if (!landing || pageQuery({ ...search, destinations: null }) !== '') return '';
  return pageQuery({ ...EMPTY_SEARCH, destinations: search.destinations });
}
