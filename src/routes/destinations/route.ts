import { page } from '../../route-def';

export const destinationsRoutes = [
  page('destinations', 'destinations', 'destinations', {
    sitemap: true,
    ns: ['pages', 'map', 'catalog', 'content'],
  }),
];
