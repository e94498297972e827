import { page } from '../../route-def';
import { crewListKey } from './data';

export const crewRoutes = [
  page('crew', 'crew', 'crew', {
    sitemap: true,
    ns: ['pages', 'content'],
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, fetch }) => void (await fetch(crewListKey(lang))),
  }),
];
