import type { z } from 'zod';
import type {
  fleetBoatBodySchema,
  fleetBoatListSchema,
  fleetBoatSchema,
  fleetListQuerySchema,
  fleetOptionsQuerySchema,
  fleetOptionsSchema,
} from './operator-fleet-api';
import type { Declare } from './endpoint';

// Issue 27, the fleet: the console's boat endpoints, declared once (docs/decisions/037); the server's table
// is server/fleet/boats.endpoints.ts, which says which roles each allows.

type Boat = z.output<typeof fleetBoatSchema>;
type BoatParams = { yacht_id: number };
type BoatBody = z.input<typeof fleetBoatBodySchema>;

export const fleetBoatsEndpoint: Declare<{ query: z.input<typeof fleetListQuerySchema>; answer: z.output<typeof fleetBoatListSchema> }> = {
  method: 'GET',
  path: '/operator/boats',
};

export const createFleetBoatEndpoint: Declare<{ body: BoatBody; answer: Boat }> = { method: 'POST', path: '/operator/boats' };

export const fleetBoatEndpoint: Declare<{ params: BoatParams; answer: Boat }> = { method: 'GET', path: '/operator/boats/:yacht_id' };

export const updateFleetBoatEndpoint: Declare<{ params: BoatParams; body: BoatBody; answer: Boat }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id',
};

export const publishFleetBoatEndpoint: Declare<{ params: BoatParams; answer: Boat }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/publish',
};

export const unpublishFleetBoatEndpoint: Declare<{ params: BoatParams; answer: Boat }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/unpublish',
};

export const fleetOptionsEndpoint: Declare<{
  query: z.input<typeof fleetOptionsQuerySchema>;
  answer: z.output<typeof fleetOptionsSchema>;
}> = {
  method: 'GET',
  path: '/operator/fleet-options',
};
