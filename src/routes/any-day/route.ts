import { page } from '../../route-def';
import { isoDateOf } from '../../contract/iso-date';
import { destinationOptionsView, destinationsKey } from '../../api/destinations';
import { anyDayKeys, flexibleFormOf, flexibleRequest } from './data';

export const anyDayRoutes = [
  page('anyDay', 'anydaytesting', 'any-day', {
    sitemap: true,
    ns: ['pages', 'home', 'catalog'],
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, search, fetch, view }) => {
      const request = flexibleRequest(lang, flexibleFormOf(search), isoDateOf(new Date()));
      await Promise.all([view(destinationsKey(lang), destinationOptionsView), ...anyDayKeys(lang, request).map((key) => fetch(key))]);
    },
  }),
];
