import { isLanguageCode } from '../../src/contract/languages';

export interface CrawlLimits {
  /** Pages of one kind in the crawled language (see pageKind). */
  perKind: number;
  /** Pages in each other language: the switcher and hreflang alternates of the first page that names one. */
  perOtherLanguage: number;
  /** Pages in all. */
  total: number;
}

/**
 * What a URL on the site is, for the budget: null for what is not a page (built assets, media, the API, the
 * sitemaps), otherwise its language and route shape, e.g. `en /sailing-yacht/*`, `en /search?destinations`,
 * `en /search?destinations&page`, `de`, or `none` for the language-less x-default URLs. Pages of one kind are
 * rendered by the same code from different data, so a few of each find what all of them would.
 */
export function pageKind(url: URL, language: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  if (segments[0] === 'api' || last.includes('.')) return null;
  const first = segments[0] ?? '';
  if (!isLanguageCode(first.toLowerCase())) return 'none';
  if (first !== language) return first;
  const shape = segments.slice(1, 3).map((s, i) => (i === 0 ? s : '*'));
  const query = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${language} /${shape.join('/')}${query ? `?${query}` : ''}`;
}

/**
 * linkinator's `linksToSkip` as a budget: a bounded crawl of one language that still sees every kind of page.
 * A URL is admitted the first time it is seen while its kind and the total have room, and from then on is
 * never skipped (linkinator asks again for every link to it and after each redirect); once a kind is full,
 * its further URLs are skipped and counted. Other hosts are skipped: the check is about this site.
 */
export function crawlBudget(origin: string, language: string, limits: CrawlLimits) {
  const admitted = new Set<string>();
  const perKind = new Map<string, number>();
  const skipped = new Map<string, Set<string>>();
  const skip = (href: string): boolean => {
    const url = new URL(href);
    if (url.origin !== origin) return true;
    url.hash = '';
    const kind = pageKind(url, language);
    if (kind === null || admitted.has(url.href)) return false;
    const count = perKind.get(kind) ?? 0;
    const limit = kind.startsWith(`${language} `) ? limits.perKind : limits.perOtherLanguage;
    if (count >= limit || admitted.size >= limits.total) {
      skipped.set(kind, (skipped.get(kind) ?? new Set()).add(url.href));
      return true;
    }
    perKind.set(kind, count + 1);
    admitted.add(url.href);
    return false;
  };
  return { skip, admitted, skipped };
}
