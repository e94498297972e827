import type { LanguageCode } from '../../contract/languages';
import { EMPTY_SEARCH, searchToQuery, yachtSearchOfUrl, type YachtSearch } from '../../contract/yacht-search';
import { queryString } from '../../contract/query-string';
import { destinationsKey } from '../../api/destinations';
import { yachtTypesKey } from '../../api/yacht-types';
import { yachtListKey } from '../../api/yacht-list';
import { stayProblem } from '../../contract/stay-dates';

// The search page's data (C1–C5, S2): the URL's query is the search. The loader and the page both read it
// with searchOfUrl and ask for searchKeys, so the list the server rendered is the one the page reads.

export const searchOfUrl = (query: URLSearchParams | string): YachtSearch =>
  yachtSearchOfUrl(typeof query === 'string' ? new URLSearchParams(query) : query);

/**
 * The dates the list is priced for: none when the stay rule refuses them (issue 30 item 3: a 0-night or
 * reversed stay, C4 having made the latter 0 nights, lists the boats without a price; DateFields says why).
 */
export const pricedDates = (search: YachtSearch): YachtSearch['dates'] =>
  search.dates && stayProblem(search.dates.start, search.dates.end) ? null : search.dates;

export const searchKeys = (search: YachtSearch, lang: LanguageCode) => ({
  list: yachtListKey({ ...search, dates: pricedDates(search) }, lang),
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
