import { page } from '../../route-def';
import { homeKeys } from './data';

export const homeRoutes = [
  page('home', '', 'home', {
    sitemap: true,
    ns: ['pages', 'home', 'catalog'],
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, fetch }) => void (await Promise.all(homeKeys(lang).map((key) => fetch(key)))),
  }),
];
