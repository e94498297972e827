import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { GOOGLEBOT_UA, PERSON_UA, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { get } from './catalog-helpers';
import { featuredOffersKey } from '../../src/api/offers';
import { featuredYachtsKey } from '../../src/api/featured-yachts';
import { countryYachtsKey } from '../../src/api/country-yachts';
import { viewFallbackKey } from '../../src/api/data-view';
import { cardsListView } from '../../src/api/yacht-list';
import { destinationOptionsView } from '../../src/api/destinations';
import { POPULAR_SHOWN } from '../../src/routes/home/popular-destinations';
import { documentState } from '../setup/document-state';

// The home, country and flexible-dates pages rendered by the server from the seeded fleet: what they
// show is what the API answers for their keys (fetched here independently), handed to the browser as
// SWR fallback (S2); unknown countries are 404 (R8); a bad flexible window is a message, never a 500.

let app: Express;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 150 });
  ({ app } = await testApp({}, { database }));
}, 120_000);
afterAll(() => database.close());

const page = (path: string, ua = PERSON_UA) => request(app).get(path).set('User-Agent', ua);
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const fallbackOf = (html: string): Record<string, unknown> => documentState(html).fallback;

describe('home page (/{lang})', () => {
  it('S2 renders the featured offers, popular destinations and boats of the seeded fleet, with the search box as a GET form', async () => {
    const [offers, destinations, boats] = await Promise.all([
      get(app, `/api${featuredOffersKey('en')}`),
      get(app, '/api/destinations/en'),
      get(app, `/api${featuredYachtsKey('en')}`),
    ]);
    expect(offers.body.data.length).toBeGreaterThan(0);
    expect(boats.body.data.length).toBeGreaterThan(0);
    const popular = destinations.body.data.filter((d: { popular: boolean }) => d.popular).slice(0, POPULAR_SHOWN);
    expect(popular.length).toBeGreaterThan(0);

    const res = await page('/en');
    expect(res.status).toBe(200);
    for (const o of offers.body.data) expect(res.text).toContain(`href="/en/offers/${o.slug}"`);
    for (const d of popular) expect(res.text).toContain(`>${escapeHtml(d.name)}</a>`);
    for (const b of boats.body.data) expect(res.text).toContain(`href="/en/${b.type.slug}/${b.slug}"`);
    // C1: the search box works before JavaScript: a GET form to the search page with its query keys.
    expect(res.text).toMatch(/<form[^>]*action="\/en\/search" method="get"/);
    for (const name of ['destinations', 'date_start', 'date_end', 'type']) expect(res.text).toContain(`name="${name}"`);
    expect(res.text).toContain('type="date"');
    // S2: the browser gets the same data as SWR fallback.
    const fallback = fallbackOf(res.text);
    expect(fallback[featuredOffersKey('en')]).toEqual(offers.body);
    expect(fallback[featuredYachtsKey('en')]).toEqual(boats.body);
    expect(Object.keys(fallback)).toEqual(
      expect.arrayContaining([viewFallbackKey('/destinations/en', destinationOptionsView), '/yachts-types/en']),
    );
    // Issue 15: the destinations as options (name, country, count), not their descriptions and bases.
    expect(Object.keys(fallback)).not.toContain('/destinations/en');
  });

  it("S2 the home page's boats are the six newest of the fleet: the same cards, in the same order, as the full list sorted by year", async () => {
    const [newest, list] = await Promise.all([
      get(app, '/api/yachts-newest/fr'),
      get(app, '/api/yacht-list-all?locale=fr&order_by=year_desc&per_page=6'),
    ]);
    expect(list.body.data).toHaveLength(6);
    expect(newest.body).toEqual({ data: list.body.data });
    expect((await get(app, '/api/yachts-newest/xx')).status).toBe(404);
  });

  it('C10 and issue 30 item 5: prices carry thousands commas in English ("€4,410"), dots and the euro after in German ("4.410 €")', async () => {
    const en = await page('/en');
    expect(en.status).toBe(200);
    expect(en.text).toMatch(/€\d{1,3},\d{3}/);
    expect(en.text).not.toMatch(/\d{1,3}\.\d{3}\u00a0€/);
    const de = await page('/de');
    expect(de.status).toBe(200);
    expect(de.text).toMatch(/\d{1,3}\.\d{3}\u00a0€/);
    expect(de.text).not.toMatch(/€\d{1,3}[,.]\d{3}/);
  });
});

