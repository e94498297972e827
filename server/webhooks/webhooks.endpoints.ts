import { successResponseSchema } from '../../src/contract/account-api';
import {
  createdWebhookSchema,
  deliveriesQuerySchema,
  webhookBodySchema,
  webhookDeliveriesSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookParamsSchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from '../../src/contract/operator-webhooks-api';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDeliveryEndpoint,
  rotateWebhookSecretEndpoint,
  updateWebhookEndpoint,
  webhookDeliveriesEndpoint,
  webhookSecretEndpoint,
  webhooksEndpoint,
} from '../../src/contract/operator-webhooks-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { changeEndpoint, createEndpoint, deliveryLog, listEndpoints, removeEndpoint, resend, rotateSecret, secretOf } from './webhooks';

// Issue 29, the console's webhooks (docs/webhooks.md): owners only, the log too — an endpoint's address and
// secret are the company's keys to its other systems, and its log is how the owner keeps them working.

const tag = 'Operator console: webhooks';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const OWNERS = ['owner'] as const;
const URL_RULE = 'https: on a public host (unless the server allows private addresses); its host is looked up when saved and at every send';

export const webhooksEndpoints: Endpoint[] = [
  defineEndpoint(webhooksEndpoint, {
    summary: 'The company’s webhook endpoints with their events, state and the newest delivery’s status (owners)',
    tag,
    auth: 'operator',
    roles: OWNERS,
    response: webhookEndpointsSchema,
    errors: [403],
    handle: ({ caller }, ctx) => listEndpoints(ctx, operatorOf(caller)),
  }),
  defineEndpoint(createWebhookEndpoint, {
    summary: `Add a webhook endpoint (owners): its address (${URL_RULE}) and the events it is sent; answers its signing secret. Audited (never the secret)`,
    tag,
    auth: 'operator',
    roles: OWNERS,
    status: 201,
    body: webhookBodySchema,
    response: createdWebhookSchema,
    errors: [403, 422],
    handle: ({ body, caller }, ctx) => createEndpoint(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(updateWebhookEndpoint, {
    summary: `Change an endpoint’s address (${URL_RULE}), events, or turn it off and on (owners); turned on again, it is sent events from then on. Audited`,
    tag,
    auth: 'operator',
    roles: OWNERS,
    params: webhookParamsSchema,
    body: webhookUpdateSchema,
    response: webhookEndpointSchema,
    errors: [403, 404, 422],
    handle: ({ params, body, caller }, ctx) => changeEndpoint(ctx, operatorOf(caller), params.webhook_id, body),
  }),
  defineEndpoint(deleteWebhookEndpoint, {
    summary: 'Delete an endpoint and its delivery log (owners). Audited',
    tag,
    auth: 'operator',
    roles: OWNERS,
    params: webhookParamsSchema,
    response: successResponseSchema,
    errors: [403, 404],
    handle: ({ params, caller }, ctx) => removeEndpoint(ctx, operatorOf(caller), params.webhook_id),
  }),
  defineEndpoint(webhookSecretEndpoint, {
    summary: 'The endpoint’s signing secret (owners); 409 when this server’s SECRETS_KEY cannot open it',
    tag,
    auth: 'operator',
    roles: OWNERS,
    params: webhookParamsSchema,
    response: webhookSecretSchema,
    errors: [403, 404, 409],
    handle: ({ params, caller }, ctx) => secretOf(ctx, operatorOf(caller), params.webhook_id),
  }),
  defineEndpoint(rotateWebhookSecretEndpoint, {
    summary: 'A new signing secret for the endpoint (owners); the old one signs nothing more. Audited (never the secret)',
    tag,
    auth: 'operator',
    roles: OWNERS,
    params: webhookParamsSchema,
    response: webhookSecretSchema,
    errors: [403, 404],
    handle: ({ params, caller }, ctx) => rotateSecret(ctx, operatorOf(caller), params.webhook_id),
  }),
  defineEndpoint(webhookDeliveriesEndpoint, {
    summary:
      'The endpoint’s delivery log, newest first, 25 a page: event, booking, status, attempts, last response code, next try (owners)',
    tag,
    auth: 'operator',
    roles: OWNERS,
    params: webhookParamsSchema,
    query: deliveriesQuerySchema,
    response: webhookDeliveriesSchema,
    errors: [403, 404],
    handle: ({ params, query, caller }, ctx) => deliveryLog(ctx, operatorOf(caller), params.webhook_id, query.before),
  }),
  defineEndpoint(resendWebhookDeliveryEndpoint, {
    summary:
      'Send a delivery again (owners): it waits first in its endpoint’s line, tried at the next pass with the same Bluewater-Delivery id and attempts counted anew. Audited',
    tag,
    auth: 'operator',
    roles: OWNERS,
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
    errors: [403, 404],
    handle: ({ params, caller }, ctx) => resend(ctx, operatorOf(caller), params.webhook_id, params.delivery_id),
  }),
];
