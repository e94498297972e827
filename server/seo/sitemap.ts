import type { Router } from 'express';
import express from 'express';
import { hreflangOf, isLanguageCode, LANGUAGES, type LanguageCode } from '../../src/contract/languages';
import { ROUTES } from '../../src/routes/route-list';
import { escapeHtml } from '../ssr/escape-html';
import type { Database } from '../db/client';
import { dataPagePaths, infoPageLanguages, type SitemapPage } from './sitemap-data';
import { isoDateOf } from '../../src/contract/iso-date';

// S4: /sitemap.xml is an index of one sitemap per language; each lists the pages in that language with
// their alternates in the other eleven (and x-default): the information pages of the route table and
// every page that exists because of data (boats, destination searches, countries, articles, crew, voyages).
// The data pages are read at most once per FRESH_MS and every language's file is built once from them:
// a crawler fetching all twelve costs one query, and 15,000 boats make ~2 MB per language.
const FRESH_MS = 10 * 60_000;

export function sitemapRouter(siteUrl: string, db: Database, now: () => Date = () => new Date()): Router {
  const router = express.Router();
  const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
  let cached: { at: number; paths: Promise<SitemapPage[]>; files: Map<LanguageCode, string> } | null = null;

  const pathsNow = () => {
    const at = now().getTime();
    if (!cached || at - cached.at > FRESH_MS) {
      const paths = Promise.all([infoPageLanguages(db), dataPagePaths(db, isoDateOf(new Date(at)))]).then(([info, data]) => [
        ...sitemapPaths().map((path) => ({ path, languages: info[path] ?? null })),
        ...data,
      ]);
      const entry = { at, paths, files: new Map<LanguageCode, string>() };
      // A failed read is not kept: the next request tries again.
      paths.catch(() => cached === entry && (cached = null));
      cached = entry;
    }
    return cached;
  };

  router.get('/sitemap.xml', (_req, res) => {
    res.set(headers).send(sitemapIndex(siteUrl));
  });
  router.get('/sitemaps/:file', async (req, res) => {
    const lang = /^([a-z]{2})\.xml$/.exec(req.params.file)?.[1];
    if (!isLanguageCode(lang)) {
      res.status(404).type('text/plain').send('No such sitemap');
      return;
    }
    const entry = pathsNow();
    const paths = await entry.paths;
    let xml = entry.files.get(lang);
    if (!xml) {
      xml = languageSitemap(siteUrl, lang, paths);
      entry.files.set(lang, xml);
    }
    res.set(headers).send(xml);
  });
  return router;
}

function sitemapIndex(siteUrl: string): string {
  const entries = LANGUAGES.map((l) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/${l.code}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** The information pages: routes of the table without parameters that are meant to be found. */
function sitemapPaths(): string[] {
  return ROUTES.filter((r) => r.sitemap).map((r) => (r.path ? `/${r.path}` : ''));
}

/** One language's sitemap: the pages that exist in `lang`, each with the languages it exists in (P2). */
function languageSitemap(
  siteUrl: string,
  lang: LanguageCode,
  pages: readonly SitemapPage[] = sitemapPaths().map((path) => ({ path, languages: null })),
): string {
  const urls = pages.flatMap(({ path: rest, languages }) => {
    const exists = LANGUAGES.filter((l) => !languages || languages.includes(l.code));
    if (!exists.some((l) => l.code === lang)) return [];
    const alternates = exists
      .map((l) => `<xhtml:link rel="alternate" hreflang="${hreflangOf(l.tag)}" href="${escapeHtml(`${siteUrl}/${l.code}${rest}`)}"/>`)
      .join('');
    const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${rest || '/'}`)}"/>`;
    return `<url><loc>${escapeHtml(`${siteUrl}/${lang}${rest}`)}</loc>${alternates}${xDefault}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
