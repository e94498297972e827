import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryThroughCheckout } from './pool-query';
import * as schema from './schema';
import { startPgliteThread } from './pglite-thread';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock';

// One database API over two engines: embedded PGlite (a directory under DATA_DIR, or memory in tests)
// by default, PostgreSQL through a `pg` pool when DATABASE_URL is set. Both speak the same SQL and run
// the same migrations.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Hears the NOTIFY payloads of `channel` (server/catalog/model/catalog-model.ts is the listener). */
  listen(channel: string, handlers: ListenHandlers): Promise<DatabaseListener>;
  close(): Promise<void>;
}

interface ListenHandlers {
  /** Each payload, in the order the notifying transactions committed. */
  message(payload: string): void;
  /** Notices may have been missed: the listening connection was lost, or has just been made again. */
  gap(): void;
}

export interface DatabaseListener {
  /** Whether notices are being heard now (PGlite: always; PostgreSQL: while its connection is up). */
  connected(): boolean;
  /** Sends a payload on the channel, after whatever this process committed before. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise PGlite. */
  url?: string;
  /** PGlite's directory, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /**
   * Where PGlite runs: 'worker' (the default) in a worker thread of its own, so its queries leave the
   * event loop free (docs/decisions/017); 'main' on the calling thread.
   */
  pgliteThread?: 'worker' | 'main';
  /**
   * A file written by PGlite's dumpDataDir to start from rather than an empty cluster (memory:// only): the test
   * suites' migrated database (tests/setup/database-template.ts), which spares each test file PGlite's initdb
   * (about 10 s of WebAssembly) and the migrations.
   */
  pgliteDump?: string;
  /** The lock that keeps a second process off a PGlite directory (server/db/data-dir-lock.ts). */
  lock?: DataDirLockOptions;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection fails (logged by the server). */
  onIdleError?: (err: Error) => void;
  /** PostgreSQL: bounds on each call (server/config.ts DATABASE_*_TIMEOUT_MS); none when left out (scripts, the start's migrations). */
  timeouts?: { connectMs: number; statementMs: number; queryMs: number };
  /** How long `ping` (what /readyz asks) waits for the database before it fails (default 800 ms). */
  pingTimeoutMs?: number;
}

const DATE_OID = 1082;
// Dates stay 'YYYY-MM-DD' strings in both engines (§9's date format); a JS Date would shift them by the
// server's time zone.
const keepDate = (value: string) => value;
pg.types.setTypeParser(DATE_OID, keepDate);

// /readyz must answer within a second even when the database does not (issue 14): its check gives up first.
const PING_TIMEOUT_MS = 800;

