import type { ContactInput, FormAccepted } from '../contract/content-api';
import { contactEndpoint } from '../contract/content-endpoints';
import { siteClient, type ApiConfig } from './clients';

// POST /contact (P1): a message to the charter office from the browser. Rejects with the ApiError of
// the answer (422 with per-field messages, 429 when sent too often).
export function sendContactMessage(config: ApiConfig, input: ContactInput): Promise<FormAccepted> {
  return siteClient(config).call(contactEndpoint, { body: input });
}
