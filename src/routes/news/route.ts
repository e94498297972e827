import { page } from '../../route-def';

// Its server data (R8: a page number past the last page is a 404): route.server.ts.
export const newsRoutes = [
  page('news', 'latestnews', 'news', {
    sitemap: true,
    ns: ['pages', 'home', 'content'],
  }),
];