/** Resolves when `work` does, fails once `ms` have passed without it (the work itself is left to finish). */
async function withinTime(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms`)), ms);
  });
  // A late failure of the work, after the race is lost, must not surface as an unhandled rejection.
  work.catch(() => {});
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const MIGRATIONS_DIR = resolve(process.cwd(), 'server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const pingTimeout = options.pingTimeoutMs ?? PING_TIMEOUT_MS;
  if (options.url) {
    const { timeouts } = options;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(timeouts && {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.queryMs,
        // A transaction left open by a request that gave up must not hold its locks for long either.
        idle_in_transaction_session_timeout: timeouts.queryMs,
      }),
      // A peer that vanished without closing (a partition) is noticed by TCP keepalive on idle connections.
      keepAlive: true,
    });
    // An idle connection that dies (a server restart, a failover) emits 'error' on the pool; unheard, it
    // would end the process. The pool replaces the connection; the next query reports any real outage.
    pool.on('error', (err) => options.onIdleError?.(err));
    queryThroughCheckout(pool);
    const db = drizzlePg(pool, { schema });
    const listeners = new Set<DatabaseListener>();
    return {
      db,
      engine: 'postgres',
      ping: () => withinTime(pool.query('select 1'), pingTimeout),
      async listen(channel, handlers) {
        // As the pool's own queries fail once it is ended (server/db/unavailable.ts: 503).
        if (pool.ended) throw new Error('Cannot use a pool after calling end on the pool');
        const listener = await listenPostgres(options.url!, channel, handlers, timeouts?.connectMs);
        listeners.add(listener);
        return listener;
      },
      async close() {
        await Promise.all([...listeners].map((listener) => listener.close()));
        await pool.end();
      },
    };
  }
  const dir = options.dataDir ?? 'memory://';
  if (dir.startsWith('memory://')) return openPglite(dir, options);
  mkdirSync(resolve(dir, 'pgdata'), { recursive: true });
  const release = await lockDataDir(dir, options.lock);
  try {
    const handle = await openPglite(resolve(dir, 'pgdata'), { ...options, pgliteDump: undefined });
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (err) {
    await release();
    throw err;
  }
}

async function openPglite(pgliteDir: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.pgliteThread !== 'main') {
    const thread = await startPgliteThread(pgliteDir, options.pgliteDump);
    // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client answers alike.
    const db = drizzlePglite(thread as unknown as PGlite, { schema });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      ping: () => withinTime(thread.query('select 1'), options.pingTimeoutMs ?? PING_TIMEOUT_MS),
      listen: async (channel, handlers) => {
        await thread.listen(channel, handlers.message);
        return pgliteListener(thread, channel);
      },
      close: () => thread.close(),
    };
  }
  const client = await PGlite.create(pgliteDir, {
    ...(options.pgliteDump && { loadDataDir: new Blob([readFileSync(options.pgliteDump)]) }),
    extensions: { btree_gist },
    parsers: { [DATE_OID]: keepDate },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, handlers) => {
      await client.listen(channel, handlers.message);
      return pgliteListener(client, channel);
    },
    close: () => client.close(),
  };
}

/** PGlite is one session in this process: it hears every notice, in commit order, before the statement's answer. */
function pgliteListener(client: { query(sql: string, params?: unknown[]): Promise<unknown> }, channel: string): DatabaseListener {
  return {
    connected: () => true,
    notify: async (payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    close: async () => {},
  };
}

// The listening connection is checked this often, and given this long to answer: a server that stops
// answering (frozen, or across a partition) is noticed within about two seconds, not at TCP's pace.
const LISTEN_HEARTBEAT_MS = 1_000;
const LISTEN_HEARTBEAT_TIMEOUT_MS = 1_500;
const LISTEN_RETRY_MS = 500;

/**
 * A connection of its own (outside the pool) that LISTENs on `channel`. When it is lost it tells of the
 * gap, reconnects in the background, and tells of the gap again once listening (what was sent in between
 * was missed). The first connection's failure is the caller's to see.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers, connectMs?: number): Promise<DatabaseListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // A lost connection is made again at once (what it missed meanwhile is read again by the listener, so
  // the shorter the gap the less); a failed attempt is retried after a pause.
  const reconnectLater = (ms = LISTEN_RETRY_MS) => {
    if (!closed) retry = setTimeout(() => connect().catch(() => reconnectLater()), ms).unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: url,
      query_timeout: LISTEN_HEARTBEAT_TIMEOUT_MS,
      connectionTimeoutMillis: connectMs,
      keepAlive: true,
      // Names the connection in pg_stat_activity (its `query` soon shows the heartbeat, not LISTEN): which
      // process listens is then plain to an operator, and to the benchmark that cuts it (issue 31).
      application_name: `listen ${channel} ${process.pid}`,
    });
    let heartbeat: NodeJS.Timeout | undefined;
    let beating = false;
    const lost = () => {
      clearInterval(heartbeat);
      // A server that does not answer may not answer the goodbye either: it is not waited for.
      c.end().catch(() => {});
      if (client !== c) return;
      client = null;
      handlers.gap();
      reconnectLater(0);
    };
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      c.removeAllListeners('end');
      c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    handlers.gap();
    heartbeat = setInterval(() => {
      if (beating) return;
      beating = true;
      c.query('select 1').then(
        () => (beating = false),
        () => lost(),
      );
    }, LISTEN_HEARTBEAT_MS).unref();
  }

  await connect();
  return {
    connected: () => client !== null,
    async notify(payload) {
      if (!client) throw new Error('Not listening');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.engine === 'postgres') await migratePg(handle.db as Parameters<typeof migratePg>[0], config);
  else await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`; Database's result type is engine-generic). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
