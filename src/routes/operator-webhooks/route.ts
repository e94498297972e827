import { page } from '../../route-def';

// Issue 29: the company's signed webhooks — endpoints, secrets and delivery logs (owners).
export const operatorWebhooksRoutes = [
  page('operatorWebhooks', 'operator/webhooks', 'operator-webhooks', { noindex: true, ns: ['pages', 'operator', 'webhooks'] }),
];
