import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { webhookBodySchema, webhookUpdateSchema } from '../contract/operator-webhooks-api';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  updateWebhookEndpoint,
  webhooksEndpoint,
} from '../contract/operator-webhooks-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET, POST, PUT and DELETE /operator/webhooks (issue 29, owners): the company's webhook endpoints.
const webhooksKey = (token: string) => [keyOf(webhooksEndpoint, {}), token] as const;

export function useWebhooks(token: string | null) {
  const { config } = useAppState();
  return useSWR(token ? webhooksKey(token) : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(webhooksEndpoint, {}),
  );
}

export const createWebhook = (token: string, body: z.input<typeof webhookBodySchema>) =>
  operatorClient(token).call(createWebhookEndpoint, { body });

export const updateWebhook = (token: string, id: number, body: z.input<typeof webhookUpdateSchema>) =>
  operatorClient(token).call(updateWebhookEndpoint, { params: { webhook_id: id }, body });

export const deleteWebhook = (token: string, id: number) =>
  operatorClient(token).call(deleteWebhookEndpoint, { params: { webhook_id: id } });