describe('country pages (/{lang}/discover/{country})', () => {
  it("P1 S3 lists the country's areas, bases and boats page by page, titled with its real name and without a canonical link", async () => {
    const destinations = (await get(app, '/api/destinations/de')).body.data.filter(
      (d: { country: { slug: string } }) => d.country.slug === 'croatia',
    );
    expect(destinations.length).toBeGreaterThan(0);
    const name = destinations[0].country.name as string;
    const first = (await get(app, `/api${countryYachtsKey('de', 'croatia', 1)}`)).body;
    expect(first.total).toBeGreaterThan(first.data.length);

    const res = await page('/de/discover/croatia');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`<title>[^<]*${escapeHtml(name)}[^<]*</title>`));
    expect(res.text).not.toContain('rel="canonical"');
    for (const d of destinations) for (const b of d.bases) expect(res.text).toContain(escapeHtml(b.name));
    for (const b of first.data) expect(res.text).toContain(`href="/de/${b.type.slug}/${b.slug}"`);
    expect(res.text).toContain('href="/de/discover/croatia?page=2"');

    const second = (await get(app, `/api${countryYachtsKey('de', 'croatia', 2)}`)).body;
    const res2 = await page('/de/discover/croatia?page=2');
    expect(res2.status).toBe(200);
    for (const b of second.data) expect(res2.text).toContain(`href="/de/${b.type.slug}/${b.slug}"`);
    // S2 with issue 15: the page hydrates with these boats as cards, not with the whole answer.
    const cards = fallbackOf(res2.text)[viewFallbackKey(countryYachtsKey('de', 'croatia', 2), cardsListView)] as {
      total: number;
      data: Record<string, unknown>[];
    };
    expect(cards.total).toBe(second.total);
    expect(cards.data.map((b) => b.id)).toEqual(second.data.map((b: { id: number }) => b.id));
    expect(cards.data[0]).not.toHaveProperty('beam_m');
    expect(fallbackOf(res2.text)).not.toHaveProperty(countryYachtsKey('de', 'croatia', 2));
  });

  it('R8 an unknown or malformed country is a 404 before the body, for people and crawlers', async () => {
    for (const path of ['/en/discover/narnia', '/en/discover/Not%20a%20slug', '/en/discover/%3Cscript%3E']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('Page not found');
      expect((await page(path, GOOGLEBOT_UA)).status, path).toBe(404);
    }
  });

  it('a page number out of range or not a number never fails the page', async () => {
    for (const q of ['page=abc', 'page=0', 'page=99999999', 'page=500']) {
      const res = await page(`/en/discover/croatia?${q}`);
      expect(res.status, q).toBe(200);
    }
  });
});

describe('flexible dates (/{lang}/anydaytesting, C13)', () => {
  it('C13 R11 lists boats with their cheapest start days, each linking to the boat page with those dates', async () => {
    const res = await page('/en/anydaytesting?nights=7');
    expect(res.status).toBe(200);
    const api = (await get(app, '/api/yacht-list-flexible?locale=en&per_page=12&nights=7')).body;
    expect(api.data.length).toBeGreaterThan(0);
    const boat = api.data[0];
    const day = boat.start_days[0];
    expect(res.text).toContain(`href="/en/${boat.type.slug}/${boat.slug}?date_start=${day.date_start}&amp;date_end=${day.date_end}"`);
    expect(res.text).toMatch(/<form[^>]*action="\/en\/anydaytesting" method="get"/);
  });

  it('C13 a bad window, nights or filter is a page with a clear message, not an error', async () => {
    const cases: [string, string][] = [
      ['window_start=2026-01-01&window_end=2027-12-01', 'at most 60 days after the earliest'],
      ['window_start=yesterday', 'Enter the earliest start day as YYYY-MM-DD.'],
      ['nights=99', 'Choose from 3 to 21 nights.'],
      ['nights=2', 'Choose from 3 to 21 nights.'],
      ['type=%40%40', 'Choose a boat type from the list.'],
      ['page=-1', 'That page of results does not exist.'],
    ];
    for (const [query, message] of cases) {
      const res = await page(`/en/anydaytesting?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.text, query).toContain('Please check your search');
      expect(res.text, query).toContain(message);
      expect(
        Object.keys(fallbackOf(res.text)).some((k) => k.startsWith('/yacht-list-flexible')),
        query,
      ).toBe(false);
    }
  });
});

describe('favourites page (/{lang}/favorites)', () => {
  it('F1 renders its empty state on the server and is not indexed', async () => {
    const res = await page('/fr/favorites');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('href="/fr/favorites"');
  });
});
