import type { Logger } from 'pino';
import type { Config } from '../config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';

// Start-up: open the configured database and bring its schema up to date. (The demo fleet is seeded
// into an empty database when DEMO_DATA is on.)
export async function prepareDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  const started = Date.now();
  await migrateDatabase(handle);
  logger.info({ engine: handle.engine, ms: Date.now() - started }, 'database migrated');
  return handle;
}
