import { APP_STATE_GLOBAL, type DocumentState, type PublicAppConfig } from '../contract/app-state';
import { createApiClient, type ApiClient } from '../lib/api-client';
import { createFetchTransport } from '../lib/fetch-transport';

// A1, issue 26: the browser's API clients, one per kind of token, made here and nowhere else (lint holds it).
// The site's public token reads and makes the public writes; a signed-in user's own token makes their calls.
// Both reach the API the server named in the document's state, through the one retry policy (H1).

export type ApiConfig = Pick<PublicAppConfig, 'apiBase' | 'publicToken'>;

/** The document's config, for calls made outside React (the sign-in dialog, the favourites store). */
function documentConfig(): ApiConfig {
  return (window as unknown as Record<string, DocumentState>)[APP_STATE_GLOBAL]!.config;
}

const siteClients = new WeakMap<ApiConfig, ApiClient>();

/** The client with the site's public token (one per config: the app's SWR provider and every module share it). */
export function siteClient(config: ApiConfig = documentConfig()): ApiClient {
  let client = siteClients.get(config);
  if (!client) {
    client = createApiClient({ transport: createFetchTransport(config.apiBase), token: config.publicToken });
    siteClients.set(config, client);
  }
  return client;
}

/** The client with a signed-in user's token (A2): their profile, bookings, favourites and account. */
export function userClient(token: string, config: ApiConfig = documentConfig()): ApiClient {
  return createApiClient({ transport: createFetchTransport(config.apiBase), token });
}

/** Issue 27: the client with a console session's token ("op.…"): the operator endpoints only. */
export function operatorClient(token: string, config: ApiConfig = documentConfig()): ApiClient {
  return createApiClient({ transport: createFetchTransport(config.apiBase), token });
}
