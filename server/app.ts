import express, { type Express, type RequestHandler } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { handle as i18nHandle } from 'i18next-http-middleware';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { ServerI18n } from './i18n';
import { isLanguageCode } from '../src/contract/languages';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { languageRedirect } from './middleware/language-redirect';
import { errorPage } from './middleware/error-page';
import { healthRouter } from './health';
import { endpoints } from './api/endpoints';
import { createDispatcher, notifyingWrites, type BesideRoute } from './api/dispatch';
import { createApiRouter } from './api/router';
import { openApiRoute } from './api/openapi';
import type { ApiContext } from './api/endpoint';
import { bookingCalendarRoute } from './bookings/calendar-route';
import { companyCalendarRoute } from './companies/company-feed';
import { COMPANY_LOGO_ROUTE, companyLogoRoute } from './companies/company-logo';
import { createInProcessTransport } from './api/in-process-transport';
import { createGotTransport } from './http/got-transport';
import { robotsTxt } from './seo/robots';
import { localesRouter } from './locales-route';
import { sitemapRouter } from './seo/sitemap';
import { renderPage, type RenderFn } from './ssr/render-page';
import type { PageAssets } from './ssr/assets';
import { createRenderMemo } from './ssr/render-memo';
import { createPageDataCache } from './ssr/page-data-cache';
import { createApiClient } from '../src/lib/api-client';
import { HttpError } from './http-error';
import type { DatabaseHandle } from './db/client';
import { createCatalogModel, type CatalogModel } from './catalog/model/catalog-model';
import { createMailer, type Mailer } from './mail/mailer';
import { mediaRoute } from './media/media-route';
import { formPosts } from './content/form-posts';
import { PHOTO_UPLOAD_PATH, photoUploadRoute } from './fleet/photos-route';
import { bookingPosts } from './bookings/booking-posts';
import { faqPanelRoute } from './content/faq-panel-route';
import { cachedCheck } from './readiness';
import { outageLog } from './db/outage-log';
import { createMetrics, type Metrics } from './metrics/metrics';
import { requestMetrics } from './metrics/request-metrics';
import { routeIds } from './metrics/route-id';
import { timedRender } from './metrics/render-metrics';
import { pageDataCacheCounter } from './metrics/cache-metrics';
import { instrumentDatabase } from './metrics/database-metrics';
import { errorWithoutValues } from './log-serializers';
import { decodeOrNull } from '../src/contract/percent-decoding';

export interface AppDeps {
  config: Config;
  logger: Logger;
  i18n: ServerI18n;
  assets: PageAssets;
  getRender(): Promise<RenderFn>;
  /** Production: the client build (hashed assets and public/ files). */
  clientDir?: string;
  /** Development: Vite's middlewares (sources, HMR). */
  devMiddleware?: RequestHandler;
  /** Replaces the page stage (loading and rendering); scripts/bench-ssr.ts puts a precomputed page here. */
  pageHandler?: RequestHandler;
  /** Extra readiness checks; draining is handled by the caller. The database is always checked. */
  isReady?: () => Promise<boolean>;
  database: DatabaseHandle;
  /** The catalog in memory over `database` (made here when not given; server/index.ts loads it before listening). */
  catalog?: CatalogModel;
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox. */
  mailer?: Mailer;
  /** The clock the API uses (tests move it to expire tokens). */
  now?: () => Date;
  /** Where request, render, database and cache figures go; server/index.ts serves them on METRICS_PORT. */
  metrics?: Metrics;
}

// A path that is not valid percent-encoding cannot name a page: 400 before anything tries to decode it.
const rejectMalformedPath: RequestHandler = (req, _res, next) => {
  if (decodeOrNull(req.path) === null) throw new HttpError(400, 'Malformed URL');
  next();
};

// Answered under /api before the API router (no bearer token); the dispatcher knows them for its 405s.
const OPENAPI_PATH = '/openapi.json';
const CALENDAR_PATH = '/booking-calendar/:token';
// Issue 27: a company's calendar feed (its secret token is the key).
const COMPANY_CALENDAR_PATH = '/company-calendar/:file';
const BESIDE_THE_TABLE: BesideRoute[] = [
  { method: 'GET', path: OPENAPI_PATH },
  { method: 'GET', path: CALENDAR_PATH },
  { method: 'GET', path: COMPANY_CALENDAR_PATH },
];

