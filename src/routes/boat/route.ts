import { frame, page } from '../../route-def';

/** The boat pages' texts: their own, the shared cards' and the map's, and the waiting list's (issue 28). */
const BOAT_NS = ['pages', 'catalog', 'boat', 'map', 'waitlist'];

// Their server data (the boat, its calendars and quote; R11's redirect): route.server.ts.
export const boatRoutes = [
  page('catamaran', 'catamaran/:yachtSlug', 'boat', { texts: 'yacht', ns: BOAT_NS }),
  page('yacht', ':yachtType/:yachtSlug', 'boat', { ns: BOAT_NS }),
  frame('frameYacht', 'frame/:yachtType/:yachtSlug', 'boat', { texts: 'yacht', ns: BOAT_NS }),
];
