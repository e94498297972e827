import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/db/prepare';

// `npm run db:migrate`: apply pending migrations to the configured database (DATABASE_URL or DATA_DIR).
const logger = pino();
const handle = await prepareDatabase(loadConfig(), logger, { seed: false });
await handle.close();
