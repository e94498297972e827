import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { GOOGLEBOT_UA, PERSON_UA, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

let app: Express;
// A few demo boats: country pages exist only for countries with sailing areas (R8).
beforeAll(async () => {
  ({ app } = await testApp({}, { database: await seededTestDatabase({ yachts: 20 }) }));
});
const page = (path: string, ua = PERSON_UA) => request(app).get(path).set('User-Agent', ua);

describe('head tags (S3)', () => {
  it('S3 a page has its translated title, description, canonical, Open Graph and hreflang for 12 languages plus x-default', async () => {
    const res = await page('/de/faq?utm_source=x');
    expect(res.text).toContain('<title>Häufige Fragen zum Yachtcharter</title>');
    expect(res.text).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(res.text).toContain('<link rel="canonical" href="https://bluewater.test/de/faq"/>');
    const hreflangs = [...res.text.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    expect(hreflangs).toHaveLength(13);
    expect(hreflangs).toContainEqual(['uk', 'https://bluewater.test/ua/faq']);
    expect(hreflangs).toContainEqual(['en', 'https://bluewater.test/en/faq']);
    expect(hreflangs).toContainEqual(['x-default', 'https://bluewater.test/faq']);
    expect(res.text).toContain('<meta property="og:title" content="Häufige Fragen zum Yachtcharter"/>');
    expect(res.text).toContain('<meta property="og:locale" content="de_DE"/>');
    expect(res.text).toContain('<meta property="og:url" content="https://bluewater.test/de/faq"/>');
  });

  it('S3 country pages carry no canonical link but keep their alternates', async () => {
    const res = await page('/en/discover/croatia');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text).toContain('hrefLang="x-default" href="https://bluewater.test/discover/croatia"');
    expect(res.text).toContain('<title>Yacht charter in Croatia</title>');
  });

  it('S3 indexable URLs of one route have titles of their own (npm run check:site fails on a shared one)', async () => {
    expect((await page('/en/discover/croatia?page=2')).text).toContain('<title>Yacht charter in Croatia – Page 2</title>');
    const landing = await page('/en/search?destinations=split-region');
    expect(landing.text).toContain('rel="canonical" href="https://bluewater.test/en/search?destinations=split-region"');
    expect(landing.text).toContain('<title>Search charter yachts and catamarans – Split region</title>');
  });

  it('S3 the head tags are inside <head>, exactly one title', async () => {
    const res = await page('/it/about');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<title>');
    expect(head).toContain('rel="canonical"');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
  });
});

describe('404 (R6, R7, R8)', () => {
  it('R6 an unmatched path gives 404 with the translated error page and its home button', async () => {
    const res = await page('/fr/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Page introuvable</title>');
    expect(res.text).toMatch(/<h1 id="error-title">Page introuvable<\/h1>/);
    expect(res.text).toContain('>404<');
    expect(res.text).toMatch(/<a class="button" href="\/fr" data-testid="not-found-home">/);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('R7 crawlers get the 404 status with a minimal body and never the error page', async () => {
    const res = await page('/fr/no/such/page', GOOGLEBOT_UA);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Page introuvable');
    expect(res.text).not.toContain('not-found-home');
    expect(res.text.length).toBeLessThan(200);
  });

  it('R7 crawlers get real pages in full', async () => {
    const res = await page('/en/faq', GOOGLEBOT_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Frequently asked questions</h1>');
    expect(res.text).toContain('</html>');
  });

  it('R8 the 404 status line and headers come before any byte of the body', async () => {
    const res = await page('/en/a/b/c').buffer(true);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
  });
});

describe('errors (E2)', () => {
  it('E2 a render failure answers 500 with a plain error page, the request id and no internals', async () => {
    const { app: broken } = await testApp(
      {},
      {
        getRender: async () => () => {
          throw new Error('secret internal detail at /srv/app/x.ts:12');
        },
      },
    );
    const res = await request(broken).get('/en/faq').set('User-Agent', PERSON_UA).set('X-Request-Id', 'req-12345');
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toBe('req-12345');
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('req-12345');
    expect(res.text).not.toContain('secret internal detail');
    expect(res.text).not.toMatch(/at .+\.ts:\d+/);
  });

  it('E2 a malformed percent-encoding is a 400, not a 500', async () => {
    const res = await page('/en/blog/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('URIError');
  });
});
