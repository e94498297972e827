import { describe, expect, it } from 'vitest';
import { duplicateTitles, pageFacts } from '../../scripts/site-check/page-facts';
import { pageKind } from '../../scripts/site-check/crawl-budget';

// The rules npm run check:site judges the crawl by (scripts/site-check).
const head = (inner: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${inner}</head><body><title>not this</title></body></html>`;

describe('pageFacts', () => {
  it('reads the title, the canonical URL (unescaped) and noindex from the head', () => {
    expect(
      pageFacts(
        head(
          '<title>Boats &amp; more</title><link rel="canonical" href="http://x/en/search?a=1&amp;b=2"/><meta name="robots" content="noindex"/>',
        ),
      ),
    ).toEqual({
      title: 'Boats &amp; more',
      canonical: 'http://x/en/search?a=1&b=2',
      noindex: true,
    });
    expect(pageFacts(head('<title>Plain</title>'))).toEqual({ title: 'Plain', canonical: null, noindex: false });
  });
});

describe('duplicateTitles', () => {
  const page = (title: string, canonical: string | null, noindex = false) => ({ title, canonical, noindex });

  it('reports indexable URLs that are their own canonical (or have none) and share a title', () => {
    const pages = new Map([
      ['http://x/en/search', page('Search', 'http://x/en/search')],
      ['http://x/en/search?destinations=corsica', page('Search', 'http://x/en/search?destinations=corsica')],
      ['http://x/en/discover/italy?page=2', page('Italy', null)],
      ['http://x/en/discover/italy', page('Italy', null)],
    ]);
    expect(duplicateTitles(pages)).toEqual(
      new Map([
        ['Search', ['http://x/en/search', 'http://x/en/search?destinations=corsica']],
        ['Italy', ['http://x/en/discover/italy?page=2', 'http://x/en/discover/italy']],
      ]),
    );
  });

  it('lets noindex pages and pages that name another canonical repeat a title', () => {
    const pages = new Map([
      ['http://x/en/search', page('Search', 'http://x/en/search')],
      ['http://x/en/search?page=2', page('Search', 'http://x/en/search')],
      ['http://x/en/favorites', page('Search', null, true)],
    ]);
    expect(duplicateTitles(pages)).toEqual(new Map());
  });
});

describe('pageKind', () => {
  it('groups pages by language, route shape and query names; assets are not pages', () => {
    const kind = (url: string) => pageKind(new URL(url, 'http://x'), 'en');
    expect(kind('/en/sailing-yacht/a-1?date_start=1&date_end=2')).toBe('en /sailing-yacht/*?date_end&date_start');
    expect(kind('/en/search?page=2&destinations=a')).toBe('en /search?destinations&page');
    expect(kind('/en')).toBe('en /');
    expect(kind('/de/faq')).toBe('de');
    expect(kind('/faq')).toBe('none');
    expect(kind('/assets/page-x.js')).toBeNull();
    expect(kind('/api/yacht-list')).toBeNull();
  });
});
