import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { matchAppRoute } from '../../src/route-table';
import { ROUTES } from '../../src/routes/route-list';
import { PERSON_UA, testApp } from '../setup/test-app';
import { readLocales } from '../../server/i18n';
import { documentState } from '../setup/document-state';

let app: Express;
const { resources } = readLocales();
beforeAll(async () => {
  ({ app } = await testApp());
});

const SAMPLE: Record<string, string> = {
  id: '42',
  memberSlug: 'ivan-horvat',
  country: 'croatia',
  newstemplate: 'sailing-the-kornati',
  stepone: 'bali-4-2-sunrise',
  steptwo: 'bali-4-2-sunrise',
  itinerarySlug: 'split-to-hvar',
  token: 'abc123',
  email: 'guest@example.com',
  yachtType: 'sailing-yacht',
  yachtSlug: 'oceanis-46-1-blue-horizon',
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? name);
const heading = (lang: string, ns: string, key: string) => {
  let node: unknown = resources[lang]?.[ns];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace('{{country}}', 'Croatia');
};
const escapeHtmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

// R8: the pages that exist because of data. The database of this file is empty, so each is its 404
// (src/routes/boat/boat-page.api.test.ts and tests/api/home-pages.test.ts render real ones).
const DATA_PAGES = [
  'catamaran',
  'yacht',
  'frameYacht',
  'country',
  'offer',
  'article',
  'crewMember',
  'voyage',
  'details',
  'frameDetails',
  'detailsFinal',
  'frameDetailsFinal',
  'thankYou',
  'frameThankYou',
  'booking',
  'bookingInvoice',
];
const pathIn = (lang: string, route: { path: string }) => `/${lang}${route.path ? `/${concrete(route.path)}` : ''}`;

describe('every route of the table under several prefixes (R2, R4, R5)', () => {
  const pages = ROUTES.filter((r) => r.id !== 'notFound' && !DATA_PAGES.includes(r.id));

  it('R8 every data page of an unknown item is a 404', async () => {
    expect(ROUTES.map((r) => r.id)).toEqual(expect.arrayContaining(DATA_PAGES));
    for (const route of ROUTES.filter((r) => DATA_PAGES.includes(r.id))) {
      const res = await request(app).get(pathIn('en', route)).set('User-Agent', PERSON_UA);
      expect(res.status, route.id).toBe(404);
    }
  });

  for (const lang of ['en', 'de', 'ua', 'el']) {
    it(`R2 R4 every route renders in ${lang}, in its layout, with its translated heading`, async () => {
      for (const route of pages) {
        const path = pathIn(lang, route);
        const res = await request(app).get(path).set('User-Agent', PERSON_UA);
        expect(res.status, path).toBe(200);
        const key = `${route.texts}.heading`;
        expect(res.text, path).toContain(`<h1>${escapeHtmlText(heading(lang, 'pages', key))}</h1>`);
        // R5: the default layout has the site header; the iframe layout has none.
        const framed = route.layout === 'iframe';
        expect(res.text.includes('class="site-header"'), path).toBe(!framed);
        expect(res.text.includes('class="frame-layout"'), path).toBe(framed);
      }
    });
  }

  it('R2 S3 the home page is at /{lang}; /{lang}/ moves there for good', async () => {
    const res = await request(app).get('/nl').set('User-Agent', PERSON_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain(heading('nl', 'pages', 'home.heading'));
    const slash = await request(app).get('/nl/?x=1').set('User-Agent', PERSON_UA).redirects(0);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/nl?x=1');
  });

  it("S2 a document names its page's texts and its starter fetches them as files the browser keeps, instead of carrying them", async () => {
    const res = await request(app).get('/de/faq').set('User-Agent', PERSON_UA);
    const state = documentState(res.text);
    expect(state.namespaces).toEqual(['common', 'pages', 'faq']);
    expect(res.text).not.toContain('"resources"');
    // The starter (server/ssr/start-script.ts) is called with the entry modules, then the texts' URLs.
    const texts = JSON.parse(/\}\)\((\[[^\]]*\]),(\[[^\]]*\])\);window\.__BLUEWATER_STATE__/.exec(res.text)?.[2] ?? '[]') as string[];
    const version = state.config.localesVersion as string;
    expect(texts).toEqual(['common', 'pages', 'faq'].map((ns) => `/locales/de/${ns}.json?v=${version}`));
    const common = await request(app).get(texts[0] ?? '');
    expect(common.status).toBe(200);
    expect(common.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(common.body.notFound.title).toBe('Seite nicht gefunden');
  });

  it('R4 the yacht detail route takes any type segment and the slug is the last segment', async () => {
    const res = await request(app).get('/en/motor-yacht/princess-f45-sea-breeze').set('User-Agent', PERSON_UA);
    // An unknown boat (the database is empty): the yacht route's own 404 (R8).
    expect(res.status).toBe(404);
    expect(matchAppRoute('/en/motor-yacht/princess-f45-sea-breeze')).toMatchObject({
      route: { id: 'yacht' },
      params: { yachtType: 'motor-yacht', yachtSlug: 'princess-f45-sea-breeze' },
    });
  });
});
