import {
  fleetBoatBodySchema,
  fleetBoatListSchema,
  fleetBoatParamsSchema,
  fleetBoatSchema,
  fleetListQuerySchema,
  fleetOptionsQuerySchema,
  fleetOptionsSchema,
} from '../../src/contract/operator-fleet-api';
import {
  createFleetBoatEndpoint,
  fleetBoatEndpoint,
  fleetBoatsEndpoint,
  fleetOptionsEndpoint,
  publishFleetBoatEndpoint,
  unpublishFleetBoatEndpoint,
  updateFleetBoatEndpoint,
} from '../../src/contract/operator-fleet-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { createBoat, editBoat, fleetOptions, getBoat, listBoats, setBoatPublished } from './boats';

// The console's boat endpoints (issue 27): every role reads the company's fleet, owners and managers
// change it. A boat of another company is a 404.

const tag = 'Operator console: fleet';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const WRITE_FLEET = ['owner', 'manager'] as const;
/** The public reads a boat's change can alter: the page-data cache drops them at once on this instance. */
const PUBLIC_FLEET_READS = ['/yacht', '/find_by_name', '/offers/', '/countries', '/destinations/', '/booking-alternatives'];

export const fleetEndpoints: Endpoint[] = [
  defineEndpoint(fleetBoatsEndpoint, {
    summary: 'The company’s boats, by name, with whether each is published and which languages its description misses',
    tag,
    auth: 'operator',
    query: fleetListQuerySchema,
    response: fleetBoatListSchema,
    handle: ({ query, caller }, ctx) =>
      listBoats(ctx, operatorOf(caller), {
        baseId: query.base_id,
        typeId: query.type_id,
        published: query.published === undefined ? undefined : query.published === 'true',
      }),
  }),
  defineEndpoint(fleetOptionsEndpoint, {
    summary: 'What the boat form picks from: the company’s bases and the site’s types, shipyards, models and equipment',
    tag,
    auth: 'operator',
    query: fleetOptionsQuerySchema,
    response: fleetOptionsSchema,
    handle: ({ query, caller }, ctx) => fleetOptions(ctx, operatorOf(caller), query.locale),
  }),
  defineEndpoint(fleetBoatEndpoint, {
    summary: 'One of the company’s boats, with its description in every language',
    tag,
    auth: 'operator',
    params: fleetBoatParamsSchema,
    response: fleetBoatSchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => getBoat(ctx, operatorOf(caller), params.yacht_id),
  }),
  defineEndpoint(createFleetBoatEndpoint, {
    summary:
      'Add a boat at one of the company’s bases (owners and managers); a shipyard or model named anew is added to the shared lists. The boat starts unpublished, without photos',
    tag,
    auth: 'operator',
    roles: WRITE_FLEET,
    status: 201,
    body: fleetBoatBodySchema,
    response: fleetBoatSchema,
    errors: [403, 422],
    handle: ({ body, caller }, ctx) => createBoat(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(updateFleetBoatEndpoint, {
    summary:
      'Change a boat, every field at once (owners and managers); a published boat shows the change on the public site within a second. An imported boat (`source` set) takes only its description here: a change of anything else answers 409 `fleet_owned`, as its fleet system owns it',
    tag,
    auth: 'operator',
    roles: WRITE_FLEET,
    params: fleetBoatParamsSchema,
    body: fleetBoatBodySchema,
    response: fleetBoatSchema,
    errors: [403, 404, 409, 422],
    changes: PUBLIC_FLEET_READS,
    handle: ({ params, body, caller }, ctx) => editBoat(ctx, operatorOf(caller), params.yacht_id, body),
  }),
  defineEndpoint(publishFleetBoatEndpoint, {
    summary: 'Put the boat on the public site (owners and managers); needs its English description. A boat without prices shows no price',
    tag,
    auth: 'operator',
    roles: WRITE_FLEET,
    params: fleetBoatParamsSchema,
    response: fleetBoatSchema,
    errors: [403, 404, 422],
    changes: PUBLIC_FLEET_READS,
    handle: ({ params, caller }, ctx) => setBoatPublished(ctx, operatorOf(caller), params.yacht_id, true),
  }),
  defineEndpoint(unpublishFleetBoatEndpoint, {
    summary: 'Take the boat off the public site (owners and managers): search, boat page, sitemap, offers, quotes and booking',
    tag,
    auth: 'operator',
    roles: WRITE_FLEET,
    params: fleetBoatParamsSchema,
    response: fleetBoatSchema,
    errors: [403, 404],
    changes: PUBLIC_FLEET_READS,
    handle: ({ params, caller }, ctx) => setBoatPublished(ctx, operatorOf(caller), params.yacht_id, false),
  }),
];
