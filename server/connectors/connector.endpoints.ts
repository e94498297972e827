import {
  connectionBodySchema,
  connectionSchema,
  differencesSchema,
  runIdParamsSchema,
  startedSyncSchema,
  syncRunSchema,
} from '../../src/contract/operator-connector-api';
import {
  connectorEndpoint,
  differencesEndpoint,
  removeConnectorEndpoint,
  saveConnectorEndpoint,
  startSyncEndpoint,
  syncRunEndpoint,
} from '../../src/contract/operator-connector-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import { withRules } from '../../src/contract/input-rules';
import type { OperatorCaller } from '../operators/operator-sessions';
import { connectorView, differencesOf, removeConnector, saveConnector, startSync, syncRunOf } from './connector';

// The fleet-system connector's endpoints (issue 29, docs/decisions/050): the company's connection to Booking
// Manager or NauSYS, its syncs and the reconciliation's differences. The company is always the caller's own
// (the session's); a run of another company is a 404. Owners connect, change and disconnect; owners and
// managers read and start a sync; agents are refused. The domain (server/connectors/connector.ts) checks the
// credentials with the fleet system, seals them and writes the audit entries.

const tag = 'Operator console: fleet system';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const OWNERS = ['owner'] as const;
const OFFICE = ['owner', 'manager'] as const;

// What the body's schema cannot say (the saved connection, the fleet system's answer), given in the document
// beside the fields so a body it allows is refused only for a reason it names (src/contract/input-rules.ts).
const connectionBody = withRules(
  connectionBodySchema,
  {
    rule: 'Without a saved connection to the same system the credentials are required: api_key for Booking Manager; username and password, together, for NauSYS',
    fields: ['api_key', 'username', 'password'],
  },
  {
    rule: 'The credentials are checked with the fleet system before anything is saved: refused ones are named at api_key (Booking Manager) or username (NauSYS)',
    fields: ['api_key', 'username'],
  },
);

export const connectorEndpoints: Endpoint[] = [
  defineEndpoint(connectorEndpoint, {
    summary:
      'The company’s fleet-system connection (null before an owner connects one): the system, its company name there, a hint of the credentials (never the secret), the sync interval, whether this server reaches the system, the imported boats, the last successful sync; and the recent syncs (owners and managers)',
    tag,
    auth: 'operator',
    roles: OFFICE,
    response: connectionSchema,
    errors: [403],
    handle: ({ caller }, ctx) => connectorView(ctx, operatorOf(caller)),
  }),
  defineEndpoint(saveConnectorEndpoint, {
    summary:
      'Connect the company’s fleet system or change the connection (owners): Booking Manager with an API key, NauSYS with a user name and password; credentials left out keep the saved ones of the same system. New credentials are checked with the system before anything is saved: refused ones are a 422 on api_key or username, a system that does not answer a 503 (nothing saved). The credentials are sealed at rest and never answered. Audited',
    tag,
    auth: 'operator',
    roles: OWNERS,
    body: connectionBody,
    response: connectionSchema,
    errors: [403, 422, 503],
    handle: ({ body, caller }, ctx) => saveConnector(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(removeConnectorEndpoint, {
    summary:
      'Disconnect the fleet system (owners): its credentials are deleted and nothing is synced any more; the imported boats stay and become the company’s own to edit. A 404 when none is connected, a 409 while a sync runs. Audited',
    tag,
    auth: 'operator',
    roles: OWNERS,
    response: connectionSchema,
    errors: [403, 404, 409],
    handle: ({ caller }, ctx) => removeConnector(ctx, operatorOf(caller)),
  }),
  defineEndpoint(startSyncEndpoint, {
    summary:
      'Start a sync now (owners and managers): answers the run’s id at once while the run goes on; its report is at GET /operator/connector/syncs/{id}. A 409 while a sync of the company runs (one at a time), a 404 when no fleet system is connected',
    tag,
    auth: 'operator',
    roles: OFFICE,
    status: 202,
    response: startedSyncSchema,
    errors: [403, 404, 409],
    handle: ({ caller }, ctx) => startSync(ctx, operatorOf(caller)),
  }),
  defineEndpoint(syncRunEndpoint, {
    summary:
      'One sync of the company with its report per boat (added, changed, unchanged, removed or failed, and why) (owners and managers); another company’s run is a 404',
    tag,
    auth: 'operator',
    roles: OFFICE,
    params: runIdParamsSchema,
    response: syncRunSchema,
    errors: [403, 404],
    handle: ({ params, caller }, ctx) => syncRunOf(ctx, operatorOf(caller), params.id),
  }),
  defineEndpoint(differencesEndpoint, {
    summary:
      'What the reconciliation found at the end of the last sync that reached the fleet system: each option or booking of the company’s boats that differs between here and there (missing on one side, another state, other dates, the same week taken twice), with the time it checked (owners and managers)',
    tag,
    auth: 'operator',
    roles: OFFICE,
    response: differencesSchema,
    errors: [403],
    handle: ({ caller }, ctx) => differencesOf(ctx, operatorOf(caller)),
  }),
];
