import { page } from '../../route-def';
import { destinationsPageKeys } from './data';

export const destinationsRoutes = [
  page('destinations', 'destinations', 'destinations', {
    sitemap: true,
    ns: ['pages', 'map', 'catalog', 'content'],
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, fetch }) => void (await Promise.all(destinationsPageKeys(lang).map((key) => fetch(key)))),
  }),
];
