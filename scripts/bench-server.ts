import { resolve } from 'node:path';
import { pino } from 'pino';
import type { RequestHandler } from 'express';
import { createApp, type AppDeps } from '../server/app';
import { loadConfig } from '../server/config';
import { createServerI18n } from '../server/i18n';
import { manifestAssets } from '../server/ssr/assets';
import { productionRender } from '../server/ssr/production-render';
import { prepareDatabase } from '../server/db/prepare';
import { createCatalogModel } from '../server/catalog/model/catalog-model';

// Two copies of the production app in one process (started by scripts/bench-ssr.ts): the real one on
// PORT, and on PORT+1 the ceiling, the same pipeline (headers, logging, compression, language
// handling) whose page stage sends each page's HTML captured once as a precomputed string.
const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ sync: false, minLength: 4096 }));
// As production renders: on RENDER_THREADS worker threads unless it is 0.
const renderer = await productionRender(process.cwd(), config, logger);
const database = await prepareDatabase(config, logger);
// As server/index.ts: the catalog in memory before the first request, and the boat pages' details read
// ahead. The benchmark waits for the read-ahead (about a second at 15,000 boats), which a server that has
// been up that long has done.
const catalog = createCatalogModel(database, logger, { detailsKept: config.CATALOG_DETAILS_KEPT });
await catalog.current();
await catalog.warmDetails();
const deps: AppDeps = {
  config,
  logger,
  database,
  catalog,
  i18n: await createServerI18n(),
  assets: manifestAssets(resolve('dist/client/.vite/manifest.json')),
  getRender: async () => renderer.render,
  clientDir: resolve('dist/client'),
};
const pages = new Map<string, string>();
const precomputed: RequestHandler = (req, res, next) => {
  const html = pages.get(req.path);
  if (!html) return next();
  res.status(200).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).send(html);
};

const real = createApp(deps).listen(config.PORT, '127.0.0.1');
const ceiling = createApp({ ...deps, pageHandler: precomputed }).listen(config.PORT + 1, '127.0.0.1', async () => {
  const paths = await Promise.all((process.env.BENCH_PATHS ?? '/en').split(',').map(resolvePath));
  for (const path of paths) {
    const res = await fetch(`http://127.0.0.1:${config.PORT}${path}`, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131' } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    pages.set(path.split('?')[0] as string, await res.text());
  }
  process.send?.({ paths });
});

/** `@boat` stands for the page of the first boat of the list (its slug depends on the fleet). */
async function resolvePath(path: string): Promise<string> {
  if (path !== '@boat') return path;
  const res = await fetch(`http://127.0.0.1:${config.PORT}/api/yacht-list-all?per_page=1`, {
    headers: { Authorization: `Bearer ${config.PUBLIC_API_TOKEN}` },
  });
  const boat = ((await res.json()) as { data: { slug: string; type: { slug: string } }[] }).data[0];
  if (!boat) throw new Error('The database has no boats: run npm run db:seed');
  return `/en/${boat.type.slug}/${boat.slug}`;
}
process.on('SIGTERM', () => {
  real.close();
  ceiling.close(() => process.exit(0));
});
