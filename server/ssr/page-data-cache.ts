import type { ApiRequest, ApiResponse, Transport } from '../../src/lib/api-client';

// Page loaders ask the API the same public questions many times a second (every visitor of a search or a
// boat page); each answer costs one or more database queries, and embedded PGlite answers one query at a
// time for the whole process. This keeps a public GET answer for a short time (one second by default) and
// lets concurrent identical calls share one database round. Every write through this process's API drops
// it all, and an answer that was in flight during a write is not kept, so a visitor sees their own booking
// at once; another instance's write shows within the time to live, and the booking step re-checks
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
  // Bumped by clear(): an answer that was asked for before a write finished is handed out, not kept.
  let generation = 0;

  function shareable(req: ApiRequest): boolean {
    return ttlMs > 0 && req.method === 'GET' && req.token === publicToken;
  }

  function keep(key: string, response: ApiResponse): void {
    entries.delete(key);
    entries.set(key, { response, expires: now() + ttlMs });
    // Oldest first: the Map keeps insertion order, and expired entries are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
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
            if (asked === generation && response.status === 200) keep(key, shared);
            return shared;
          })
          .finally(() => {
            if (inFlight.get(key) === call) inFlight.delete(key);
          });
        inFlight.set(key, call);
        return call;
      };
    },
    /** Forgets every answer (after a write): the next call for each asks the database. */
    clear(): void {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type PageDataCache = ReturnType<typeof createPageDataCache>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
