import type { LanguageCode } from '../../contract/languages';
import type { Logger } from './clusters';

// M2: loading the Google Maps script. The state machine and its retry schedule are pure: the script
// loader is injected (the browser passes @googlemaps/js-api-loader, tests a fake), so every rule here
// is tested without a network.

export type LoaderStatus = 'initialized' | 'loading' | 'success' | 'failure';

/** Options as @googlemaps/js-api-loader's setOptions() takes them. */
export interface GoogleLoaderOptions {
  key: string;
  v: string;
  libraries: string[];
  language: string;
  region: string;
}

const MAPS_VERSION = 'weekly';
const MAPS_LIBRARIES = ['places', 'marker'];
const MAX_RETRIES = 3;

/** M2: the delay before retry number `attempt` (1, 2, 3): attempt × 2^attempt ms → 2, 8, 24. */
export const retryDelay = (attempt: number): number => attempt * 2 ** attempt;

export const retryMessage = (ms: number): string => `Failed to load Google Maps script, retrying in ${ms} ms`;

// Google's language codes and the region that goes with each site language (Ukrainian is `uk`, not
// the site's `ua` prefix; Greek's region is GR, Czech's CZ).
const GOOGLE_LOCALE: Record<LanguageCode, [language: string, region: string]> = {
  en: ['en', 'US'],
  ru: ['ru', 'RU'],
  de: ['de', 'DE'],
  fr: ['fr', 'FR'],
  lv: ['lv', 'LV'],
  el: ['el', 'GR'],
  es: ['es', 'ES'],
  it: ['it', 'IT'],
  tr: ['tr', 'TR'],
  ua: ['uk', 'UA'],
  cs: ['cs', 'CZ'],
  nl: ['nl', 'NL'],
};

export function googleLoaderOptions(key: string, lang: LanguageCode): GoogleLoaderOptions {
  const [language, region] = GOOGLE_LOCALE[lang] ?? GOOGLE_LOCALE.en;
  return { key, v: MAPS_VERSION, libraries: [...MAPS_LIBRARIES], language, region };
}

export interface MapsLoader<T> {
  readonly options: GoogleLoaderOptions;
  readonly status: LoaderStatus;
  /** Loads once (with retries); later calls share the same promise. Rejects after the last retry. */
  load(): Promise<T>;
}

export interface LoaderDeps<T> {
  /** One attempt at loading the script and its libraries. */
  loadScript(options: GoogleLoaderOptions, attempt: number): Promise<T>;
  log: Pick<Logger, 'warn'>;
  sleep?: (ms: number) => Promise<void>;
  onStatus?: (status: LoaderStatus) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createMapsLoader<T>(options: GoogleLoaderOptions, deps: LoaderDeps<T>): MapsLoader<T> {
  let status: LoaderStatus = 'initialized';
  let promise: Promise<T> | undefined;
  const sleep = deps.sleep ?? defaultSleep;
  const set = (next: LoaderStatus) => {
    status = next;
    deps.onStatus?.(next);
  };

  async function run(): Promise<T> {
    set('loading');
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await deps.loadScript(options, attempt);
        set('success');
        return result;
      } catch (err) {
        if (attempt >= MAX_RETRIES) {
          set('failure');
          throw err;
        }
        const ms = retryDelay(attempt + 1);
        deps.log.warn(retryMessage(ms));
        await sleep(ms);
      }
    }
  }

  return {
    options,
    get status() {
      return status;
    },
    load: () => (promise ??= run()),
  };
}

/** Options compared by value, libraries in any order. */
function sameOptions(a: GoogleLoaderOptions, b: GoogleLoaderOptions): boolean {
  return canonical(a) === canonical(b);
}

function canonical(o: GoogleLoaderOptions): string {
  return JSON.stringify([o.key, o.v, [...o.libraries].sort(), o.language, o.region]);
}

export class LoaderOptionsConflict extends Error {
  override name = 'LoaderOptionsConflict';
}

/**
 * M2: the page can load the Google script once. The registry hands out one loader; asking again with
 * the same options returns it, asking with other options is an error.
 */
export interface LoaderRegistry<T> {
  get(options: GoogleLoaderOptions, deps: LoaderDeps<T>): MapsLoader<T>;
  readonly current: MapsLoader<T> | undefined;
}

export function createLoaderRegistry<T>(): LoaderRegistry<T> {
  let current: MapsLoader<T> | undefined;
  return {
    get(options, deps) {
      if (!current) current = createMapsLoader(options, deps);
      else if (!sameOptions(current.options, options)) {
        throw new LoaderOptionsConflict(
          `Loader must not be called again with different options. ${JSON.stringify(redact(current.options))} !== ${JSON.stringify(redact(options))}`,
        );
      }
      return current;
    },
    get current() {
      return current;
    },
  };
}

// The key is public (it is in the page) but has no business in logs.
const redact = (o: GoogleLoaderOptions) => ({ ...o, key: o.key ? '…' : '' });

export type MapEngine = 'google' | 'offline' | 'pending';

/** M2/M3: which map to draw: Google only with a key and a loaded script; the offline map otherwise. */
export function mapEngine(key: string | undefined, status: LoaderStatus): MapEngine {
  if (!key) return 'offline';
  if (status === 'success') return 'google';
  if (status === 'failure') return 'offline';
  return 'pending';
}

/** Dispatched on window when Google rejects the key after the script loaded (its gm_authFailure hook). */
export const MAPS_AUTH_FAILURE_EVENT = 'bluewater:maps-auth-failure';
