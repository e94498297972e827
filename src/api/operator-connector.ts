import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { connectionBodySchema, connectionSchema } from '../contract/operator-connector-api';
import { connectorEndpoint, removeConnectorEndpoint, saveConnectorEndpoint } from '../contract/operator-connector-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';
import { RUN_POLL_MS } from './operator-connector-sync-run';

// GET, PUT and DELETE /operator/connector (issue 29): the company's fleet-system connection and its recent
// syncs (owners and managers read; owners save and disconnect). Polled only while a sync runs, so the page
// shows the run's progress and then its end without anyone reloading.
const connectorKey = (token: string) => [keyOf(connectorEndpoint, {}), token] as const;

type Connection = z.output<typeof connectionSchema>;

const running = (data: Connection | undefined) => data?.runs.some((run) => run.status === 'running') === true;

export function useConnector(token: string) {
  const { config } = useAppState();
  return useSWR(connectorKey(token), ([, t]: readonly [string, string]) => operatorClient(t, config).call(connectorEndpoint, {}), {
    refreshInterval: (data) => (running(data) ? RUN_POLL_MS : 0),
  });
}

export const saveConnector = (token: string, body: z.input<typeof connectionBodySchema>) =>
  operatorClient(token).call(saveConnectorEndpoint, { body });

export const removeConnector = (token: string) => operatorClient(token).call(removeConnectorEndpoint, {});
