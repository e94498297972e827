import type { LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import type { Pagination } from '../../contract/pagination';
import { newsListKey } from '../../api/news';
import { NEWS_PER_PAGE, newsPageOf } from './data';
import type { newsRoutes } from './route';

export const newsLoaders = {
  // R8: a page number past the last page is a 404 (the first page always exists).
  news: async ({ lang, search, fetch }) => {
    const page = newsPageOf(search);
    const list = await fetch<Pagination>(newsListKey(lang, page, NEWS_PER_PAGE));
    if (page > 1 && page > list.last_page) throw new ApiError(404, { message: 'No such page' });
  },
} satisfies LoadersOf<typeof newsRoutes>;
