import type { LoadersOf } from '../../route-loader.server';
import { destinationsPageKeys } from './data';
import type { destinationsRoutes } from './route';

export const destinationsLoaders = {
  destinations: async ({ lang, fetch }) => void (await Promise.all(destinationsPageKeys(lang).map((key) => fetch(key)))),
} satisfies LoadersOf<typeof destinationsRoutes>;
