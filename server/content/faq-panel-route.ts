import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RequestHandler } from 'express';
import { faqKey } from '../../src/api/faq';
import type { FaqResponse } from '../../src/contract/content-api';
import { isLanguageCode } from '../../src/contract/languages';
import { TranslationContext } from '../../src/i18n/use-t';
import { ApiError, type ApiClient } from '../../src/lib/api-client';
import { FaqEntries } from '../../src/routes/faq/faq-entries';
import type { ServerI18n } from '../i18n';

// I1: GET /{lang}/faq/panel/{category}, one FAQ tab's panel as an HTML fragment (what the original's
// load_content.php?tab=… answered). The FAQ page's script loads a panel from here the first time its tab
// opens; it is rendered by the same component as the page's open panel, from the same API answer. An
// unknown category is a 404; fragments are never indexed (the page, with every panel as a link, is).
export function faqPanelRoute(api: ApiClient, i18n: ServerI18n): RequestHandler {
  return async (req, res, next) => {
    const { lang, category } = req.params as { lang: string; category: string };
    if (!isLanguageCode(lang)) return next();
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' };
    let faq: FaqResponse;
    try {
      faq = await api.get<FaqResponse>(faqKey(lang));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return void res.status(404).set(headers).send('');
      throw err;
    }
    const group = faq.data.find((g) => g.category === category);
    if (!group) return void res.status(404).set(headers).send('');
    const html = renderToStaticMarkup(
      createElement(
        TranslationContext,
        { value: { i18n: i18n.forLanguage(lang), lang } },
        createElement(FaqEntries, { entries: group.entries }),
      ),
    );
    res.status(200).set(headers).send(html);
  };
}
