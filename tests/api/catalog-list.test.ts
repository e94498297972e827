import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { selectRows } from '../../server/db/client';
import { quoteYacht } from '../../server/catalog/quote';
import type { DatabaseHandle } from '../../server/db/client';
import { bookings } from '../../server/db/schema';
import { addDays } from '../../src/contract/iso-date';
import { discountedPrice } from '../../src/contract/price-rules';
import type { CatalogModel } from '../../server/catalog/model/catalog-model';
import { testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { allListIds, freeAndPriced, get, ids, type Card } from './catalog-helpers';
import { SAIL_TYPE_NAMES } from '../../server/catalog/data-texts';

// The yacht list (A4, C2–C6) and the flexible-dates list (C13) against the seeded demo fleet. Every
// expectation is computed from the database with independent SQL.

const TODAY = '2026-06-01';
// A Saturday-to-Saturday week a month ahead.
const WEEK = { date_start: '2026-07-04', date_end: '2026-07-11' };
let app: Express;
let catalog: CatalogModel;
let database: DatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 150, today: TODAY });
  ({ app, catalog } = await testApp({}, { database, now: () => new Date(`${TODAY}T10:00:00Z`) }));
}, 120_000);
afterAll(() => database.close());

const cards = (body: { data: Card[] }) => body.data;

