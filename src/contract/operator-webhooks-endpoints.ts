import type { z } from 'zod';
import type { successResponseSchema } from './account-api';
import type {
  createdWebhookSchema,
  deliveriesQuerySchema,
  webhookBodySchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from './operator-webhooks-api';
import type { Declare } from './endpoint';

// Issue 29: the console's webhook endpoints, declared once (docs/decisions/037); the server's table is
// server/webhooks/webhooks.endpoints.ts (owners only).

type Params = { webhook_id: number };
type Endpoint = z.output<typeof webhookEndpointSchema>;
type Secret = z.output<typeof webhookSecretSchema>;

export const webhooksEndpoint: Declare<{ answer: z.output<typeof webhookEndpointsSchema> }> = { method: 'GET', path: '/operator/webhooks' };

export const createWebhookEndpoint: Declare<{ body: z.input<typeof webhookBodySchema>; answer: z.output<typeof createdWebhookSchema> }> = {
  method: 'POST',
  path: '/operator/webhooks',
};

export const updateWebhookEndpoint: Declare<{ params: Params; body: z.input<typeof webhookUpdateSchema>; answer: Endpoint }> = {
  method: 'PUT',
  path: '/operator/webhooks/:webhook_id',
};

export const deleteWebhookEndpoint: Declare<{ params: Params; answer: z.output<typeof successResponseSchema> }> = {
  method: 'DELETE',
  path: '/operator/webhooks/:webhook_id',
};

export const webhookSecretEndpoint: Declare<{ params: Params; answer: Secret }> = {
  method: 'GET',
  path: '/operator/webhooks/:webhook_id/secret',
};

export const rotateWebhookSecretEndpoint: Declare<{ params: Params; answer: Secret }> = {
  method: 'POST',
  path: '/operator/webhooks/:webhook_id/secret',
};

export const webhookDeliveriesEndpoint: Declare<{
  params: Params;
  query: z.input<typeof deliveriesQuerySchema>;
  answer: z.output<typeof webhookDeliveriesSchema>;
}> = { method: 'GET', path: '/operator/webhooks/:webhook_id/deliveries' };

export const resendWebhookDeliveryEndpoint: Declare<{
  params: Params & { delivery_id: number };
  answer: z.output<typeof webhookDeliverySchema>;
}> = { method: 'POST', path: '/operator/webhooks/:webhook_id/deliveries/:delivery_id/resend' };
