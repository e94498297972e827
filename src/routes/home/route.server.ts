import type { LoadersOf } from '../../route-loader.server';
import { destinationOptionsView, destinationsKey } from '../../api/destinations';
import { homeKeys } from './data';
import type { homeRoutes } from './route';

export const homeLoaders = {
  home: async ({ lang, fetch, view }) =>
    void (await Promise.all([view(destinationsKey(lang), destinationOptionsView), ...homeKeys(lang).map((key) => fetch(key))])),
} satisfies LoadersOf<typeof homeRoutes>;
