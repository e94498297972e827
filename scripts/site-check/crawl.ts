import { LinkChecker, LinkState } from 'linkinator';
import { crawlBudget, type CrawlLimits } from './crawl-budget';
import { duplicateTitles } from './page-facts';
import type { RecordingProxy } from './recording-proxy';

export interface CrawlReport {
  pagesCrawled: number;
  linksChecked: number;
  /** Each broken URL once, with the pages that link to it. */
  broken: { url: string; status: number | undefined; reason: string | undefined; parents: string[] }[];
  duplicateTitles: Map<string, string[]>;
  skippedByKind: Map<string, number>;
}

/**
 * Crawls one language with linkinator through the recording proxy: every page its sitemap lists and every
 * page they link to, within the budget of crawl-budget.ts, and every asset, image and other-language link on
 * them. Titles come from the proxy's record of each HTML page fetched.
 */
export async function crawlLanguage(proxy: RecordingProxy, language: string, limits: CrawlLimits, userAgent: string): Promise<CrawlReport> {
  const { origin, pages } = proxy;
  // linkinator 7 (8 needs Node 22) has no sitemap option, and recurses only into URLs below its start URL.
  // So the crawl starts at the origin's root, where the proxy answers with a page linking to the language's
  // home and to every URL of the language's own sitemap (the other eleven are the same pages in other words).
  const sitemap = await sitemapUrls(`${origin}/sitemaps/${language}.xml`, userAgent);
  const outside = sitemap.filter((url) => !url.startsWith(`${origin}/${language}`));
  if (outside.length) throw new Error(`The ${language} sitemap lists URLs outside /${language}: ${outside.slice(0, 3).join(', ')}`);
  proxy.serveAtRoot(
    `<!doctype html><title>sitemap</title>${[`${origin}/${language}`, ...sitemap].map((url) => `<a href="${escapeAttribute(url)}"></a>`).join('\n')}`,
  );

  const budget = crawlBudget(origin, language, limits);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    // Without it, linkinator 7 resolves links against the page URL plus an invented trailing slash
    // (/en/search?x=1 → /en/search/?x=1, even for href="#main"), which this site answers with a 301.
    cleanUrls: true,
    // linkinator 7 does not keep to it (see recording-proxy.ts, which does), and its timeout counts the
    // time a request waits in the proxy's queue: generous, so that only a server that hangs fails it.
    concurrency: 3,
    timeout: 120_000,
    // A request that fails on the network (status 0) or with a 5xx is tried twice more, a few seconds apart:
    // on a loaded machine (two cores, the suite beside it) a connection is now and then cut while the same
    // URL answers 200 a moment later; one that keeps failing is still reported.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 2_000,
    userAgent,
    linksToSkip: async (href) => budget.skip(href),
  });
  // linkinator reports a broken URL once for every page that links to it (a footer link: every page).
  const broken = new Map<string, CrawlReport['broken'][number]>();
  for (const link of result.links.filter((l) => l.state === LinkState.BROKEN)) {
    // A status of 0 is a request that failed (refused, reset, timed out): the error says which.
    const entry = broken.get(link.url) ?? {
      url: link.url,
      status: link.status,
      reason: link.failureDetails?.find((d) => d instanceof Error)?.message,
      parents: [],
    };
    entry.parents.push(link.parent ?? 'the start page');
    broken.set(link.url, entry);
  }
  // Titles are compared within the crawled language: the few other-language pages are there for their links.
  const inLanguage = (url: string) => new URL(url).pathname.split('/')[1] === language;
  const crawled = new Map([...pages].filter(([url]) => budget.admitted.has(url) && inLanguage(url)));
  return {
    pagesCrawled: crawled.size,
    linksChecked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length,
    broken: [...broken.values()],
    duplicateTitles: duplicateTitles(crawled),
    skippedByKind: new Map([...budget.skipped].map(([kind, urls]) => [kind, urls.size])),
  };
}

async function sitemapUrls(url: string, userAgent: string): Promise<string[]> {
  const res = await fetch(url, { headers: { 'User-Agent': userAgent } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const urls = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  if (!urls.length) throw new Error(`${url} lists no pages`);
  return urls;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
