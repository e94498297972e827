import { frame, page, type LoaderArgs } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { searchListView } from '../../api/yacht-list';
import { destinationOptionsView } from '../../api/destinations';
import { searchKeys, searchOfUrl } from './data';

// The search page and its frame variants: cards (catalog), filters (search), the map (map).
const SEARCH_NS = ['pages', 'catalog', 'search', 'map'];

/** The list for the URL's search and the filter options. A list the API refuses (4xx) renders the page
 * without boats rather than an error page. */
async function loadSearchPage({ lang, search, fetch, view }: LoaderArgs): Promise<void> {
  const keys = searchKeys(searchOfUrl(search), lang);
  const list = view(keys.list, searchListView).catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
  });
  await Promise.all([list, view(keys.destinations, destinationOptionsView), fetch(keys.types)]);
}

export const searchRoutes = [
  page('search', 'search', 'search', { sitemap: true, ns: SEARCH_NS, load: typeof __CLIENT__ !== 'undefined' ? undefined : loadSearchPage }),
  frame('searchFrame', 'searchframe', 'search', { texts: 'search', ns: SEARCH_NS, load: typeof __CLIENT__ !== 'undefined' ? undefined : loadSearchPage }),
  frame('frameSearch', 'frame/search', 'search', { texts: 'search', ns: SEARCH_NS, load: typeof __CLIENT__ !== 'undefined' ? undefined : loadSearchPage }),
];
