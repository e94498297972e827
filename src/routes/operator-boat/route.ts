import { page } from '../../route-def';

/** The boat form's texts, and those of the photos section mounted beside it. */
const BOAT_NS = ['pages', 'operator', 'operator-fleet', 'operator-photos'];

// Issue 27, the fleet: one form adds a boat and edits one; the boat's page also publishes and unpublishes it.
export const operatorBoatRoutes = [
  page('operatorBoatNew', 'operator/boats/new', 'operator-boat', { noindex: true, ns: BOAT_NS }),
  page('operatorBoat', 'operator/boats/:id', 'operator-boat', { noindex: true, ns: BOAT_NS }),
];
