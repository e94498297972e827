import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { resendWebhookDeliveryEndpoint, webhookDeliveriesEndpoint } from '../contract/operator-webhooks-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/webhooks/{id}/deliveries and POST …/{delivery}/resend (issue 29, owners): an endpoint's
// delivery log, a page before a delivery id, refreshed while shown; and "send again".
const REFRESH_MS = 5_000;

export function useWebhookDeliveries(token: string | null, id: number, before: number | undefined) {
  const { config } = useAppState();
  const location = { params: { webhook_id: id }, query: { before } };
  return useSWR(
    token ? [keyOf(webhookDeliveriesEndpoint, location), token] : null,
    ([, t]: readonly [string, string]) => operatorClient(t, config).call(webhookDeliveriesEndpoint, location),
    { refreshInterval: before === undefined ? REFRESH_MS : 0 },
  );
}

export const resendWebhookDelivery = (token: string, id: number, deliveryId: number) =>
  operatorClient(token).call(resendWebhookDeliveryEndpoint, { params: { webhook_id: id, delivery_id: deliveryId } });
