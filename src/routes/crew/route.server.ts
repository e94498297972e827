import type { LoadersOf } from '../../route-loader.server';
import { crewListKey } from '../../api/crew';
import type { crewRoutes } from './route';

export const crewLoaders = {
  crew: async ({ lang, fetch }) => void (await fetch(crewListKey(lang))),
} satisfies LoadersOf<typeof crewRoutes>;
