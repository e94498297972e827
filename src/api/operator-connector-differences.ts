import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { differencesEndpoint } from '../contract/operator-connector-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/connector/differences (issue 29, owners and managers): what the last reconciliation found
// between our options and bookings and the fleet system's, with the time it checked.
const differencesKey = (token: string) => [keyOf(differencesEndpoint, {}), token] as const;

export function useDifferences(token: string) {
  const { config } = useAppState();
  return useSWR(differencesKey(token), ([, t]: readonly [string, string]) => operatorClient(t, config).call(differencesEndpoint, {}));
}
