import type { z } from 'zod';
import type { connectionBodySchema, connectionSchema, differencesSchema, startedSyncSchema, syncRunSchema } from './operator-connector-api';
import type { Declare } from './endpoint';

// The fleet-system connector's endpoints (issue 29), declared once (docs/decisions/037); the server's table is
// server/connectors/connector.endpoints.ts, which says which role each needs.

type Connection = z.output<typeof connectionSchema>;

export const connectorEndpoint: Declare<{ answer: Connection }> = { method: 'GET', path: '/operator/connector' };

export const saveConnectorEndpoint: Declare<{ body: z.input<typeof connectionBodySchema>; answer: Connection }> = {
  method: 'PUT',
  path: '/operator/connector',
};

export const removeConnectorEndpoint: Declare<{ answer: Connection }> = { method: 'DELETE', path: '/operator/connector' };

export const startSyncEndpoint: Declare<{ answer: z.output<typeof startedSyncSchema> }> = {
  method: 'POST',
  path: '/operator/connector/syncs',
};

export const syncRunEndpoint: Declare<{ params: { id: number }; answer: z.output<typeof syncRunSchema> }> = {
  method: 'GET',
  path: '/operator/connector/syncs/:id',
};

export const differencesEndpoint: Declare<{ answer: z.output<typeof differencesSchema> }> = {
  method: 'GET',
  path: '/operator/connector/differences',
};
