import type { ApiRequest, ApiResponse, Transport } from '../../src/lib/api-client';

// Page loaders ask the API the same public questions many times a second (every visitor of a search or a
// boat page); each answer costs one or more database queries, and embedded PGlite answers one query at a
// time for the whole process. This keeps a public GET answer for a short time (one second by default) and
// lets concurrent identical calls share one database round. A successful write through this process's API
// drops the answers it can change (the endpoint's `changes`, as API path prefixes), and such an answer that
// was in flight during the write is not kept, so a visitor sees their own booking at once; another instance's write shows within the time to live, and the booking step re-checks
// availability in its own transaction. Calls with a user's token never come here (docs/decisions/013).

export interface PageDataCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Only calls made with the site's public token are shared: their answers do not depend on the caller. */
  publicToken: string;
  now?: () => number;
}

interface Entry {
  response: ApiResponse;
  expires: number;
}

export function createPageDataCache({ ttlMs, maxEntries, publicToken, now = Date.now }: PageDataCacheOptions) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<ApiResponse>>();
  // Bumped by every clear(), and noted for the prefixes it cleared: an answer under a prefix that was
  // cleared after it was asked for is handed out, not kept.
  let generation = 0;
  const clearedAt = new Map<string, number>();
  const clearedSince = (key: string, asked: number) => {
    for (const [prefix, at] of clearedAt) if (at > asked && key.startsWith(prefix)) return true;
    return false;
  };

  function shareable(req: ApiRequest): boolean {
    return ttlMs > 0 && req.method === 'GET' && req.token === publicToken;
  }

  function keep(key: string, response: ApiResponse): void {
    entries.delete(key);
    entries.set(key, { response, expires: now() + ttlMs });
    // Oldest first: the Map keeps insertion order, and expired entries are the oldest. Expired answers go
    // too, not only those beyond maxEntries: under traffic that rarely repeats (bench:mix) the cache was
    // otherwise always full of answers nobody would be given, tens of megabytes of them (issue 31).
    const at = now();
    for (const [oldest, entry] of entries) {
      if (entries.size <= maxEntries && entry.expires > at) break;
      entries.delete(oldest);
    }
  }

  return {
    around(inner: Transport): Transport {
      return (req) => {
        if (!shareable(req)) return inner(req);
        const key = req.path;
        const entry = entries.get(key);
        if (entry && entry.expires > now()) return Promise.resolve(entry.response);
        const pending = inFlight.get(key);
        if (pending) return pending;
        const asked = generation;
        const call = inner(req)
          .then((response) => {
            // Shared between requests from now on: nothing may change it in place.
            const shared = deepFreeze(response);
            if (response.status === 200 && !clearedSince(key, asked)) keep(key, shared);
            return shared;
          })
          .finally(() => {
            if (inFlight.get(key) === call) inFlight.delete(key);
          });
        inFlight.set(key, call);
        return call;
      };
    },
    /** Forgets the answers under these API path prefixes (after a write): the next call for each asks the database. */
    clear(prefixes: readonly string[]): void {
      generation += 1;
      for (const prefix of prefixes) clearedAt.set(prefix, generation);
      const changed = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));
      for (const key of [...entries.keys()]) if (changed(key)) entries.delete(key);
      for (const key of [...inFlight.keys()]) if (changed(key)) inFlight.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * Freezes an answer (JSON: plain records and lists) in place. The in-process transport's answers come
 * frozen all through (its copy freezes as it goes), so this walks only a remote API's (API_BASE_URL).
 * Walked by index and with for…in rather than Object.values, which made a list of every record's values:
 * on a search page as much memory again as the answer, and so more of the young generation's collections
 * (issue 31).
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  else for (const key in value) if (Object.hasOwn(value, key)) deepFreeze(value[key]);
  return value;
}
