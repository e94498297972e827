import type { Router } from 'express';
import express from 'express';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../src/contract/languages';
import { ROUTES } from '../../src/route-table';
import { hreflangOf } from '../../src/components/head/hreflang';
import { escapeHtml } from '../ssr/escape-html';

// S4: /sitemap.xml is an index of one sitemap per language; each lists the pages in that language with
// their alternates in the other eleven (and x-default).
export function sitemapRouter(siteUrl: string): Router {
  const router = express.Router();
  const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

  router.get('/sitemap.xml', (_req, res) => {
    res.set(headers).send(sitemapIndex(siteUrl));
  });
  router.get('/sitemaps/:file', (req, res) => {
    const lang = /^([a-z]{2})\.xml$/.exec(req.params.file)?.[1];
    if (!isLanguageCode(lang)) {
      res.status(404).type('text/plain').send('No such sitemap');
      return;
    }
    res.set(headers).send(languageSitemap(siteUrl, lang));
  });
  return router;
}

export function sitemapIndex(siteUrl: string): string {
  const entries = LANGUAGES.map((l) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/${l.code}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** Paths below the language prefix that the sitemap lists (the static pages, for now). */
export function sitemapPaths(): string[] {
  return ROUTES.filter((r) => r.sitemap).map((r) => (r.path ? `/${r.path}` : ''));
}

export function languageSitemap(siteUrl: string, lang: LanguageCode): string {
  const urls = sitemapPaths().map((rest) => {
    const alternates = LANGUAGES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${hreflangOf(l.tag)}" href="${escapeHtml(`${siteUrl}/${l.code}${rest}`)}"/>`,
    ).join('');
    const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${rest || '/'}`)}"/>`;
    return `<url><loc>${escapeHtml(`${siteUrl}/${lang}${rest}`)}</loc>${alternates}${xDefault}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
