import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { readLocales } from '../../../server/i18n';
import { TOKEN_LIFETIME_DAYS } from '../../../server/accounts/token-store';
import { RESET_LIFETIME_MINUTES } from '../../../server/accounts/password-reset';
import { LONGEST_WINDOW_MS } from '../../../server/api/rate-limit';
import { LANGUAGES } from '../../contract/languages';
import { RETENTION } from './retention';

// P1, S3, S4: the about, terms, cookies and privacy pages, rendered by the real app.

let app: Express;
const SITE = 'https://bluewater.test';
const { resources } = readLocales();
const PAGES = ['about', 'terms', 'cookies', 'privacy'] as const;

beforeAll(async () => {
  ({ app } = await testApp());
});

const page = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Section {
  heading: string;
  body: (string | string[])[];
}
const sectionsOf = (lang: string, id: string) =>
  (resources[lang]?.legal as Record<string, { sections: Record<string, Section> }>)[id]?.sections ?? {};

describe('legal and company pages', () => {
  for (const lang of ['en', 'de', 'el', 'ua']) {
    it(`P1 S3 /${lang}: each of the four pages answers 200 with every section heading and first paragraph of its language`, async () => {
      for (const id of PAGES) {
        const res = await page(`/${lang}/${id}`);
        expect(res.status, id).toBe(200);
        const text = decode(mainOf(res.text));
        const sections = Object.entries(sectionsOf(lang, id));
        expect(sections.length, id).toBeGreaterThanOrEqual(4);
        for (const [key, section] of sections) {
          expect(text, `${lang}/${id}#${key}`).toContain(section.heading);
          expect(res.text).toContain(`id="${key}"`);
          const first = section.body[0];
          if (typeof first === 'string' && !first.includes('{{')) expect(text, `${lang}/${id}#${key}`).toContain(first);
        }
        // S3: its own title and canonical URL.
        expect(res.text).toContain(`<link rel="canonical" href="${SITE}/${lang}/${id}"/>`);
      }
    });
  }

  it('P1 long pages have a table of contents that links every section; the privacy page states the real retention periods', async () => {
    const res = await page('/en/privacy');
    const main = mainOf(res.text);
    for (const key of Object.keys(sectionsOf('en', 'privacy'))) expect(main).toContain(`href="#${key}"`);
    const text = decode(main);
    expect(text).toContain(`for ${TOKEN_LIFETIME_DAYS} days`);
    expect(text).toContain(`for ${RESET_LIFETIME_MINUTES} minutes`);
    expect(text).toContain(`(${LONGEST_WINDOW_MS / 60_000} minutes)`);
    expect(text).not.toContain('{{');
  });

  it("P1 the retention figures the pages show are the server's own", () => {
    expect(RETENTION).toEqual({
      tokenDays: TOKEN_LIFETIME_DAYS,
      resetMinutes: RESET_LIFETIME_MINUTES,
      windowMinutes: LONGEST_WINDOW_MS / 60_000,
    });
  });

  it('P1 the cookie page lists every cookie the server sets, with its lifetime', async () => {
    // What the server really sets, read from its answers: the language redirect of a path without a prefix.
    const set = new Map<string, string>();
    for (const path of ['/', '/search?type=catamaran', '/de/faq', '/api/openapi.json']) {
      const res = await request(app).get(path).set('User-Agent', PERSON_UA).set('Accept-Language', 'de');
      for (const header of [res.headers['set-cookie'] ?? []].flat()) {
        const [pair = '', ...attributes] = header.split(';');
        const maxAge = attributes.map((a) => a.trim()).find((a) => /^max-age=/i.test(a));
        set.set(pair.split('=')[0] as string, maxAge ?? '');
      }
    }
    expect(set.size).toBeGreaterThan(0);
    for (const lang of ['en', 'fr', 'cs']) {
      const main = mainOf((await page(`/${lang}/cookies`)).text);
      const rows = [...main.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => decode(m[1] as string));
      for (const [name, maxAge] of set) {
        const row = rows.find((r) => r.startsWith(name));
        expect(row, `${lang}: a row for the cookie ${name}`).toBeDefined();
        const days = Number(maxAge.split('=')[1]) / 86_400;
        expect(row, `${lang}: ${name} lives ${days} days`).toContain(String(days));
      }
    }
  });

  it('S4 the four pages are in every language sitemap with hreflang alternates and x-default', async () => {
    for (const lang of ['en', 'ua', 'nl']) {
      const res = await request(app).get(`/sitemaps/${lang}.xml`);
      expect(res.status).toBe(200);
      for (const id of PAGES) {
        expect(res.text).toContain(`<loc>${SITE}/${lang}/${id}</loc>`);
        for (const l of LANGUAGES) expect(res.text).toContain(`href="${SITE}/${l.code}/${id}"`);
        expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/${id}"/>`);
      }
    }
  });

  it('A3 the API description names the terms page as its terms of service and licence', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.body.info.termsOfService).toBe(`${SITE}/en/terms`);
    expect(res.body.info.license.url).toBe(`${SITE}/en/terms`);
  });
});