describe('yacht list: pagination and shape (A4, C5)', () => {
  it('A4 the list answers data with every pagination field, links, limits and facets', async () => {
    const res = await get(app, '/api/yacht-list', { destinations: '1,2', cabins_min: '3' });
    expect(res.status).toBe(200);
    const expected = await ids(
      db(),
      sql`select y.id from yachts y join bases b on b.id = y.base_id where b.destination_id in (1, 2) and y.cabins >= 3`,
    );
    expect(res.body).toMatchObject({ current_page: 1, per_page: 20, total: expected.length, prev_page_url: null });
    expect(res.body.last_page).toBe(Math.max(1, Math.ceil(expected.length / 20)));
    expect(res.body.data.length).toBe(Math.min(20, expected.length));
    for (const key of ['limits', 'shipyards', 'main_sail_types', 'bases', 'links', 'next_page_url', 'from', 'to'])
      expect(res.body).toHaveProperty(key);
    expect(Object.keys(res.body.limits).sort()).toEqual(['berths', 'cabins', 'heads', 'length', 'max_people', 'price', 'year']);
    const card = res.body.data[0];
    expect(Object.keys(card).sort()).toEqual(
      [
        'id',
        'slug',
        'name',
        'type',
        'model',
        'shipyard',
        'year',
        'length_m',
        'length_ft',
        'beam_m',
        'cabins',
        'berths',
        'heads',
        'max_people',
        'main_sail_type',
        'main_sail_name',
        'products',
        'base',
        'country',
        'mainImageUrls',
        'images_count',
        'rating',
        'reviews_count',
        'price_from',
        'quote',
      ].sort(),
    );
    expect(card.length_ft).toBe(Math.round(card.length_m * 3.28084 * 100) / 100);
    expect(card.mainImageUrls['800']).toMatch(/^\/media\/yachts\/.+-800\.webp$/);
    expect(card.quote).toBeNull();
    // The links keep the query and point at every page (A4).
    if (res.body.last_page > 1) {
      const next = new URL(res.body.next_page_url, 'http://x');
      expect(next.pathname).toBe('/api/yacht-list');
      expect(Object.fromEntries(next.searchParams)).toEqual({ destinations: '1,2', cabins_min: '3', page: '2' });
    }
    const numbered = res.body.links.filter((l: { label: string }) => /^\d+$/.test(l.label));
    expect(numbered.find((l: { active: boolean }) => l.active).label).toBe('1');
    expect(res.body.links[0].label).toBe('« Previous');
  });

  it('A4 the pages of a list hold every matching boat exactly once', async () => {
    const expected = await ids(db(), sql`select id from yachts where year >= 2015`);
    const listed = await allListIds(app, '/api/yacht-list', { year_min: '2015', order_by: 'length_desc' });
    expect(listed).toEqual(expected);
  });

  it('A4 a page beyond the last answers an empty list with the true last page, not an error', async () => {
    const first = await get(app, '/api/yacht-list', { type: '1' });
    const beyond = await get(app, '/api/yacht-list', { type: '1', page: String(first.body.last_page + 5) });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({
      data: [],
      total: first.body.total,
      last_page: first.body.last_page,
      next_page_url: null,
      from: null,
    });
    expect(beyond.body.prev_page_url).toContain(`page=${first.body.last_page}`);
  });

  it('C5 /yacht-list-all is the list across all destinations with at most 20 boats a page', async () => {
    const total = (await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from yachts`))[0]!.n;
    const res = await get(app, '/api/yacht-list-all', { per_page: '50', destinations: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(20);
    expect(res.body).toMatchObject({ total, per_page: 20, last_page: Math.ceil(total / 20) });
    expect(res.body.next_page_url).toMatch(/^\/api\/yacht-list-all\?/);
    const unfiltered = await get(app, '/api/yacht-list-all');
    expect(unfiltered.body.data.length).toBeLessThanOrEqual(20);
    expect(unfiltered.body.total).toBe(total);
  });
});

describe('yacht list: filters (C1–C4)', () => {
  const RANGE_COLUMNS = {
    length: 'length_m',
    cabins: 'cabins',
    berths: 'berths',
    heads: 'heads',
    year: 'year',
    max_people: 'max_people',
  } as const;

  it('C2 every range filter, as min-max or as _min/_max, lists exactly the boats inside it', async () => {
    for (const [name, column] of Object.entries(RANGE_COLUMNS)) {
      const [q] = await selectRows<{ lo: number; hi: number }>(
        db(),
        sql.raw(
          `select percentile_disc(0.25) within group (order by ${column}) as lo, percentile_disc(0.75) within group (order by ${column}) as hi from yachts`,
        ),
      );
      const { lo, hi } = q!;
      const expected = await ids(db(), sql.raw(`select id from yachts where ${column} >= ${lo}::real and ${column} <= ${hi}::real`));
      expect(expected.length).toBeGreaterThan(0);
      const split = await allListIds(app, '/api/yacht-list', { [`${name}_min`]: String(lo), [`${name}_max`]: String(hi) });
      const combined = await allListIds(app, '/api/yacht-list', { [name]: `${lo}-${hi}` });
      expect(split, name).toEqual(expected);
      expect(combined, name).toEqual(expected);
    }
  });

  it('C2 limits are min/max over the boats matching the other filters, rounded down for minima and up for maxima', async () => {
    const res = await get(app, '/api/yacht-list', { type: '0', cabins_min: '4', length: '10-' });
    const [others] = await selectRows<Record<string, number>>(
      db(),
      sql`select
        (select min(cabins) from yachts where type_id = 0 and length_m >= 10) as cabins_min,
        (select max(cabins) from yachts where type_id = 0 and length_m >= 10) as cabins_max,
        (select min(length_m) from yachts where type_id = 0 and cabins >= 4) as length_min,
        (select max(length_m) from yachts where type_id = 0 and cabins >= 4) as length_max,
        (select min(year) from yachts where type_id = 0 and cabins >= 4 and length_m >= 10) as year_min,
        (select max(year) from yachts where type_id = 0 and cabins >= 4 and length_m >= 10) as year_max`,
    );
    expect(res.body.limits.cabins).toEqual({ min: others!.cabins_min, max: others!.cabins_max });
    expect(res.body.limits.length).toEqual({ min: Math.floor(others!.length_min!), max: Math.ceil(others!.length_max!) });
    expect(res.body.limits.year).toEqual({ min: others!.year_min, max: others!.year_max });
    // price: the price_from (7 × the lowest daily price of the coming 12 months) of the matching boats.
    const [price] = await selectRows<{ min: number; max: number }>(
      db(),
      sql`select min(f) as min, max(f) as max from (
            select (select min(p.price_per_day) * 7 from yacht_prices p
                    where p.yacht_id = y.id and p.period && daterange(${TODAY}::date, ${addDays(TODAY, 365)}::date)) as f
            from yachts y where y.type_id = 0 and y.cabins >= 4 and y.length_m >= 10) x`,
    );
    expect(res.body.limits.price).toEqual(price);
  });

  it('C3 the manufacturer filter id[model;model] lists a whole shipyard and only the named models of another', async () => {
    const yards = await selectRows<{ shipyard_id: number; model_id: number }>(
      db(),
      sql`select shipyard_id, min(model_id) as model_id from yachts group by shipyard_id having count(distinct model_id) >= 2 order by shipyard_id limit 2`,
    );
    expect(yards.length).toBe(2);
    const [whole, narrowed] = yards as [(typeof yards)[0], (typeof yards)[0]];
    const expected = await ids(
      db(),
      sql`select id from yachts where shipyard_id = ${whole.shipyard_id} or model_id = ${narrowed.model_id}`,
    );
    const viaManufacturer = await allListIds(app, '/api/yacht-list', {
      manufacturer: `${whole.shipyard_id},${narrowed.shipyard_id}[${narrowed.model_id}]`,
    });
    const viaIds = await allListIds(app, '/api/yacht-list', {
      shipyard_ids: `${whole.shipyard_id},${narrowed.shipyard_id}`,
      model_ids: String(narrowed.model_id),
    });
    expect(viaManufacturer).toEqual(expected);
    expect(viaIds).toEqual(expected);
  });

  it('C1 product, type (id or slug), destinations (id or slug), country and main sail types filter the list', async () => {
    const [dest] = await selectRows<{ id: number; slug: string }>(
      db(),
      sql`select id, slug from destinations order by id limit 1 offset 1`,
    );
    const [sail] = await selectRows<{ name: string }>(
      db(),
      sql`select main_sail_type as name from yachts where main_sail_type is not null limit 1`,
    );
    const [lastDest] = await selectRows<{ id: number; slug: string }>(
      db(),
      sql`select id, slug from destinations order by id desc limit 1`,
    );
    const [destCountry] = await selectRows<{ id: number; code: string }>(
      db(),
      sql`select c.id, c.code from countries c join destinations d on d.country_id = c.id where d.id = ${dest!.id}`,
    );
    const cases: [Record<string, string>, ReturnType<typeof sql>][] = [
      [{ product: 'crewed' }, sql`select id from yachts where 'crewed' = any(products)`],
      [{ product: 'skipper,crewed' }, sql`select id from yachts where products && array['skipper','crewed']`],
      [{ type: '1' }, sql`select id from yachts where type_id = 1`],
      [
        { type: 'catamaran,0' },
        sql`select y.id from yachts y join yacht_types t on t.id = y.type_id where t.slug = 'catamaran' or t.id = 0`,
      ],
      [
        { destinations: String(dest!.id) },
        sql`select y.id from yachts y join bases b on b.id = y.base_id where b.destination_id = ${dest!.id}`,
      ],
      [{ destinations: dest!.slug }, sql`select y.id from yachts y join bases b on b.id = y.base_id where b.destination_id = ${dest!.id}`],
      [
        { country: 'hr' },
        sql`select y.id from yachts y join bases b on b.id = y.base_id join countries c on c.id = b.country_id where c.code = 'HR'`,
      ],
      [
        { country: 'greece' },
        sql`select y.id from yachts y join bases b on b.id = y.base_id join countries c on c.id = b.country_id where c.slug = 'greece'`,
      ],
      [{ main_sail_types: sail!.name }, sql`select id from yachts where main_sail_type = ${sail!.name}`],
      // Destinations and a country together: the boats in both (the destination's own country, and one more).
      [
        { destinations: `${dest!.slug},${lastDest!.slug}`, country: destCountry!.code.toLowerCase() },
        sql`select y.id from yachts y join bases b on b.id = y.base_id where b.destination_id in (${dest!.id}, ${lastDest!.id}) and b.country_id = ${destCountry!.id}`,
      ],
    ];
    const none = await allListIds(app, '/api/yacht-list', { destinations: dest!.slug, country: destCountry!.code === 'HR' ? 'gr' : 'hr' });
    expect(none, 'a destination outside the country').toEqual([]);
    for (const [query, expectedSql] of cases) {
      const expected = await ids(db(), expectedSql);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await allListIds(app, '/api/yacht-list', query), JSON.stringify(query)).toEqual(expected);
    }
  });

  it('C1 order_by sorts by price, length, year and cabins in both directions', async () => {
    const columns = {
      price: (c: Card) => c.price_from,
      length: (c: Card) => c.length_m,
      year: (c: Card) => c.year,
      cabins: (c: Card) => c.cabins,
    };
    for (const [field, value] of Object.entries(columns)) {
      for (const direction of ['asc', 'desc']) {
        const res = await get(app, '/api/yacht-list', { order_by: `${field}_${direction}`, per_page: '50' });
        const values = cards(res.body)
          .map(value)
          .filter((v) => v !== null) as number[];
        const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(values, `${field}_${direction}`).toEqual(sorted);
      }
    }
  });

  it('A4 facets count the boats matching the other filters; bases carry counts with bases_counter=additional', async () => {
    const res = await get(app, '/api/yacht-list', { type: '0', shipyard_ids: '1', bases_counter: 'additional' });
    const byShipyard = await selectRows<{ id: number; n: number }>(
      db(),
      sql`select shipyard_id as id, count(*)::int as n from yachts where type_id = 0 group by 1`,
    );
    expect(
      res.body.shipyards.map((s: { id: number; count: number }) => [s.id, s.count]).sort((a: number[], b: number[]) => a[0]! - b[0]!),
    ).toEqual(byShipyard.map((s) => [s.id, s.n]).sort((a, b) => a[0]! - b[0]!));
    for (const s of res.body.shipyards) expect(s.models.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(s.count);
    // The manufacturer facet lists the shipyards by name, and each one's models by name.
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const all = await get(app, '/api/yacht-list', {});
    expect(all.body.shipyards.length).toBeGreaterThan(3);
    expect(all.body.shipyards).toEqual([...all.body.shipyards].sort(byName));
    for (const s of all.body.shipyards) expect(s.models).toEqual([...s.models].sort(byName));
    const byBase = await selectRows<{ id: number; n: number }>(
      db(),
      sql`select base_id as id, count(*)::int as n from yachts where type_id = 0 and shipyard_id = 1 group by 1`,
    );
    expect(
      res.body.bases.map((b: { id: number; count: number }) => [b.id, b.count]).sort((a: number[], b: number[]) => a[0]! - b[0]!),
    ).toEqual(byBase.map((b) => [b.id, b.n]).sort((a, b) => a[0]! - b[0]!));
    const sails = await selectRows<{ name: string; n: number }>(
      db(),
      sql`select main_sail_type as name, count(*)::int as n from yachts where type_id = 0 and shipyard_id = 1 and main_sail_type is not null group by 1 order by 1`,
    );
    // Issue 30 item 10: each with its name in the request's language (English here) beside the filter's value.
    expect(res.body.main_sail_types).toEqual(sails.map((s) => ({ name: s.name, label: SAIL_TYPE_NAMES[s.name]!.en, count: s.n })));
    const plain = await get(app, '/api/yacht-list', { type: '0', shipyard_ids: '1' });
    expect(plain.body.bases.every((b: { count: number | null }) => b.count === null)).toBe(true);
  });
});

describe('yacht list with dates (C4, C6)', () => {
  it('C6 a date search lists exactly the boats free and priced for every day, each with the price of those days', async () => {
    const expected = await freeAndPriced(db(), WEEK.date_start, WEEK.date_end);
    expect(expected.size).toBeGreaterThan(10);
    const all = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from yachts`);
    expect(expected.size).toBeLessThan(all[0]!.n);
    const listed = await allListIds(app, '/api/yacht-list', WEEK);
    expect(listed).toEqual([...expected.keys()].sort((a, b) => a - b));
    const res = await get(app, '/api/yacht-list', { ...WEEK, per_page: '50' });
    for (const card of cards(res.body)) {
      expect(card.quote!.list_price).toBe(expected.get(card.id));
      expect(card.quote).toEqual(await quoteYacht(db(), card.id, WEEK.date_start, WEEK.date_end, TODAY));
    }
    expect(res.body.data[0].quote).toMatchObject({ ...WEEK, days: 8, nights: 7, currency: 'EUR' });
  });

  it('C6 a boat booked over part of the range is left out; a charter ending on the check-in day is not in the way', async () => {
    const free = [...(await freeAndPriced(db(), WEEK.date_start, WEEK.date_end)).keys()];
    const blocked = free[0]!;
    // The back-to-back charter takes the week before, so that boat must be free then too.
    const freeWeekBefore = await freeAndPriced(db(), addDays(WEEK.date_start, -7), WEEK.date_end);
    const backToBack = free.find((id) => id !== blocked && freeWeekBefore.has(id))!;
    await db()
      .insert(bookings)
      .values([
        {
          reference: 'TEST-C6-1',
          yachtId: blocked,
          period: `[${addDays(WEEK.date_start, 5)},${addDays(WEEK.date_start, 9)})`,
          status: 'option',
          product: 'bareboat',
          people: 2,
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          phone: '+385 1 234 567',
          language: 'en',
          quote: {},
          total: 1,
        },
        {
          reference: 'TEST-C6-2',
          yachtId: backToBack,
          period: `[${addDays(WEEK.date_start, -7)},${WEEK.date_start})`,
          status: 'reserved',
          product: 'bareboat',
          people: 2,
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          phone: '+385 1 234 567',
          language: 'en',
          quote: {},
          total: 1,
        },
      ]);
    // Written behind the API's back: the search waits until the catalog has heard of it (NOTIFY).
    await catalog.settle();
    const listed = await allListIds(app, '/api/yacht-list', WEEK);
    expect(listed).not.toContain(blocked);
    expect(listed).toContain(backToBack);
    expect(listed.length).toBe(free.length - 1);
  });

  it('C6 an offer covering the dates discounts the boat price, rounded half up', async () => {
    const [offer] = await selectRows<{ yacht_id: number; slug: string; discount_percent: number; start: string }>(
      db(),
      sql`select o.yacht_id, o.slug, o.discount_percent, lower(o.period) as start from offers o
          where lower(o.period) >= ${TODAY}::date and upper(o.period) - lower(o.period) >= 7
            and not exists (select 1 from bookings b where b.yacht_id = o.yacht_id and b.status <> 'cancelled'
                            and b.period && daterange(lower(o.period), lower(o.period) + 7))
            and not exists (select 1 from offers o2 where o2.yacht_id = o.yacht_id and o2.id <> o.id and o2.discount_percent >= o.discount_percent
                            and o2.period @> daterange(lower(o.period), lower(o.period) + 7))
          order by o.id limit 1`,
    );
    expect(offer).toBeDefined();
    const dates = { date_start: offer!.start, date_end: addDays(offer!.start, 7) };
    const listPrice = (await freeAndPriced(db(), dates.date_start, dates.date_end)).get(offer!.yacht_id);
    expect(listPrice).toBeDefined();
    const res = await get(app, '/api/yacht-list', { ...dates, per_page: '50', order_by: 'price_asc' });
    const pages = await Promise.all(
      Array.from({ length: res.body.last_page }, (_, i) => get(app, '/api/yacht-list', { ...dates, per_page: '50', page: String(i + 1) })),
    );
    const card = pages.flatMap((p) => cards(p.body)).find((c) => c.id === offer!.yacht_id)!;
    expect(card.quote).toMatchObject({
      list_price: listPrice,
      discount_percent: offer!.discount_percent,
      offer_slug: offer!.slug,
      price: discountedPrice(listPrice!, offer!.discount_percent),
    });
    expect(card.quote!.price).toBe(Math.round((listPrice! * (100 - offer!.discount_percent)) / 100));
  });

  it('C6 with dates, price filters, price limits and price sorting use the quote total', async () => {
    const first = await get(app, '/api/yacht-list', { ...WEEK, per_page: '50', order_by: 'price_asc' });
    const pages = await Promise.all(
      Array.from({ length: first.body.last_page }, (_, i) =>
        get(app, '/api/yacht-list', { ...WEEK, per_page: '50', order_by: 'price_asc', page: String(i + 1) }),
      ),
    );
    const totals = pages.flatMap((p) => cards(p.body)).map((c) => c.quote!.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(first.body.limits.price).toEqual({ min: totals[0], max: totals[totals.length - 1] });
    const middle = totals[Math.floor(totals.length / 2)]!;
    const cheap = await get(app, '/api/yacht-list', { ...WEEK, per_page: '50', price: `-${middle}` });
    expect(cheap.body.total).toBe(totals.filter((t) => t <= middle).length);
    for (const c of cards(cheap.body)) expect(c.quote!.total).toBeLessThanOrEqual(middle);
    // limits.price ignores the price filter itself (the other filters only).
    expect(cheap.body.limits.price).toEqual(first.body.limits.price);
  });

  it('C4 a range whose end is before its start is a one-day charter on the start day', async () => {
    const reversed = { dateRange: `${WEEK.date_end} - ${WEEK.date_start}` };
    const res = await get(app, '/api/yacht-list', reversed);
    expect(res.status).toBe(200);
    expect(res.body.data[0].quote).toMatchObject({
      date_start: WEEK.date_end,
      date_end: WEEK.date_end,
      days: 1,
      nights: 0,
      charged_days: 1,
    });
    const expected = await freeAndPriced(db(), WEEK.date_end, addDays(WEEK.date_end, 1));
    expect(res.body.total).toBe(expected.size);
    expect(res.body.next_page_url).toContain(`date_start=${WEEK.date_end}&date_end=${WEEK.date_end}`);
  });

  it('C6 dates in the past find nothing (no charter starts before today)', async () => {
    const res = await get(app, '/api/yacht-list', { date_start: addDays(TODAY, -14), date_end: addDays(TODAY, -7) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 0, data: [], last_page: 1 });
  });
});

describe('flexible dates (C13)', () => {
  it('C13 lists the boats that can start on some day of the window, each with its cheapest start days', async () => {
    const window = { window_start: '2026-09-01', window_end: '2026-09-14', nights: '7' };
    const starts = Array.from({ length: 14 }, (_, i) => addDays(window.window_start, i));
    const startable = new Set<number>();
    for (const start of starts) for (const id of (await freeAndPriced(db(), start, addDays(start, 7))).keys()) startable.add(id);
    const res = await get(app, '/api/yacht-list-flexible', { ...window, per_page: '50' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(startable.size);
    expect(res.body.window).toEqual({ window_start: '2026-09-01', window_end: '2026-09-14', nights: 7 });
    for (const card of res.body.data as (Card & { start_days: { date_start: string; date_end: string; total: number }[] })[]) {
      expect(startable.has(card.id)).toBe(true);
      expect(card.start_days.length).toBeGreaterThan(0);
      expect(card.start_days.length).toBeLessThanOrEqual(3);
      for (const day of card.start_days) {
        expect(day.date_start >= window.window_start && day.date_start <= window.window_end).toBe(true);
        expect(day.date_end).toBe(addDays(day.date_start, 7));
        expect((await quoteYacht(db(), card.id, day.date_start, day.date_end, TODAY))?.total).toBe(day.total);
      }
      const totals = card.start_days.map((d) => d.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
  });

  it('C13 the window is at most 60 days and nights 3 to 21 (400 otherwise)', async () => {
    const long = await get(app, '/api/yacht-list-flexible', { window_start: '2026-07-01', window_end: '2026-09-30' });
    expect(long.status).toBe(400);
    expect(long.body.errors.window_end).toBeDefined();
    expect((await get(app, '/api/yacht-list-flexible', { nights: '30' })).status).toBe(400);
    expect((await get(app, '/api/yacht-list-flexible', { nights: 'seven' })).status).toBe(400);
  });
});
