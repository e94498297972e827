import { LinkChecker, LinkState } from 'linkinator';
import { crawlBudget, type CrawlLimits } from './crawl-budget';
import { duplicateTitles, type PageFacts } from './page-facts';

export interface CrawlReport {
  pagesCrawled: number;
  linksChecked: number;
  broken: { url: string; status: number | undefined; parent: string | undefined }[];
  duplicateTitles: Map<string, string[]>;
  skippedByKind: Map<string, number>;
}

/**
 * Crawls one language with linkinator: every page its sitemap lists and every page they link to, within
 * the budget of crawl-budget.ts, and every asset, image and other-language link on them. `origin` is the
 * recording proxy, whose `pages` receive the facts of each HTML page fetched.
 */
export async function crawlLanguage(origin: string, language: string, limits: CrawlLimits, pages: ReadonlyMap<string, PageFacts>, userAgent: string): Promise<CrawlReport> {
  const budget = crawlBudget(origin, language, limits);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/${language}`,
    // The language's own sitemap, not the index: the other eleven are the same pages in other words.
    sitemap: `${origin}/sitemaps/${language}.xml`,
    recurse: true,
    // Two cores shared with the rest of the suite: a few requests at a time keep the server busy without
    // queueing renders behind each other.
    concurrency: 3,
    timeout: 20_000,
    userAgent,
    linksToSkip: async (href) => budget.skip(href),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ url: link.url, status: link.status, parent: link.parent }));
  // Titles are compared within the crawled language: the few other-language pages are there for their links.
  const inLanguage = (url: string) => new URL(url).pathname.split('/')[1] === language;
  const crawled = new Map([...pages].filter(([url]) => budget.admitted.has(url) && inLanguage(url)));
  return {
    pagesCrawled: crawled.size,
    linksChecked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length,
    broken,
    duplicateTitles: duplicateTitles(crawled),
    skippedByKind: new Map([...budget.skipped].map(([kind, urls]) => [kind, urls.size])),
  };
}
