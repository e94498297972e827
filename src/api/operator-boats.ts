import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { fleetBoatBodySchema } from '../contract/operator-fleet-api';
import { createFleetBoatEndpoint, fleetBoatsEndpoint } from '../contract/operator-fleet-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and POST /operator/boats (issue 27, the fleet): the company's boats, filtered by base, type and
// whether published, and a new boat (owners and managers).
export interface FleetFilters {
  base_id?: string;
  type_id?: string;
  published?: 'true' | 'false';
}

export function useFleetBoats(token: string | null, filters: FleetFilters) {
  const { config } = useAppState();
  const location = { query: filters };
  return useSWR(token ? [keyOf(fleetBoatsEndpoint, location), token] : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(fleetBoatsEndpoint, location),
  );
}

export const createFleetBoat = (token: string, body: z.input<typeof fleetBoatBodySchema>) =>
  operatorClient(token).call(createFleetBoatEndpoint, { body });
