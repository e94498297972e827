import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import type { PipeableStream } from 'react-dom/server';
import { publicConfigOf, type Config } from '../config';
import type { ServerI18n } from '../i18n';
import type { RenderOptions } from '../../src/entry-server';
import { documentStateOf, type AppState } from '../../src/contract/app-state';
import type { FormOutcome } from '../../src/contract/forms';
import { ApiError, type ApiClient } from '../../src/lib/api-client';
import { canonicalPathOf, matchAppRoute } from '../../src/route-table';
import { PageRedirect } from '../../src/route-loader.server';
import type { PageAssets } from './assets';
import { runLoaders } from './run-loaders';
import { serializeForScript } from './serialize-state';
import { startScript } from './start-script';
import { localeFileUrl } from '../../src/i18n/locale-backend';
import type { RenderMemo } from './render-memo';
import { memoKey } from './render-memo';
import { CoalescingWriter } from './coalescing-writer';
import { HttpError } from '../http-error';

export type RenderFn = (options: RenderOptions) => PipeableStream;

interface Deps {
  config: Config;
  memo: RenderMemo;
  i18n: ServerI18n;
  api: ApiClient;
  assets: PageAssets;
  /** In development the render function is reloaded through Vite on every request. */
  getRender(): Promise<RenderFn>;
}

// R7: what a crawler gets instead of the error page.
const crawlerNotFound = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>404</title></head><body></body></html>`;

// The page handler: match the route, load its data, decide the status before the first body byte
// (R8), then stream the page (S1).
export function renderPage({ config, memo, api, i18n: i18nByLanguage, assets, getRender }: Deps): RequestHandler {
  return async (req, res, next) => {
    // A form posted without JavaScript is answered with its page (server/content/form-posts.ts).
    const formOutcome = res.locals.formOutcome as FormOutcome | undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !formOutcome) return next();
    const match = matchAppRoute(req.path);
    if (!match) return next();

    const queryAt = req.originalUrl.indexOf('?');
    const query = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
    // S3: a page has one URL; case and trailing-slash variants move there for good, query kept.
    const canonical = canonicalPathOf(match, req.path);
    if (canonical !== req.path) return void res.redirect(301, canonical + query);

    const bot = isbot(req.get('user-agent') ?? '');
    const search = new URLSearchParams(query.slice(1));
    let status = match.route.id === 'notFound' ? 404 : formOutcome && formOutcome.status >= 400 ? formOutcome.status : 200;
    let fallback: Record<string, unknown> = {};
    if (status === 200 || formOutcome) {
      try {
        fallback = await runLoaders(match, search, api, req.log);
      } catch (err) {
        if (err instanceof PageRedirect) return void res.redirect(err.options.status ?? 301, err.location + (err.options.query ?? query));
        if (!(err instanceof ApiError)) throw err;
        // Data that did not come in time (504: API_TIMEOUT_MS passed, as when the database hangs) is a
        // dependency being unavailable, as a 503 is: the error page says so with Retry-After (issue 14).
        if (err.status !== 404) throw new HttpError(err.status === 503 || err.status === 504 ? 503 : 500, 'Page data could not be loaded');
        status = 404;
      }
    }
    if (status === 404 && bot) {
      res.status(404).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).send(crawlerNotFound(match.lang));
      return;
    }

    const i18n = i18nByLanguage.forLanguage(match.lang);
    const namespaces = ['common', ...match.route.ns];
    const state: AppState = {
      lang: match.lang,
      namespaces,
      fallback,
      notFound: status === 404,
      year: new Date().getUTCFullYear(),
      ...(formOutcome ? { formOutcome } : {}),
      config: {
        siteUrl: config.SITE_URL,
        ...publicConfigOf(config),
        localesVersion: i18nByLanguage.version,
      },
      assets: { styles: assets.styles, preloads: assets.preloads(match.route) },
    };

    // The state as the page carries it; the same text is what makes this render different from another (the memo key).
    const stateJson = serializeForScript(documentStateOf(state));
    const nonce = res.locals.cspNonce as string;
    // A form's answer carries what the visitor typed: never stored, never reused for anyone else.
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': formOutcome ? 'no-store' : 'no-cache' };
    const reuse = memo.enabled && !formOutcome;
    const key = reuse ? memoKey(req.originalUrl, stateJson, bot) : '';
    const known = reuse ? memo.take(key, nonce) : undefined;
    if (known) {
      res.status(known.status).set(headers).send(known.html);
      return;
    }

    const render = await getRender();
    let complete = true;
    await new Promise<void>((resolve, reject) => {
      const stream = render({
        url: req.originalUrl,
        state,
        stateJson,
        i18n,
        nonce,
        startScript: startScript(
          assets.bootstrapModules,
          namespaces.map((ns) => localeFileUrl(match.lang, ns, i18nByLanguage.version)),
        ),
        waitForAll: bot,
        onReady(ready) {
          res.status(status).set(headers);
          const keep = reuse && memo.admits(key) ? (html: string) => complete && memo.store(key, status, html, nonce) : undefined;
          ready.pipe(new CoalescingWriter(res, keep));
          resolve();
        },
        onShellError: reject,
        onError(err) {
          complete = false; // a boundary fell back to client rendering: not a document to reuse
          req.log.error({ err }, 'Error while rendering');
        },
      });
      // An abort timeout: whatever has not rendered by then is left to the browser.
      const timer = setTimeout(() => stream.abort(), config.RENDER_TIMEOUT_MS);
      res.on('close', () => clearTimeout(timer));
    });
  };
}
