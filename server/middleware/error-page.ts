import type { ErrorRequestHandler } from 'express';
import { escapeHtml } from '../ssr/escape-html';
import type { ServerI18n } from '../i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, languageOf } from '../../src/contract/languages';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { OutageLog } from '../db/outage-log';

// E2: the last stop for any error outside /api. It logs with the request id (pino-http binds it)
// and answers a small error page with no internals: 503 with Retry-After when a dependency is down,
// the client error status for malformed requests, 500 otherwise. A page's 503 is a database that does not
// answer (its data came as a 503 or 504 from the API, server/ssr/render-page.ts), logged once for the
// whole outage, not with a stack per request (server/db/outage-log.ts).
export function errorPage(i18n: ServerI18n, outage: OutageLog): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = statusFor(err);
    if (status === 503) outage.refused(err);
    else if (status >= 500) req.log.error({ err }, 'Request failed');
    else req.log.warn({ err: { message: (err as Error)?.message } }, 'Bad request');
    if (res.headersSent) {
      res.end();
      return;
    }
    if (status === 503) res.set('Retry-After', '30');
    const prefix = req.path.split('/')[1];
    const lang = isLanguageCode(prefix) ? prefix : isLanguageCode(req.language) ? req.language : DEFAULT_LANGUAGE;
    const { t } = i18n.forLanguage(lang);
    const title = status >= 500 ? t('common:error.title') : t('common:notFound.title');
    const message = status >= 500 ? t('common:error.message') : t('common:notFound.message');
    const id = String(req.id ?? '');
    res
      .status(status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(
        `<!doctype html><html lang="${languageOf(lang).tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
          `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><small>${escapeHtml(id)}</small></p><p><a href="/">Bluewater</a></p></main></body></html>`,
      );
  };
}

function statusFor(err: unknown): number {
  if (isDatabaseUnavailable(err)) return 503;
  const s = (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof s === 'number' && s >= 400 && s <= 599) return s;
  if (err instanceof URIError) return 400;
  return 500;
}
