import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { syncRunEndpoint } from '../contract/operator-connector-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/connector/syncs/{id} (issue 29, owners and managers): one sync with its report per boat,
// fetched again every few seconds while it runs and never after it ended.
export const RUN_POLL_MS = 2000;

export function useSyncRun(token: string, id: number) {
  const { config } = useAppState();
  const location = { params: { id } };
  return useSWR(
    [keyOf(syncRunEndpoint, location), token] as const,
    ([, t]: readonly [string, string]) => operatorClient(t, config).call(syncRunEndpoint, location),
    { refreshInterval: (run) => (run?.status === 'running' ? RUN_POLL_MS : 0) },
  );
}
