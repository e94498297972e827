import { resolve } from 'node:path';
import { pino } from 'pino';
import { ConfigError, loadConfig, SHUTDOWN_EXIT_RESERVE_MS, type Config } from './config';
import { createApp } from './app';
import { createServerI18n } from './i18n';
import { gracefulShutdown } from './lifecycle';
import { createHttpServer } from './http-server';
import { createMetrics } from './metrics/metrics';
import { metricsApp } from './metrics/metrics-server';
import { answerClientErrors } from './http/client-error';
import { guardProcess } from './process-guard';
import { prepareDatabase } from './db/prepare';
import { createCatalogModel } from './catalog/model/catalog-model';
import { catalogReadiness } from './catalog/model/catalog-readiness';
import { startOptionSweeper } from './bookings/option-sweeper';
import { offerFreedBookings } from './waitlist/waitlist';
import { startPaymentReminders } from './bookings/payment-reminders';
import { startFleetFollower } from './connectors/fleet-follower';
import { startFleetSync } from './connectors/sync-runs';
import { startWebhookWorker } from './webhooks/webhook-worker';
import { createMailer } from './mail/mailer';
import { bootstrapOwner } from './operators/bootstrap';
import { manifestAssets, sourceAssets, type PageAssets } from './ssr/assets';
import { productionRender } from './ssr/production-render';
import type { RenderFn } from './ssr/render-page';
import type { RequestHandler } from 'express';

// The only file that listens. Reads the configuration once, prepares rendering for the mode, starts
// the HTTP server (and the metrics one on METRICS_PORT) and drains it on SIGTERM (docs/operations.md).
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
// Buffered, asynchronous writes: a synchronous write per access-log line cost a fifth of a request
// (bench:ssr). The buffer is flushed on shutdown.
const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ sync: false, minLength: 4096 }));
const metrics = createMetrics();
guardProcess(logger, (kind) => metrics.uncaughtErrors.inc({ kind }));
if (config.NODE_ENV === 'production' && config.usesDevToken) {
  logger.warn('PUBLIC_API_TOKEN is the development default: set a token of your own in production');
}
if (config.NODE_ENV === 'production' && config.usesDemoImprint) {
  logger.warn('SITE_OPERATOR_NAME is not set: the footer and the legal notice name the demo company; set SITE_OPERATOR_* to your own');
}

const root = process.cwd();
let assets: PageAssets;
let getRender: () => Promise<RenderFn>;
let closeRender = async () => {};
let devMiddleware: RequestHandler | undefined;
let clientDir: string | undefined;

if (config.NODE_ENV === 'production') {
  const renderer = await productionRender(root, config, logger);
  assets = manifestAssets(resolve(root, 'dist/client/.vite/manifest.json'));
  getRender = async () => renderer.render;
  closeRender = renderer.close;
  // The render threads' heaps, for bluewater_thread_heap_bytes (server/metrics/memory-metrics.ts).
  if (renderer.memory) metrics.watchMemory({ renderThreads: renderer.memory });
  clientDir = resolve(root, 'dist/client');
} else {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  devMiddleware = vite.middlewares;
  assets = sourceAssets({ dev: true });
  getRender = async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn }).render;
}

const database = await prepareDatabase(config, logger);
const i18n = await createServerI18n();
// The catalog is read into memory before the first visitor; /readyz waits for it (catalog-readiness.ts).
const catalog = createCatalogModel(database, logger, { detailsKept: config.CATALOG_DETAILS_KEPT });
const catalogRead = catalogReadiness(catalog, logger);
await catalogRead.load();
// Boat pages' details are read ahead in the background: the server is ready before they are.
catalog.warmDetails().catch((err: unknown) => logger.warn({ err }, 'reading boat details ahead failed; each is read on its first view'));
const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger });
await bootstrapOwner({ config, db: database.db, mailer, logger, now: () => new Date() }).catch((err: unknown) =>
  logger.error({ err }, 'creating the first console owner (OPERATOR_BOOTSTRAP_EMAIL) failed'),
);
// Issue 28: the days of the options it expires go to the boats' waiting lists (server/waitlist).
const sweeperContext = { config, db: database.db, catalog, mailer, logger, now: () => new Date() };
const optionSweeper = startOptionSweeper({ db: database.db, logger, onExpired: (ids) => offerFreedBookings(sweeperContext, ids) });
const paymentReminders = startPaymentReminders(sweeperContext, config.PAYMENT_REMINDER_INTERVAL_MS);
// Issue 29: signed webhooks out, from the bookings' history (server/webhooks/webhook-worker.ts).
const webhookWorker = startWebhookWorker(sweeperContext, config.WEBHOOKS_INTERVAL_MS);
// Issue 29: companies' fleet systems — scheduled syncs, and the system following our bookings (server/connectors).
const fleetSync = startFleetSync(sweeperContext, config.FLEET_SYNC_TICK_MS);
const fleetFollower = startFleetFollower(sweeperContext, config.FLEET_FOLLOW_INTERVAL_MS);
let lifecycle: ReturnType<typeof gracefulShutdown> | undefined;
const app = createApp({
  mailer,
  metrics,
  config,
  logger,
  i18n,
  assets,
  getRender,
  devMiddleware,
  clientDir,
  database,
  catalog,
  isReady: async () => catalogRead.isLoaded() && !lifecycle?.isDraining(),
});

const server = createHttpServer(app, { keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS });
// A request head Node refuses itself (over 16 KB) still gets a JSON answer under /api.
answerClientErrors(server);
lifecycle = gracefulShutdown(server, logger, {
  delayMs: config.SHUTDOWN_DELAY_MS,
  deadlineMs: config.SHUTDOWN_TIMEOUT_MS - SHUTDOWN_EXIT_RESERVE_MS,
});
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, mode: config.NODE_ENV }, `Bluewater listening on http://localhost:${port}`);
});

// Metrics on their own port: the public listener (and so the load balancer) never serves them.
const metricsServer =
  config.METRICS_PORT === undefined
    ? undefined
    : createHttpServer(metricsApp(metrics), { keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS }).listen(
        config.METRICS_PORT,
        config.HOST,
        () => {
          metrics.collectProcessMetrics();
          logger.info({ port: config.METRICS_PORT }, 'Prometheus metrics on /metrics');
        },
      );

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Whatever happens below (a database that does not answer its close), the process is gone before
    // the orchestrator's grace period ends.
    setTimeout(() => {
      logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'Shutdown timeout reached: exiting');
      logger.flush();
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    void lifecycle?.shutdown(signal).then(async () => {
      metricsServer?.closeAllConnections();
      metricsServer?.close();
      await optionSweeper.stop();
      await paymentReminders.stop();
      await webhookWorker.stop();
      await fleetSync.stop();
      await fleetFollower.stop();
      await closeRender();
      await database.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
      logger.info('Shutdown complete');
      logger.flush();
      process.exit(0);
    });
  });
}
