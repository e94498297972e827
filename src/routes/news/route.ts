import { page } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import type { Pagination } from '../../contract/pagination';
import { newsListKey, newsPageOf } from './data';

export const newsRoutes = [
  page('news', 'latestnews', 'news', {
    sitemap: true,
    ns: ['pages', 'home', 'content'],
    // R8: a page number past the last page is a 404 (the first page always exists).
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, search, fetch }) => {
      const page = newsPageOf(search);
      const list = await fetch<Pagination>(newsListKey(page, lang));
      if (page > 1 && page > list.last_page) throw new ApiError(404, { message: 'No such page' });
    },
  }),
];
