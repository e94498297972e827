import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';

// `npm run db:seed [-- --yachts 15000] [-- --today 2026-06-01]`: migrate the configured database
// (DATABASE_URL or DATA_DIR) and seed the demo fleet into it unless it was seeded before. SEED_YACHTS
// works as well as --yachts. Prints what it did and how long it took.
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const yachts = Number(option('yachts') ?? process.env.SEED_YACHTS ?? 1500);
const today = option('today');
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
try {
  let started = Date.now();
  await migrateDatabase(handle);
  console.log(`migrated the ${handle.engine} database in ${Date.now() - started} ms`);
  started = Date.now();
  const result = await seedDemoData(handle.db, { yachts, today, mediaDir: join(config.DATA_DIR, 'media'), logger });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    result.seeded
      ? `seeded the demo fleet: ${result.yachts} yachts, images in ${join(config.DATA_DIR, 'media')} (${seconds} s)`
      : `already seeded (${result.yachts} yachts); nothing to do (${seconds} s)`,
  );
} finally {
  await handle.close();
}
