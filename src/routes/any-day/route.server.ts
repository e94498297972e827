import type { LoadersOf } from '../../route-loader.server';
import { isoDateOf } from '../../contract/iso-date';
import { destinationOptionsView, destinationsKey } from '../../api/destinations';
import { anyDayKeys, flexibleFormOf, flexibleRequest } from './data';
import type { anyDayRoutes } from './route';

export const anyDayLoaders = {
  anyDay: async ({ lang, search, fetch, view }) => {
    const request = flexibleRequest(lang, flexibleFormOf(search), isoDateOf(new Date()));
    await Promise.all([view(destinationsKey(lang), destinationOptionsView), ...anyDayKeys(lang, request).map((key) => fetch(key))]);
  },
} satisfies LoadersOf<typeof anyDayRoutes>;
