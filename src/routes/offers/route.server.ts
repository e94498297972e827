import type { LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import type { Pagination } from '../../contract/pagination';
import { destinationOptionsView, destinationsKey } from '../../api/destinations';
import { offersListKey } from '../../api/offers';
import { OFFERS_PER_PAGE, offersRequestOf } from './data';
import type { offersRoutes } from './route';

export const offersLoaders = {
  // Filters the page cannot use are not sent (the page names them); R8: a page number past the last page
  // is a 404 (the first page always exists, empty or not).
  offers: async ({ lang, search, fetch, view }) => {
    const { filter, page, problems } = offersRequestOf(search);
    const [list] = await Promise.all([
      problems.length === 0 ? fetch<Pagination>(offersListKey(lang, filter, page, OFFERS_PER_PAGE)) : null,
      view(destinationsKey(lang), destinationOptionsView),
    ]);
    if (list && page > 1 && page > list.last_page) throw new ApiError(404, { message: 'No such page' });
  },
} satisfies LoadersOf<typeof offersRoutes>;
