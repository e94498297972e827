import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { drawDemoImages } from './seed/demo-images';
import { seedDemoData, seedReferenceData } from './seed/seed-demo';

// Start-up: open the configured database and bring its schema up to date, put the site's reference lists
// in (every install), then, with DEMO_DATA on, seed the demo fleet into a database that has none yet (each
// seed records its run and skips later).
export async function prepareDatabase(config: Config, logger: Logger, options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const open = (serving: boolean) =>
    openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onIdleError: (err) => logger.warn({ err }, 'an idle database connection failed'),
      lock: {
        onWait: () =>
          logger.warn({ dataDir: config.DATA_DIR }, 'DATA_DIR is locked by another process: waiting in case that process has crashed'),
      },
      ...(serving && {
        timeouts: {
          connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
        },
      }),
    }).catch((err: unknown) => {
      // The start stops here: say why in one line an operator reads, before the stack.
      if (err instanceof DataDirInUseError) logger.fatal({ dataDir: err.dataDir }, err.message);
      throw err;
    });
  // On PostgreSQL the start's own work runs on a pool of its own without the request timeouts: a migration
  // that rewrites a large table, or the demo seed, may rightly take longer than any request should.
  // (The timeouts are PostgreSQL's; PGlite opens once.)
  const handle = await open(!config.DATABASE_URL);
  const started = Date.now();
  await migrateDatabase(handle);
  logger.info({ engine: handle.engine, ms: Date.now() - started }, 'database migrated');
  if (options.seed !== false) await seedReferenceData(handle.db, logger);
  if (config.DEMO_DATA && options.seed !== false) {
    await seedDemoData(handle.db, { logger, images: false });
    // The pictures take half a minute on a fresh clone: drawn in the background while the site already
    // answers (the media route serves the default picture until each one exists).
    const mediaDir = join(config.DATA_DIR, 'media');
    drawDemoImages(mediaDir, logger).catch((error: unknown) => logger.error({ err: error, mediaDir }, 'drawing the demo images failed'));
  }
  if (handle.engine === 'pglite') return handle;
  await handle.close();
  return open(true);
}
