import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { formatPrice } from '../../lib/format';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { seededTestDatabase } from '../../../tests/setup/test-db';
import { get } from '../../../tests/api/catalog-helpers';
import { documentState } from '../../../tests/setup/document-state';

// The boat page (C7, R8, S2, S5, A6) rendered by the real app over a seeded database.

const TODAY = '2026-06-01';
const WEEK = { date_start: '2026-07-04', date_end: '2026-07-11' };
let app: Express;
let database: DatabaseHandle;
const now = () => new Date(`${TODAY}T10:00:00Z`);

interface Boat {
  id: number;
  slug: string;
  name: string;
  type: { slug: string };
  quote: { total: number } | null;
}

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 40, today: TODAY });
  ({ app } = await testApp({}, { database, now }));
}, 120_000);
afterAll(() => database.close());

const page = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

async function firstBoat(query: Record<string, string> = {}): Promise<Boat> {
  const res = await get(app, '/api/yacht-list-all', { per_page: '1', ...query });
  expect(res.status).toBe(200);
  return res.body.data[0] as Boat;
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(m, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(m![1]!);
}

const stateOf = documentState;

describe('boat page (C7, S5)', () => {
  it('C7 S5 a boat page answers 200 with the boat, and JSON-LD with Product (offers, rating) and BreadcrumbList', async () => {
    // A boat with reviews, so the rating is there to check.
    const boats = (await get(app, '/api/yacht-list-all', { per_page: '50' })).body.data as (Boat & { reviews_count: number })[];
    const boat = boats.find((b) => b.reviews_count > 0)!;
    expect(boat, 'a demo boat with reviews').toBeDefined();
    const res = await page(`/en/${boat.type.slug}/${boat.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1>${boat.name}</h1>`);
    const [product, crumbs] = jsonLd(res.text);
    expect(product).toMatchObject({ '@type': 'Product', name: boat.name, brand: { '@type': 'Brand' } });
    expect(product!.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: expect.any(Number) });
    const detail = (await get(app, `/api/yacht/${boat.slug}`)).body.data;
    expect(detail.reviews_count).toBeGreaterThan(0);
    expect(product!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: detail.reviews_count });
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items[2]!.item).toBe(`https://bluewater.test/en/discover/${detail.country.slug}`);
    expect(items[3]!.name).toBe(boat.name);
    // og:image from the boat's main picture (S3)
    expect(res.text).toMatch(/<meta property="og:image" content="https:\/\/bluewater\.test\/media\//);
  });

  it('S2 the page data comes with the page: boat, season prices, daily prices and bookings are SWR fallback', async () => {
    const boat = await firstBoat();
    const res = await page(`/de/${boat.type.slug}/${boat.slug}`);
    const keys = Object.keys(stateOf(res.text).fallback);
    expect(keys).toEqual(
      expect.arrayContaining([
        `/yacht/${boat.slug}?locale=de`,
        `/yacht-period-prices/${boat.id}`,
        `/yacht-daily-prices/${boat.id}`,
        `/yacht-availability/${boat.id}`,
      ]),
    );
  });

  it('C7 the daily prices are shown as runs of days: a row per change of price or status, covering all 90 days of the answer', async () => {
    const boat = await firstBoat();
    const daily = (await get(app, `/api/yacht-daily-prices/${boat.id}`)).body.data as {
      day: string;
      price: number | null;
      available: boolean;
    }[];
    expect(daily).toHaveLength(90);
    const changes = daily.filter((d, i) => i === 0 || d.price !== daily[i - 1]!.price || d.available !== daily[i - 1]!.available);
    const res = await page(`/en/${boat.type.slug}/${boat.slug}`);
    const table = /<table class="boat-table" data-testid="daily-prices">([\s\S]*?)<\/table>/.exec(res.text)?.[1] ?? '';
    const rows = [...table.matchAll(/<tr[^>]*><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) =>
      m.slice(1),
    );
    // Days as an English reader writes them in a table ("Jan 23, 2027"), not as ISO dates.
    const written = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${iso}T12:00:00Z`),
      );
    expect(rows.map((r) => r[0])).toEqual(changes.map((d) => written(d.day)));
    expect(rows[0]![0]).toBe(written(daily[0]!.day));
    expect(rows.at(-1)![1]).toBe(written(daily.at(-1)!.day));
    for (const [from, , price, status] of rows) {
      const first = daily.find((d) => written(d.day) === from)!;
      expect(price).toBe(first.price === null ? 'No price' : formatPrice(first.price, 'en'));
      expect(status).toBe(first.available ? 'Free' : 'Not available');
    }
  });

  it('C6 C10 R11 with dates in the query the quote is rendered: the total with thousands commas, an Offer in the JSON-LD, the booking link', async () => {
    const boat = await firstBoat(WEEK);
    expect(boat.quote).not.toBeNull();
    const res = await page(`/en/${boat.type.slug}/${boat.slug}?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(formatPrice(boat.quote!.total, 'en'));
    expect(jsonLd(res.text)[0]!.offers).toMatchObject({ '@type': 'Offer', price: boat.quote!.total, priceCurrency: 'EUR' });
    expect(res.text).toContain(`href="/en/details/${boat.slug}?date_start=${WEEK.date_start}&amp;date_end=${WEEK.date_end}"`);
  });

  it('R4 R5 the catamaran and frame routes render the same page, the frame one in the iframe layout with a frame booking link', async () => {
    const boat = await firstBoat(WEEK);
    const cat = await page(`/en/catamaran/${boat.slug}`);
    expect(cat.status).toBe(200);
    expect(cat.text).toContain(`<h1>${boat.name}</h1>`);
    const frame = await page(`/fr/frame/${boat.type.slug}/${boat.slug}?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`);
    expect(frame.status).toBe(200);
    expect(frame.text).toContain('class="frame-layout"');
    expect(frame.text).not.toContain('class="site-header"');
    expect(frame.text).toContain(`href="/fr/frame/details/${boat.slug}?`);
  });

  it('R8 an unknown or malformed boat slug is a 404 page, never a 500', async () => {
    for (const path of [
      '/en/sailing-yacht/no-such-boat-anywhere',
      '/en/catamaran/no-such-boat',
      '/en/sailing-yacht/Not%20A%20Slug',
      `/en/frame/x/${'a'.repeat(300)}`,
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(mainOf(res.text), path).toContain('The boat was not found.');
    }
    const german = await page('/de/sailing-yacht/no-such-boat-anywhere');
    expect(mainOf(german.text)).toContain('Das Boot wurde nicht gefunden.');
    // Other missing pages keep the general message.
    expect(mainOf((await page('/en/no/such/page/here')).text)).not.toContain('The boat was not found.');
  });

  it('dates the boat is not free for show the "not available" message instead of a price (no 500)', async () => {
    const boat = await firstBoat();
    const res = await page(`/en/${boat.type.slug}/${boat.slug}?date_start=2020-01-04&date_end=2020-01-11`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('The boat is not available for these dates');
  });
});

describe('daily prices the API does not have (A6)', () => {
  let api: Server;
  let external: Server;
  let proxied: Express;

  beforeAll(async () => {
    // An external charter API (API_BASE_URL) with the same contract that has no daily prices for any boat.
    const listen = (server: Server) =>
      new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
    api = createServer(app);
    const apiPort = await listen(api);
    external = createServer(async (req, res) => {
      if (req.url?.startsWith('/api/yacht-daily-prices/')) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'The boat was not found' }));
        return;
      }
      const answer = await fetch(`http://127.0.0.1:${apiPort}${req.url}`, { headers: { Authorization: req.headers.authorization ?? '' } });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
    });
    const port = await listen(external);
    ({ app: proxied } = await testApp({ API_BASE_URL: `http://127.0.0.1:${port}/api` }, { database, now }));
  });
  afterAll(async () => {
    await new Promise((r) => external.close(r));
    await new Promise((r) => api.close(r));
  });

  it('A6 a daily-prices 404 renders the page with no daily prices and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const boat = await firstBoat();
      const res = await request(proxied).get(`/en/${boat.type.slug}/${boat.slug}`).set('User-Agent', PERSON_UA);
      expect(res.status).toBe(200);
      expect(res.text).toContain('No daily prices are available for this boat.');
      expect(res.text).not.toContain('data-testid="daily-prices"');
      expect(Object.keys(stateOf(res.text).fallback)).not.toContain(`/yacht-daily-prices/${boat.id}`);
      expect(warn).toHaveBeenCalledWith(`Daily prices not found for yacht ${boat.id}`);
    } finally {
      warn.mockRestore();
    }
  });
});
