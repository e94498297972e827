import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { LANGUAGES } from '../../src/contract/languages';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';

let app: Express;
beforeAll(async () => {
  ({ app } = await testApp());
});
const auth = { Authorization: `Bearer ${TEST_TOKEN}` };

describe('the API mount and its token (A1, A2, A5)', () => {
  it('A1 GET /api/languages answers the 12 languages', async () => {
    const res = await request(app).get('/api/languages').set(auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.map((l: { code: string }) => l.code)).toEqual(LANGUAGES.map((l) => l.code));
    expect(res.body[0]).toEqual({ code: 'en', tag: 'en-US', name: 'English', default: true });
  });

  it('A2 a missing or wrong bearer token is a 401 JSON answer', async () => {
    const missing = await request(app).get('/api/languages');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: 'Missing bearer token' });
    const wrong = await request(app).get('/api/languages').set('Authorization', 'Bearer nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid bearer token');
  });

  it('A5 unknown endpoints, bad bodies and wrong content types get 4xx JSON, never HTML', async () => {
    const unknown = await request(app).get('/api/nothing-here').set(auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown API endpoint');
    const malformed = await request(app).post('/api/contact').set(auth).set('Content-Type', 'application/json').send('{"a":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
    const wrongType = await request(app).post('/api/contact').set(auth).set('Content-Type', 'text/plain').send('hello');
    expect(wrongType.status).toBe(415);
    const huge = await request(app)
      .post('/api/contact')
      .set(auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ a: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
    const method = await request(app).delete('/api/languages').set(auth);
    expect(method.status).toBe(405);
    for (const res of [unknown, malformed, wrongType, huge, method]) expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('operations', () => {
  it('healthz answers alive and readyz ready', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).status).toBe(200);
  });

  it('readyz answers 503 when a readiness check fails (draining or a dependency down)', async () => {
    const { app: draining } = await testApp({}, { isReady: async () => false });
    const res = await request(draining).get('/readyz');
    expect(res.status).toBe(503);
  });

  it('echoes a sane incoming X-Request-Id and replaces an insane one', async () => {
    const sane = await request(app).get('/healthz').set('X-Request-Id', 'lb-abc-123');
    expect(sane.headers['x-request-id']).toBe('lb-abc-123');
    const insane = await request(app).get('/healthz').set('X-Request-Id', 'x'.repeat(500));
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('S6 built assets are served immutable, other static files revalidated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    const { app: withClient } = await testApp({}, { clientDir: dir });
    const asset = await request(withClient).get('/assets/entry-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(withClient).get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('trust proxy follows TRUST_PROXY, so the client IP comes from the load balancer', async () => {
    const { app: behindLb } = await testApp({ TRUST_PROXY: '1' });
    expect(behindLb.get('trust proxy')).toBe(1);
  });
});

describe('locale files for the browser (R1)', () => {
  it('R1 serves one language namespace as JSON, cacheable for good at the current version', async () => {
    const page = await request(app).get('/de/faq').set('User-Agent', PERSON_UA);
    const version = /"localesVersion":"([0-9a-f]+)"/.exec(page.text)?.[1];
    expect(version).toBeTruthy();
    const res = await request(app).get(`/locales/de/common.json?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.body.notFound.title).toBe('Seite nicht gefunden');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await request(app).get('/locales/de/common.json?v=old');
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('R1 an unknown language or namespace is a 404, never a file from elsewhere', async () => {
    expect((await request(app).get('/locales/xx/common.json')).status).toBe(404);
    expect((await request(app).get('/locales/de/secrets.json')).status).toBe(404);
    expect((await request(app).get('/locales/de/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});

describe('robots.txt and sitemap.xml (S4)', () => {
  it('S4 robots.txt allows the site, keeps private pages out and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain('Sitemap: https://bluewater.test/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Disallow: /*/dashboard');
  });

  it('S4 sitemap.xml is an index of 12 language sitemaps', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(LANGUAGES.map((l) => `https://bluewater.test/sitemaps/${l.code}.xml`));
  });

  it('S4 a language sitemap lists the pages that show content, with hreflang alternates, and no page that shows only its heading', async () => {
    const res = await request(app).get('/sitemaps/ua.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<loc>https://bluewater.test/ua/search</loc>');
    expect(res.text).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://bluewater.test/de/search"/>');
    expect(res.text).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://bluewater.test/search"/>');
    // Content pages are listed now (issue 13); private and transactional pages never are.
    for (const path of ['/faq', '/latestnews', '/contact']) expect(res.text, path).toContain(`<loc>https://bluewater.test/ua${path}</loc>`);
    for (const path of ['/dashboard', '/details/', '/detailsfinal/', '/thankyou', '/booking/', '/reset-password/'])
      expect(res.text, path).not.toContain(path);
    expect((await request(app).get('/sitemaps/xx.xml').set('User-Agent', PERSON_UA)).status).toBe(404);
  });
});
