import express, { type Router } from 'express';
import { isLanguageCode } from '../src/contract/languages';
import type { ServerI18n } from './i18n';

// The browser loads a language's texts on demand (a language switch, a page with other namespaces):
// GET /locales/{lng}/{ns}.json?v={version}. A request for the current version may be cached for good.
export function localesRouter(i18n: ServerI18n): Router {
  const router = express.Router();
  const bodies = new Map<string, string>();
  router.get('/locales/:lng/:file', (req, res) => {
    const { lng, file } = req.params;
    const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!isLanguageCode(lng) || !i18n.namespaces.includes(ns)) {
      res.status(404).type('text/plain').send('No such locale file');
      return;
    }
    const key = `${lng}/${ns}`;
    let body = bodies.get(key);
    if (body === undefined) {
      body = JSON.stringify(i18n.forLanguage(lng).getResourceBundle(lng, ns));
      bodies.set(key, body);
    }
    const current = req.query.v === i18n.version;
    res
      .set({
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      .send(body);
  });
  return router;
}
