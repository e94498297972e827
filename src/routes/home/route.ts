import { page } from '../../route-def';

export const homeRoutes = [
  page('home', '', 'home', {
    sitemap: true,
    ns: ['pages', 'home', 'catalog'],
  }),
];
