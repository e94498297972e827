import { rotateWebhookSecretEndpoint, webhookSecretEndpoint } from '../contract/operator-webhooks-endpoints';
import { operatorClient } from './clients';

// GET and POST /operator/webhooks/{id}/secret (issue 29, owners): an endpoint's signing secret, fetched only
// when the owner asks to see it (never cached), and a new one.
export const fetchWebhookSecret = (token: string, id: number) =>
  operatorClient(token).call(webhookSecretEndpoint, { params: { webhook_id: id } });

export const rotateWebhookSecret = (token: string, id: number) =>
  operatorClient(token).call(rotateWebhookSecretEndpoint, { params: { webhook_id: id } });