// The Express pipeline. server/index.ts is the only caller that listens; tests use it in-process.
export function createApp(deps: AppDeps): Express {
  const { config, i18n } = deps;
  // Logged errors never carry request values (server/log-serializers.ts).
  const logger = deps.logger.child({}, { serializers: { err: errorWithoutValues } });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Express 5's default "simple" query parser: flat key → string | string[], no nested objects.
  app.set('query parser', 'simple');

  const metrics = deps.metrics ?? createMetrics();
  instrumentDatabase(deps.database, metrics, config.DATABASE_POOL_SIZE);
  app.use(requestContext(logger));
  app.use(requestMetrics(metrics, routeIds(endpoints)));
  const extraReady = deps.isReady ?? (async () => true);
  // Answered from the last background check, so a busy pool or a frozen database cannot delay it (item 5).
  const databaseUp = cachedCheck({
    check: () => deps.database.ping(),
    intervalMs: config.READY_CHECK_INTERVAL_MS,
    timeoutMs: config.READY_CHECK_TIMEOUT_MS,
    onResult: (up, err) => outage.checked(up, err),
  });
  // A database outage is logged as one event, not a stack per request answered 503 (issue 25).
  const outage = outageLog(logger, { watch: () => void databaseUp.isUp() });
  app.use(healthRouter(async () => (await extraReady()) && (await databaseUp.isUp())));
  // Level 3: dynamic HTML compresses within a few percent of level 6 at about half the CPU, the
  // largest cost of a request once pages are rendered (bench:ssr).
  app.use(compression({ level: 3 }));
  app.use(securityHeaders(config));

  // Pictures first: Vite's development middleware would otherwise answer /media with a 403.
  app.use('/media', mediaRoute(config.DATA_DIR));
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  if (deps.clientDir) {
    const files = express.static(deps.clientDir, {
      index: false,
      setHeaders(res, path) {
        // S6: hashed build output never changes; everything else is revalidated hourly.
        res.setHeader('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    // Only paths that name a file touch the disk: a page request must not wait for a failed stat.
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? files(req, res, next) : next()));
  }

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger });
  const pageData = createPageDataCache({
    ttlMs: config.PAGE_DATA_CACHE_MS,
    maxEntries: config.PAGE_DATA_CACHE_ENTRIES,
    publicToken: config.PUBLIC_API_TOKEN,
  });
  const catalog = deps.catalog ?? createCatalogModel(deps.database, logger, { detailsKept: config.CATALOG_DETAILS_KEPT });
  const apiContext: ApiContext = { config, db: deps.database.db, catalog, mailer, logger, now: deps.now ?? (() => new Date()) };
  // A write's answer waits until the catalog holds what it changed: the caller's next search shows it.
  const dispatch = notifyingWrites(createDispatcher(endpoints, apiContext, BESIDE_THE_TABLE), async (changes) => {
    await catalog.settle();
    pageData.clear(changes);
  });
  // Before the API router: partners read the description before they have a token, and a calendar
  // download cannot send one (its access token is the key).
  app.get(`/api${OPENAPI_PATH}`, openApiRoute(endpoints, config.SITE_URL));
  app.get(`/api${CALENDAR_PATH}`, bookingCalendarRoute(apiContext, outage));
  app.get(`/api${COMPANY_CALENDAR_PATH}`, companyCalendarRoute(apiContext, outage));
  // Issue 27: a company's logo comes as the picture's bytes, which the JSON router does not read.
  app.put(COMPANY_LOGO_ROUTE, companyLogoRoute(dispatch));
  // Issue 27: a boat's photos come as multipart/form-data, which the JSON router does not read.
  app.post(PHOTO_UPLOAD_PATH, photoUploadRoute(dispatch));
  app.use('/api', createApiRouter(dispatch, outage));

  app.use(localesRouter(i18n));
  app.get('/robots.txt', robotsTxt(config.SITE_URL));
  app.use(sitemapRouter(config.SITE_URL, deps.database.db, deps.now));

  const transport = config.API_BASE_URL
    ? createGotTransport(config.API_BASE_URL, config.API_TIMEOUT_MS)
    : createInProcessTransport(dispatch, config.API_TIMEOUT_MS);
  const cacheCounter = pageDataCacheCounter(metrics);
  const api = createApiClient({
    transport: cacheCounter.outer(pageData.around(cacheCounter.inner(transport))),
    token: config.PUBLIC_API_TOKEN,
  });

  app.use(rejectMalformedPath);
  app.use(cookieParser());
  // Language detection is only needed where the path has no language prefix (R3).
  app.use(i18nHandle(i18n.instance, { ignoreRoutes: (req: { path: string }) => isLanguageCode(req.path.split('/')[1]) }));
  app.use(languageRedirect(config));
  // The contact and join-us forms posted to their pages, and the FAQ's lazily loaded panels (I1).
  app.use(formPosts(apiContext, config));
  // The booking steps posted without JavaScript, through the API's dispatcher (issue 30).
  app.use(bookingPosts(dispatch, config));
  app.get('/:lang/faq/panel/:category', faqPanelRoute(api, i18n));
  const memo = createRenderMemo(config.RENDER_MEMO_ENTRIES);
  // Their sizes on METRICS_PORT (issue 31: memory by structure, server/metrics/memory-metrics.ts).
  metrics.watchMemory({ renderMemo: memo, pageData, catalogDetails: catalog.detailsKept });
  app.use(
    deps.pageHandler ??
      renderPage({ config, memo, api, i18n, assets: deps.assets, getRender: async () => timedRender(await deps.getRender(), metrics) }),
  );
  app.use(errorPage(i18n, outage));
  return app;
}
