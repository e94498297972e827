import { pino } from 'pino';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createServerI18n } from '../server/i18n';
import { sourceAssets } from '../server/ssr/assets';

// The API as production serves it (same Express pipeline: request id, access log, helmet, compression,
// token check), started by scripts/bench-api.ts with DATABASE_URL or DATA_DIR pointing at a seeded fleet.
// It reports its port over IPC once it listens.
const config = loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0' });
const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ sync: false, minLength: 4096 }));
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
const app = createApp({
  config,
  logger,
  database,
  i18n: await createServerI18n(),
  assets: sourceAssets({ dev: false }),
  getRender: () => Promise.reject(new Error('the API benchmark renders no pages')),
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.once('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
