import { successResponseSchema } from '../../src/contract/account-api';
import { isLanguageCode } from '../../src/contract/languages';
import {
  baseBodySchema,
  baseParamsSchema,
  basesQuerySchema,
  operatorBaseSchema,
  operatorBasesSchema,
} from '../../src/contract/operator-bases-api';
import {
  createBaseEndpoint,
  deleteBaseEndpoint,
  operatorBasesEndpoint,
  updateBaseEndpoint,
} from '../../src/contract/operator-bases-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { createBase, editBase, listBases, removeBase } from './bases';

// The console's base endpoints (issue 27): every role reads the company's bases, owners and managers change
// them. A base of another company is a 404.

const tag = 'Operator console: fleet';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
/** A write's answer names the destination in the operator's own language. */
const languageOf = (caller: Caller) => {
  const { language } = operatorOf(caller).operator;
  return isLanguageCode(language) ? language : 'en';
};
const WRITE = ['owner', 'manager'] as const;
/** The public reads showing a base (boat cards and pages, destinations and their bases): dropped from this instance's page-data cache at once. */
const PUBLIC_BASE_READS = ['/yacht', '/find_by_name', '/offers/', '/countries', '/destinations/', '/booking-alternatives'];

export const basesEndpoints: Endpoint[] = [
  defineEndpoint(operatorBasesEndpoint, {
    summary: 'The company’s bases with how many boats sail from each, and the site’s destinations a base can be in',
    tag,
    auth: 'operator',
    query: basesQuerySchema,
    response: operatorBasesSchema,
    handle: ({ query, caller }, ctx) => listBases(ctx, operatorOf(caller), query.locale),
  }),
  defineEndpoint(createBaseEndpoint, {
    summary:
      'Add a base (owners and managers): name, city, one of the site’s destinations (which gives the country) and its position (the destination’s when left out); the slug is made from the name',
    tag,
    auth: 'operator',
    roles: WRITE,
    status: 201,
    body: baseBodySchema,
    response: operatorBaseSchema,
    errors: [403, 422],
    changes: PUBLIC_BASE_READS,
    handle: ({ body, caller }, ctx) => createBase(ctx, operatorOf(caller), body, languageOf(caller)),
  }),
  defineEndpoint(updateBaseEndpoint, {
    summary: 'Change a base, every field at once (owners and managers); its boats’ public pages show the change within a second',
    tag,
    auth: 'operator',
    roles: WRITE,
    params: baseParamsSchema,
    body: baseBodySchema,
    response: operatorBaseSchema,
    errors: [403, 404, 422],
    changes: PUBLIC_BASE_READS,
    handle: ({ params, body, caller }, ctx) => editBase(ctx, operatorOf(caller), params.base_id, body, languageOf(caller)),
  }),
  defineEndpoint(deleteBaseEndpoint, {
    summary: 'Delete a base no boat sails from (owners and managers); a base with boats is a 409',
    tag,
    auth: 'operator',
    roles: WRITE,
    params: baseParamsSchema,
    response: successResponseSchema,
    errors: [403, 404, 409],
    changes: PUBLIC_BASE_READS,
    handle: ({ params, caller }, ctx) => removeBase(ctx, operatorOf(caller), params.base_id),
  }),
];
