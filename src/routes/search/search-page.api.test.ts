import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import type { YachtListResponse } from '../../contract/yacht-list-api';
import { yachtListKey } from '../../api/yacht-list';
import { searchOfUrl } from './data';
import { formatPrice } from '../../lib/format';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { seededTestDatabase } from '../../../tests/setup/test-db';
import { get } from '../../../tests/api/catalog-helpers';

// The search page as the server renders it (C1–C6, S2): the list of the URL's search in the HTML and
// in the state the browser hydrates with, under the key the browser asks for; junk in the query is a
// page, never a 500.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let destination = '';

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 150, today: TODAY });
  ({ app } = await testApp({}, { database, now: () => new Date(`${TODAY}T10:00:00Z`) }));
  const res = await get(app, '/api/destinations/en');
  const busiest = [...(res.body.data as { slug: string; yachts: number }[])].sort((a, b) => b.yachts - a.yachts)[0];
  destination = busiest!.slug;
}, 120_000);
afterAll(() => database.close());

const page = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const stateOf = (html: string) => JSON.parse(/window\.__BLUEWATER_STATE__=(.*?);<\/script>/s.exec(html)?.[1] ?? '{}');
const cardCount = (html: string) => html.split('class="yacht-card"').length - 1;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('search page, server-rendered', () => {
  it('C1 C2 C6 S2 /en/search?cabins=3-4&dates… renders the filtered boats with their dated prices, as SWR fallback under the browser\'s key', async () => {
    const query = `destinations=${destination}&cabins=3-4&date_start=2026-07-04&date_end=2026-07-11`;
    const res = await page(`/en/search?${query}`);
    expect(res.status).toBe(200);
    const key = yachtListKey(searchOfUrl(query), 'en');
    const state = stateOf(res.text);
    const list = state.fallback[key] as YachtListResponse;
    expect(list, `fallback has ${key}`).toBeDefined();
    expect(Object.keys(state.fallback)).toEqual(expect.arrayContaining(['/destinations/en', '/yachts-types/en']));
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((b) => b.cabins >= 3 && b.cabins <= 4 && b.quote !== null)).toBe(true);
    // The same boats the API gives for the same search.
    const api = await get(app, `/api${key}`);
    expect(list.data.map((b) => b.id)).toEqual(api.body.data.map((b: { id: number }) => b.id));

    expect(cardCount(res.text)).toBe(list.data.length);
    for (const boat of list.data) {
      expect(res.text).toContain(escapeHtml(boat.name));
      // C6: the total for exactly those dates, with thousands commas (C10).
      expect(res.text).toContain(formatPrice(boat.quote!.total));
      // R11: the card links to the boat with the dates.
      expect(res.text).toContain(`href="/en/${boat.type.slug}/${boat.slug}?date_start=2026-07-04&amp;date_end=2026-07-11"`);
    }
    expect(res.text).toContain(`Boats found: ${list.total.toLocaleString('en-US')}`);
    // C1: a plain GET form with the search's values filled in.
    const form = /<form id="search-filters"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/search"');
    expect(res.text).toMatch(/name="cabins_min"[^>]*value="3"/);
    expect(res.text).toMatch(/name="date_start" value="2026-07-04"/);
    // C2 C10: limits are shown rounded, amounts with thousands commas, years without.
    const year = list.limits.year as { min: number; max: number };
    expect(res.text).toContain(`Available: ${year.min} to ${year.max}`);
    const price = list.limits.price as { min: number; max: number };
    expect(price.max).toBeGreaterThanOrEqual(1000);
    expect(res.text).toContain(`to ${Math.ceil(price.max).toLocaleString('en-US')}`);
  });

  it('C5 without a destination the page lists at most 20 boats from /yacht-list-all and links no further pages', async () => {
    const res = await page('/de/search?page=4');
    expect(res.status).toBe(200);
    const state = stateOf(res.text);
    const key = '/yacht-list-all?locale=de';
    expect(state.fallback[key].data.length).toBeLessThanOrEqual(20);
    expect(cardCount(res.text)).toBe(state.fallback[key].data.length);
    expect(res.text).not.toContain('class="pagination"');
  });

  it('C5 with a destination the result pages are real links, and page 2 is server-rendered', async () => {
    const res = await page(`/en/search?destinations=${destination}`);
    const list = stateOf(res.text).fallback[`/yacht-list?destinations=${destination}`] as YachtListResponse;
    expect(list.last_page).toBeGreaterThan(1);
    expect(res.text).toContain(`href="/en/search?destinations=${destination}&amp;page=2"`);
    const second = await page(`/en/search?destinations=${destination}&page=2`);
    expect(second.status).toBe(200);
    const list2 = stateOf(second.text).fallback[`/yacht-list?destinations=${destination}&page=2`] as YachtListResponse;
    expect(list2.current_page).toBe(2);
    const ids1 = new Set(list.data.map((b) => b.id));
    expect(list2.data.some((b) => ids1.has(b.id))).toBe(false);
    expect(second.text).toContain(escapeHtml(list2.data[0]!.name));
  });

  it('R11 the frame variants link boats to frame paths and carry no site chrome', async () => {
    for (const path of ['/en/frame/search', '/en/searchframe']) {
      const res = await page(`${path}?destinations=${destination}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('class="site-header"');
      expect(res.text).toMatch(/<a href="\/en\/frame\/[a-z-]+\/[a-z0-9-]+"/);
      expect(res.text).not.toMatch(/class="yacht-card__title"><a href="\/en\/(?!frame\/)/);
      expect(res.text).toContain(`action="${path}"`);
    }
  });

  it('A5 junk in the query answers the page with what it could read, never a 500', async () => {
    const junk = [
      'cabins=lots&page=-5&date_start=2027-02-30&order_by=best',
      'manufacturer=7[&type=<script>alert(1)</script>&destinations=%00',
      `destinations=${destination}&destinations=${destination}&price=9-1&length=1.2345-&per_page=9999&page=99999999999`,
      'date_start=2026-07-04&date_end=2029-01-01&year=abc-def&main_sail_types=%01',
      'page=9999&destinations=nowhere-at-all',
    ];
    for (const q of junk) {
      const res = await page(`/en/search?${q}`);
      expect(res.status, q).toBe(200);
      expect(res.text, q).toContain('<h1>Search boats</h1>');
      expect(res.text, q).not.toContain('<script>alert(1)');
    }
    // What did parse still applies: the destination of the third.
    const res = await page(`/en/search?destinations=${destination}&cabins=lots`);
    expect(Object.keys(stateOf(res.text).fallback)).toContain(`/yacht-list?destinations=${destination}`);
  });

  it('C1 a search that finds nothing suggests wider searches as links', async () => {
    const res = await page(`/en/search?destinations=${destination}&cabins=40-&type=gulet`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No boat matches this search.');
    expect(res.text).toContain(`href="/en/search?destinations=${destination}&amp;type=gulet"`);
    expect(res.text).toContain(`href="/en/search?destinations=${destination}&amp;cabins_min=40"`);
  });
});
