import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed/seed-demo';
import { onServer } from './database-template';

// A fresh, migrated database for one test file. Without TEST_DATABASE_URL it is an in-memory PGlite
// (what `npm test` uses); with TEST_DATABASE_URL=postgres://… (set by .ci/run) a new database is created
// on that server for the file and dropped afterwards, so the same suites prove both engines. Either starts
// as a copy of the run's migrated template (tests/setup/database-template.ts).
export async function testDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://', pgliteDump: template });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 60 });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh database (as `testDatabase`) with the deterministic demo fleet: 150 boats by default, built
 * around `today` (default: the real date, like the app's clock). Same options, same rows. No images
 * are drawn; the media route answers with the default picture.
 */
export async function seededTestDatabase(options: { yachts?: number; today?: string } = {}): Promise<DatabaseHandle> {
  const handle = await testDatabase();
  await seedDemoData(handle.db, { yachts: options.yachts ?? 150, today: options.today, images: false });
  return handle;
}
