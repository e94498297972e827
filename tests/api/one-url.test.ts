import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { GOOGLEBOT_UA, PERSON_UA, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { get } from './catalog-helpers';

// S3: a page has one URL. Variants of it move there for good (301, query kept); the URL a page names as
// its canonical is that one URL; pages that are not to be indexed name no canonical and no alternates.

let app: Express;
let database: DatabaseHandle;
let monohull: { slug: string; type: string };
let catamaran: { slug: string };
let destination = '';

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 40 });
  ({ app } = await testApp({ SITE_URL: 'https://bluewater.test' }, { database }));
  const boats = (await get(app, '/api/yacht-list-all', { per_page: '40' })).body.data as { slug: string; type: { slug: string } }[];
  const mono = boats.find((b) => b.type.slug !== 'catamaran')!;
  monohull = { slug: mono.slug, type: mono.type.slug };
  catamaran = boats.find((b) => b.type.slug === 'catamaran')!;
  expect(monohull.slug && catamaran.slug).toBeTruthy();
  destination = (await get(app, '/api/destinations/en')).body.data[0].slug;
}, 120_000);
afterAll(() => database.close());

const page = (path: string, ua = PERSON_UA) => request(app).get(path).set('User-Agent', ua).redirects(0);

describe('one URL per page (S3)', () => {
  it('R11 a boat under another type segment moves to its own type for good, query kept', async () => {
    const wrong = await page(`/en/anything/${monohull.slug}?date_start=2027-06-05&date_end=2027-06-12`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(`/en/${monohull.type}/${monohull.slug}?date_start=2027-06-05&date_end=2027-06-12`);
    const asCatamaran = await page(`/de/catamaran/${monohull.slug}`);
    expect(asCatamaran.status).toBe(301);
    expect(asCatamaran.headers.location).toBe(`/de/${monohull.type}/${monohull.slug}`);
    const framed = await page(`/en/frame/anything/${catamaran.slug}`);
    expect(framed.headers.location).toBe(`/en/frame/catamaran/${catamaran.slug}`);
    const right = await page(`/en/${monohull.type}/${monohull.slug}`);
    expect(right.status).toBe(200);
    expect(right.text).toContain(`<link rel="canonical" href="https://bluewater.test/en/${monohull.type}/${monohull.slug}"/>`);
  });

  it("S3 case and trailing-slash variants of a path move to the page's one path, query kept", async () => {
    const cases: [string, string][] = [
      ['/en/faq/', '/en/faq'],
      ['/en/FAQ', '/en/faq'],
      ['/en/Search?destinations=x', '/en/search?destinations=x'],
      ['/de/DISCOVER/croatia', '/de/discover/croatia'],
      ['/en/frame/Search/', '/en/frame/search'],
    ];
    for (const [from, to] of cases) {
      const res = await page(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await page('/en/faq')).status).toBe(200);
  });

  it('S3 R3 a known language in the wrong case is corrected, an unknown one replaced, never nested', async () => {
    const upper = await page('/EN/faq?x=1');
    expect(upper.status).toBe(301);
    expect(upper.headers.location).toBe('/en/faq?x=1');
    const unknown = await page('/xx/faq');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/en/faq');
    const bare = await page('/faq');
    expect(bare.headers.location).toBe('/en/faq');
  });

  it('S3 S4 a destination search is its own canonical with reciprocal alternates; any other search names the plain page', async () => {
    const landing = await page(`/el/search?destinations=${destination}`);
    expect(landing.text).toContain(`<link rel="canonical" href="https://bluewater.test/el/search?destinations=${destination}"/>`);
    expect(landing.text).toContain(
      `<link rel="alternate" hrefLang="de" href="https://bluewater.test/de/search?destinations=${destination}"/>`,
    );
    const filtered = await page(`/el/search?destinations=${destination}&cabins_min=3`);
    expect(filtered.text).toContain('<link rel="canonical" href="https://bluewater.test/el/search"/>');
  });

  it('S3 pages not to be indexed carry no canonical and no hreflang', async () => {
    for (const path of ['/en/dashboard', '/en/frame/search', '/en/favorites']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text, path).not.toContain('rel="canonical"');
      expect(res.text, path).not.toContain('rel="alternate"');
    }
  });

  it("R7 R8 a crawler's 404 is a bare document that still names its language; unknown content slugs are 404s", async () => {
    const res = await page('/de/blog/no-such-article', GOOGLEBOT_UA);
    expect(res.status).toBe(404);
    expect(res.text).toContain('<html lang="de">');
    for (const path of ['/en/hirecrew/nobody', '/en/voyage/nowhere', '/en/offers/no-such-offer', '/en/blog/Not_A_Slug']) {
      expect((await page(path)).status, path).toBe(404);
    }
  });
});
