import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { fleetBoatBodySchema } from '../contract/operator-fleet-api';
import {
  fleetBoatEndpoint,
  publishFleetBoatEndpoint,
  unpublishFleetBoatEndpoint,
  updateFleetBoatEndpoint,
} from '../contract/operator-fleet-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and PUT /operator/boats/{id}, POST …/publish and …/unpublish (issue 27, the fleet): one of the
// company's boats, its changes, and putting it on the public site or taking it off.
export function useFleetBoat(token: string | null, id: number) {
  const { config } = useAppState();
  const location = { params: { yacht_id: id } };
  return useSWR(token ? [keyOf(fleetBoatEndpoint, location), token] : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(fleetBoatEndpoint, location),
  );
}

export const updateFleetBoat = (token: string, id: number, body: z.input<typeof fleetBoatBodySchema>) =>
  operatorClient(token).call(updateFleetBoatEndpoint, { params: { yacht_id: id }, body });

export const publishFleetBoat = (token: string, id: number, published: boolean) =>
  operatorClient(token).call(published ? publishFleetBoatEndpoint : unpublishFleetBoatEndpoint, { params: { yacht_id: id } });
