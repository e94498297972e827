import { mkdirSync } from 'node:fs';
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
import * as schema from './schema';

// One database API over two engines: embedded PGlite (a directory under DATA_DIR, or memory in tests)
// by default, PostgreSQL through a `pg` pool when DATABASE_URL is set. Both speak the same SQL and run
// the same migrations.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise PGlite. */
  url?: string;
  /** PGlite's directory, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection fails (logged by the server). */
  onIdleError?: (err: Error) => void;
}

const DATE_OID = 1082;
// Dates stay 'YYYY-MM-DD' strings in both engines (§9's date format); a JS Date would shift them by the
// server's time zone.
const keepDate = (value: string) => value;
pg.types.setTypeParser(DATE_OID, keepDate);

export const MIGRATIONS_DIR = resolve(process.cwd(), 'server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that dies (a server restart, a failover) emits 'error' on the pool; unheard, it
    // would end the process. The pool replaces the connection; the next query reports any real outage.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(resolve(dir, 'pgdata'), { recursive: true });
  const client = await PGlite.create(dir.startsWith('memory://') ? dir : resolve(dir, 'pgdata'), {
    extensions: { btree_gist },
    parsers: { [DATE_OID]: keepDate },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
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
