import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../server/db/client';

// Migrates one database for a whole test run, which each test file's database then starts as a copy of
// (tests/setup/test-db.ts). An empty PGlite costs about 10 s of WebAssembly initdb and the migrations 3 s
// more, per file; loading this dump takes 2 s. On PostgreSQL (TEST_DATABASE_URL) the copy is CREATE DATABASE
// … TEMPLATE. The migrations themselves are still proved: here, on the engine the run uses.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bw_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('databaseTemplate', name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bw-test-template-'));
  const dump = join(dir, 'migrated.tar');
  const client = await PGlite.create('memory://', { extensions: { btree_gist } });
  await migrate(drizzle(client), { migrationsFolder: 'server/db/migrations' });
  writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('databaseTemplate', dump);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** Runs one statement on the PostgreSQL server at `url` (creating or dropping a database), on a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dump file of the migrated database; PostgreSQL: the migrated template database's name. */
    databaseTemplate: string;
  }
}
