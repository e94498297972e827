import { page } from '../../route-def';
import { destinationsPageKeys } from './data';

export const destinationsRoutes = [
  page('destinations', 'destinations', 'destinations', {
    sitemap: true,
    ns: ['pages', 'map', 'catalog'],
    load: async ({ lang, fetch }) => void (await Promise.all(destinationsPageKeys(lang).map((key) => fetch(key)))),
  }),
];
