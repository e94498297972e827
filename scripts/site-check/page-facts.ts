// What the crawl needs to know about one HTML page to judge duplicate titles, read from the server's own
// markup (one <title>, <link rel="canonical">, <meta name="robots">, as src/components/head renders them).
export interface PageFacts {
  title: string;
  canonical: string | null;
  noindex: boolean;
}

export function pageFacts(html: string): PageFacts {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1]?.trim() ?? '';
  const canonical = /<link\s[^>]*rel="canonical"[^>]*href="([^"]*)"/i.exec(head)?.[1] ?? null;
  const robots = /<meta\s[^>]*name="robots"[^>]*content="([^"]*)"/i.exec(head)?.[1] ?? '';
  return { title, canonical: canonical && decodeAmp(canonical), noindex: /noindex/i.test(robots) };
}

/**
 * Titles shared by more than one page that a search engine would index under its own URL. Filtered and
 * paginated URLs (`/en/search?page=2`) may well repeat their page's title: they are either noindex or name
 * another URL as canonical, so an engine shows only that one. Two indexable URLs that are each their own
 * canonical (a page without a canonical link is its own) compete in results with the same title: that is
 * the duplicate an SEO audit reports.
 */
export function duplicateTitles(pages: ReadonlyMap<string, PageFacts>): Map<string, string[]> {
  const byTitle = new Map<string, string[]>();
  for (const [url, facts] of pages) {
    if (facts.noindex) continue;
    if (facts.canonical !== null && new URL(facts.canonical, url).href !== new URL(url).href) continue;
    byTitle.set(facts.title, [...(byTitle.get(facts.title) ?? []), url]);
  }
  return new Map([...byTitle].filter(([, urls]) => urls.length > 1));
}

// Attribute values in the markup escape `&` (query strings of canonical URLs).
const decodeAmp = (value: string) => value.replaceAll('&amp;', '&');
