import type { DatabaseHandle } from '../db/client';
import type { PgliteThread } from '../db/pglite-thread';
import type { Metrics, PoolCounts } from './metrics';

type Observe = (seconds: number, outcome: 'ok' | 'error') => void;
type QueryFn = (...args: unknown[]) => unknown;

// Neither driver reports statement times, so the client's own `query` is wrapped, on the instance and
// once (server/db/client.ts stays as it is). PostgreSQL: each pool connection's `query`, wrapped when the
// pool hands the connection out, which covers pool.query and drizzle's queries and transactions. PGlite:
// its `query` and `exec` (statements inside a PGlite transaction go through its transaction object and are
// not counted). The observer is looked up per call, so the latest app built over a database reports it
// (tests build several apps over one database).
const observers = new WeakMap<object, Observe>();
const wrapped = new WeakSet<object>();

export function instrumentDatabase(database: DatabaseHandle, metrics: Metrics, poolSize: number): void {
  const client = (database.db as unknown as { $client?: object }).$client;
  if (!client) return;
  observers.set(client, (seconds, outcome) => metrics.queryDuration.observe({ engine: database.engine, outcome }, seconds));
  if (database.engine === 'postgres') {
    const pool = client as PoolCounts & { on(event: 'acquire', listener: (c: object) => void): void };
    metrics.watchPool(pool, poolSize);
    if (wrapped.has(pool)) return;
    wrapped.add(pool);
    pool.on('acquire', (connection) => wrapMethod(connection, 'query', pool));
  } else {
    wrapMethod(client, 'query', client);
    wrapMethod(client, 'exec', client);
    // PGlite on its worker thread (server/db/pglite-thread.ts) reports that thread's memory; on the main
    // thread (scripts, some tests) its memory is the main thread's.
    const thread = client as Partial<Pick<PgliteThread, 'memory'>>;
    if (typeof thread.memory === 'function') metrics.watchMemory({ pglite: () => thread.memory!() });
  }
}

function wrapMethod(target: object, name: string, owner: object): void {
  const record = target as Record<string, unknown>;
  const original = record[name];
  if (typeof original !== 'function' || wrapped.has(original)) return;
  const timed: QueryFn = function (this: unknown, ...args: unknown[]) {
    const observe = observers.get(owner);
    const first = args[0] as { submit?: unknown } | undefined;
    // Streams (cursors) report their own end; they are not timed.
    if (!observe || (first && typeof first === 'object' && typeof first.submit === 'function')) {
      return (original as QueryFn).apply(this, args);
    }
    const started = performance.now();
    const done = (outcome: 'ok' | 'error') => observe((performance.now() - started) / 1000, outcome);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // pg's callback form (pool.query uses it)
      args[last] = (err: unknown, ...rest: unknown[]) => {
        done(err ? 'error' : 'ok');
        return (callback as QueryFn)(err, ...rest);
      };
      return (original as QueryFn).apply(this, args);
    }
    const result = (original as QueryFn).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => done('ok'),
        () => done('error'),
      );
    }
    return result;
  };
  wrapped.add(timed);
  record[name] = timed;
}
