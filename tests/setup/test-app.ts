import type { Express } from 'express';
import { pino } from 'pino';
import { createApp, type AppDeps } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { loadConfig } from '../../server/config';
import { createCatalogModel } from '../../server/catalog/model/catalog-model';
import { createServerI18n } from '../../server/i18n';
import { sourceAssets } from '../../server/ssr/assets';
import type { RenderFn } from '../../server/ssr/render-page';
import { testDatabase } from './test-db';

export const TEST_TOKEN = 'test-public-token-0123456789';

/**
 * The real Express app with the real renderer, in-process (no listening socket). Without a database in
 * `overrides` it gets a fresh empty one (tests/setup/test-db.ts). `catalog` is the app's in-memory catalog:
 * a test that writes to the catalog's tables itself calls `catalog.settle()` before asking the API.
 */
export async function testApp(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_API_TOKEN: TEST_TOKEN, SITE_URL: 'https://bluewater.test', ...env });
  const database = overrides.database ?? (await testDatabase());
  const logger = pino({ level: 'silent' });
  const catalog = overrides.catalog ?? createCatalogModel(database, logger);
  const app = createApp({
    database,
    config,
    logger,
    catalog,
    i18n: await createServerI18n(),
    assets: sourceAssets({ dev: false }),
    getRender: async () => ((await import('../../src/entry-server')) as { render: RenderFn }).render,
    ...overrides,
  });
  databases.set(app, database);
  return { app, config, database, catalog };
}

const databases = new WeakMap<Express, DatabaseHandle>();

/** The database of an app made by testApp, for fixtures that put rows in place of a flow (tests/api/accounts-helpers.ts). */
export function databaseOf(app: Express): DatabaseHandle {
  const database = databases.get(app);
  if (!database) throw new Error('Not an app made by testApp');
  return database;
}

export const PERSON_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
