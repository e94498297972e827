import type { LoaderArgs, LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import { searchListView } from '../../api/yacht-list';
import { destinationOptionsView } from '../../api/destinations';
import { searchKeys, searchOfUrl } from './data';
import type { searchRoutes } from './route';

/** The list for the URL's search and the filter options. A list the API refuses (4xx) renders the page
 * without boats rather than an error page. */
async function loadSearchPage({ lang, search, fetch, view }: LoaderArgs): Promise<void> {
  const keys = searchKeys(searchOfUrl(search), lang);
  const list = view(keys.list, searchListView).catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
  });
  await Promise.all([list, view(keys.destinations, destinationOptionsView), fetch(keys.types)]);
}

export const searchLoaders = { search: loadSearchPage, searchFrame: loadSearchPage, frameSearch: loadSearchPage } satisfies LoadersOf<
  typeof searchRoutes
>;
