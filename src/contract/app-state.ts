import type { LanguageCode } from './languages';
import type { FormOutcome } from './forms';
import { packRecords, unpackRecords } from './packed-records';

// What the server hands the browser for hydration (S2): serialised into the page by
// server/ssr/serialize-state.ts and read once by src/entry-client.tsx.
export interface AppState {
  lang: LanguageCode;
  /**
   * The i18n namespaces this page renders. Their texts are not in the document: the browser fetches them
   * as versioned files it keeps for good (src/i18n/locale-backend.ts), preloaded by the document's starter
   * after the first paint (server/ssr/start-script.ts).
   */
  namespaces: string[];
  /** SWR fallback: API path → the answer the server rendered with. */
  fallback: Record<string, unknown>;
  /** The server answered 404 for this URL although a route matched (its data is missing, R8). */
  notFound: boolean;
  /** The server's current year (footer): part of the state so rendering never reads the clock. */
  year: number;
  /** A form posted without JavaScript: the page shows its outcome (docs/decisions/023). */
  formOutcome?: FormOutcome;
  config: PublicAppConfig;
  assets: { styles: string[]; preloads: string[] };
}

export interface PublicAppConfig {
  /** Absolute origin used for canonical and hreflang links. */
  siteUrl: string;
  apiBase: string;
  publicToken: string;
  /** Version of the locale files, part of their URL so the browser can cache them for good. */
  localesVersion: string;
  /** M2: the Maps JavaScript API key; absent means the offline map (M3). */
  googleMapsApiKey?: string;
  /** U3: Google sign-in's client id; absent means no Google button ("clientId is required" is logged). */
  googleClientId?: string;
  /** U3: the server can exchange an authorization code (it has the client secret); else the token flow. */
  googleCodeFlow?: boolean;
  /** Issue 28: the company that runs the site, for the footer and the legal notice (server/config.ts SITE_OPERATOR_*). */
  siteOperator: SiteOperator;
}

export interface SiteOperator {
  name: string;
  address: string;
  registration: string;
  email: string;
  vat?: string;
  representative?: string;
  phone?: string;
}

export const APP_STATE_GLOBAL = '__BLUEWATER_STATE__';

/**
 * The state as the document carries it: the SWR fallback with its lists of records as columns
 * (src/contract/packed-records.ts), or as it is when it cannot be packed (`packed: false`).
 */
export interface DocumentState extends Omit<AppState, 'fallback'> {
  fallback: unknown;
  packed: boolean;
}

export function documentStateOf(state: AppState): DocumentState {
  const packed = packRecords(state.fallback);
  return packed === null ? { ...state, packed: false } : { ...state, fallback: packed, packed: true };
}

/**
 * The state a document carries, as the page renders with it (the browser's hydration, a render thread). It
 * works in place on the JSON just parsed; the top of the fallback is a record, so it stays the same object.
 */
export function appStateOf(carried: DocumentState): AppState {
  if (carried.packed) unpackRecords(carried.fallback);
  return carried as AppState;
}

/** The inline script that hands the state to entry-client; takes serializeForScript's output (server/ssr/serialize-state.ts). */
export function stateScript(serializedState: string): string {
  return `window.${APP_STATE_GLOBAL}=${serializedState};`;
}
