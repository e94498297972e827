import { page } from '../../route-def';
import { destinationOptionsView, destinationsKey } from '../../api/destinations';
import { homeKeys } from './data';

export const homeRoutes = [
  page('home', '', 'home', {
    sitemap: true,
    ns: ['pages', 'home', 'catalog'],
    load:
      typeof __CLIENT__ !== 'undefined'
        ? undefined
        : async ({ lang, fetch, view }) => void (await Promise.all([view(destinationsKey(lang), destinationOptionsView), ...homeKeys(lang).map((key) => fetch(key))])),
  }),
];
