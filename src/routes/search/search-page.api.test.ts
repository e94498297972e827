import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { searchListView, yachtListKey, type SearchListView } from '../../api/yacht-list';
import { destinationOptionsView } from '../../api/destinations';
import { viewFallbackKey } from '../../api/data-view';
import { searchOfUrl } from './data';
import { formatPrice } from '../../lib/format';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { seededTestDatabase } from '../../../tests/setup/test-db';
import { get } from '../../../tests/api/catalog-helpers';
import { documentState } from '../../../tests/setup/document-state';

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
const stateOf = documentState;
const cardCount = (html: string) => html.split('class="yacht-card"').length - 1;
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('search page, server-rendered', () => {
  it("C1 C2 C6 S2 /en/search?cabins=3-4&dates… renders the filtered boats with their dated prices, as SWR fallback under the browser's key", async () => {
    const query = `destinations=${destination}&cabins=3-4&date_start=2026-07-04&date_end=2026-07-11`;
    const res = await page(`/en/search?${query}`);
    expect(res.status).toBe(200);
    const key = yachtListKey(searchOfUrl(query), 'en');
    const state = stateOf(res.text);
    const list = state.fallback[viewFallbackKey(key, searchListView)] as SearchListView;
    expect(list, `fallback has ${key}`).toBeDefined();
    expect(Object.keys(state.fallback)).toEqual(
      expect.arrayContaining([viewFallbackKey('/destinations/en', destinationOptionsView), '/yachts-types/en']),
    );
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((b) => b.cabins >= 3 && b.cabins <= 4 && b.quote !== null)).toBe(true);
    // The same boats the API gives for the same search.
    const api = await get(app, `/api${key}`);
    expect(list.data.map((b) => b.id)).toEqual(api.body.data.map((b: { id: number }) => b.id));

    expect(cardCount(res.text)).toBe(list.data.length);
    for (const boat of list.data) {
      expect(res.text).toContain(escapeHtml(boat.name));
      // C6: the total for exactly those dates, with thousands commas (C10).
      expect(res.text).toContain(formatPrice(boat.quote!.total, 'en'));
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
    const list = state.fallback[viewFallbackKey('/yacht-list-all?locale=de', searchListView)] as SearchListView;
    expect(list.data.length).toBeLessThanOrEqual(20);
    expect(cardCount(res.text)).toBe(list.data.length);
    expect(res.text).not.toContain('class="pagination"');
  });

  it('C5 with a destination the result pages are real links, and page 2 is server-rendered', async () => {
    const res = await page(`/en/search?destinations=${destination}`);
    const list = stateOf(res.text).fallback[viewFallbackKey(`/yacht-list?destinations=${destination}`, searchListView)] as SearchListView;
    expect(list.last_page).toBeGreaterThan(1);
    expect(res.text).toContain(`href="/en/search?destinations=${destination}&amp;page=2"`);
    const second = await page(`/en/search?destinations=${destination}&page=2`);
    expect(second.status).toBe(200);
    const list2 = stateOf(second.text).fallback[
      viewFallbackKey(`/yacht-list?destinations=${destination}&page=2`, searchListView)
    ] as SearchListView;
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
      expect(res.text).not.toMatch(/<h3><a href="\/en\/(?!frame\/)/);
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
    expect(Object.keys(stateOf(res.text).fallback)).toContain(viewFallbackKey(`/yacht-list?destinations=${destination}`, searchListView));
  });

  it('issue 15: the document hydrates with what the page shows, not whole API answers', async () => {
    const answer = (await get(app, `/api/yacht-list-all?date_start=2026-07-04&date_end=2026-07-11`)).body;
    const chosen = answer.shipyards[0] as { id: number; models: unknown[] };
    const res = await page(`/en/search?date_start=2026-07-04&date_end=2026-07-11&shipyard_ids=${chosen.id}`);
    const fallback = stateOf(res.text).fallback;
    // Only the view of each answer is carried, under its own key: never the whole answer.
    expect(Object.keys(fallback).filter((k) => k.startsWith('/yacht-list') || k.startsWith('/destinations'))).toEqual([]);
    const list = fallback[
      viewFallbackKey(`/yacht-list-all?date_start=2026-07-04&date_end=2026-07-11&shipyard_ids=${chosen.id}`, searchListView)
    ] as SearchListView;
    const card = list.data[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'base',
        'berths',
        'cabins',
        'country',
        'heads',
        'id',
        'length_m',
        'mainImageUrls',
        'max_people',
        'model',
        'name',
        'price_from',
        'quote',
        'rating',
        'reviews_count',
        'shipyard',
        'slug',
        'type',
        'year',
      ].sort(),
    );
    // C6's card lines, not the quote's obligatory extras or dates.
    expect(Object.keys(card.quote!).sort()).toEqual([
      'discount_percent',
      'extras_total_now',
      'list_price',
      'nights',
      'payable_at_base_total',
      'price',
      'total',
    ]);
    expect(list).not.toHaveProperty('bases');
    // C3: models only under the chosen shipyard, in the hydration data and in the form.
    const withModels = (list.shipyards as { id: number; models: unknown[] }[]).filter((s) => s.models.length > 0).map((s) => s.id);
    expect(withModels).toEqual([chosen.id]);
    expect(res.text.split('class="filters__models"').length - 1).toBe(1);
    const options = fallback[viewFallbackKey('/destinations/en', destinationOptionsView)] as Record<string, unknown>[];
    expect(options.length).toBeGreaterThan(0);
    expect(options[0]).not.toHaveProperty('description');
    expect(options[0]).not.toHaveProperty('bases');
  });

  it('issue 15: a dated search document with 20 boats is at most 60 KB uncompressed (decision 032)', async () => {
    const res = await page('/en/search?date_start=2026-07-04&date_end=2026-07-11');
    expect(cardCount(res.text)).toBe(20);
    expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(60_000);
  });

  it("C3 without JavaScript a ticked model keeps its shipyard's models on the page", async () => {
    const answer = (await get(app, '/api/yacht-list-all')).body;
    const shipyard = (answer.shipyards as { id: number; models: { id: number; name: string }[] }[]).find((s) => s.models.length > 1)!;
    const res = await page(`/en/search?model_ids=${shipyard.models[0]!.id}`);
    expect(res.status).toBe(200);
    for (const m of shipyard.models) expect(res.text).toMatch(new RegExp(`name="model_ids"[^>]* value="${m.id}"`));
    expect(res.text).toMatch(new RegExp(`name="model_ids" checked="" value="${shipyard.models[0]!.id}"`));
  });

  it('C1 a search that finds nothing suggests wider searches as links', async () => {
    const res = await page(`/en/search?destinations=${destination}&cabins=40-&type=gulet`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No boat matches this search.');
    expect(res.text).toContain(`href="/en/search?destinations=${destination}&amp;type=gulet"`);
    expect(res.text).toContain(`href="/en/search?destinations=${destination}&amp;cabins_min=40"`);
  });
});
