import type { ContactInput, FormAccepted } from '../contract/content-api';
import type { PublicAppConfig } from '../contract/app-state';
import { createApiClient } from '../lib/api-client';
import { createFetchTransport } from '../lib/fetch-transport';

// POST /contact (P1): a message to the charter office from the browser. Rejects with the ApiError of
// the answer (422 with per-field messages, 429 when sent too often).
export function sendContactMessage(config: Pick<PublicAppConfig, 'apiBase' | 'publicToken'>, input: ContactInput): Promise<FormAccepted> {
  const api = createApiClient({ transport: createFetchTransport(config.apiBase), token: config.publicToken });
  return api.send<FormAccepted>('POST', '/contact', input);
}
