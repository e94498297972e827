import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { selectRows } from '../../server/db/client';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { freeAndPriced, get } from './catalog-helpers';

// The catalog reads besides the list (A3, A6, A7, C7, C8), and bad input on every catalog call (A5).

const TODAY = '2026-06-01';
const WEEK = { date_start: '2026-07-04', date_end: '2026-07-11' };
let app: Express;
let database: DatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 80, today: TODAY });
  ({ app } = await testApp({}, { database, now: () => new Date(`${TODAY}T10:00:00Z`) }));
}, 120_000);
afterAll(() => database.close());

/** A boat with at least one live booking ahead and one review. */
async function busyBoat() {
  const [boat] = await selectRows<{ id: number; slug: string; start: string; end: string }>(
    db(),
    sql`select y.id, y.slug, lower(b.period) as start, upper(b.period) as end from yachts y
        join bookings b on b.yacht_id = y.id and b.status <> 'cancelled' and lower(b.period) > ${TODAY}::date
        where y.reviews_count > 0 order by y.id, lower(b.period) limit 1`,
  );
  return boat!;
}

describe('reference lists (A3, A6)', () => {
  it('A3 /countries lists every country with its name in the locale and its number of boats', async () => {
    const expected = await selectRows<{ id: number; code: string; name: string; yachts: number }>(
      db(),
      sql`select c.id, c.code, coalesce(c.name->>'de', c.name->>'en') as name,
            (select count(*)::int from yachts y join bases b on b.id = y.base_id where b.country_id = c.id) as yachts
          from countries c`,
    );
    const res = await get(app, '/api/countries', { locale: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(expected.length);
    for (const country of expected) expect(res.body).toContainEqual(expect.objectContaining(country));
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(
      [...res.body.map((c: { name: string }) => c.name)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(res.body.find((c: { code: string }) => c.code === 'HR').slug).toBe('croatia');
  });

  it('A3 /destinations/{locale} answers data with country, bases and boat counts; an unknown locale is a 404', async () => {
    const res = await get(app, '/api/destinations/fr');
    expect(res.status).toBe(200);
    const counts = await selectRows<{ id: number; n: number }>(
      db(),
      sql`select d.id, count(y.id)::int as n from destinations d left join bases b on b.destination_id = d.id
          left join yachts y on y.base_id = b.id group by d.id`,
    );
    expect(res.body.data.length).toBe(counts.length);
    for (const { id, n } of counts) {
      const destination = res.body.data.find((d: { id: number }) => d.id === id);
      expect(destination.yachts).toBe(n);
      expect(destination.bases.reduce((sum: number, b: { yachts: number }) => sum + b.yachts, 0)).toBe(n);
      expect(destination.country).toEqual({ code: expect.any(String), slug: expect.any(String), name: expect.any(String) });
    }
    const [named] = await selectRows<{ id: number; name: string }>(
      db(),
      sql`select id, coalesce(name->>'fr', name->>'en') as name from destinations limit 1`,
    );
    expect(res.body.data.find((d: { id: number }) => d.id === named!.id).name).toBe(named!.name);
    const unknown = await get(app, '/api/destinations/xx');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it('A3 /equipments lists id and name per locale', async () => {
    const expected = await selectRows<{ id: number; name: string }>(
      db(),
      sql`select id, coalesce(name->>'it', name->>'en') as name from equipment order by id`,
    );
    const res = await get(app, '/api/equipments', { locale: 'it' });
    expect(res.body).toEqual(expected);
    expect((await get(app, '/api/equipments')).body.find((e: { id: number }) => e.id === 1)).toEqual({ id: 1, name: 'Autopilot' });
  });

  it('A6 yacht types come with ids 0,1,2,4,7,6,3,8,5,9,10,11,13 first, then the rest by id, names capitalised', async () => {
    const rows = await selectRows<{ id: number; name: string }>(db(), sql`select id, name->>'en' as name from yacht_types`);
    const res = await get(app, '/api/yachts-types/en');
    const order = [0, 1, 2, 4, 7, 6, 3, 8, 5, 9, 10, 11, 13];
    const present = rows.map((r) => r.id);
    const expectedOrder = [
      ...order.filter((id) => present.includes(id)),
      ...present.filter((id) => !order.includes(id)).sort((a, b) => a - b),
    ];
    expect(res.body.map((t: { id: number }) => t.id)).toEqual(expectedOrder);
    for (const type of res.body) {
      const source = rows.find((r) => r.id === type.id)!.name;
      expect(type.name.toLowerCase()).toBe(source.toLowerCase());
      for (const word of type.name.split(/[\s-]+/)) expect(word.charAt(0)).toBe(word.charAt(0).toUpperCase());
    }
  });
});

describe('the boat page (C7, C8, §8)', () => {
  it('C7 /yacht/{slug} answers the card, the details, equipment, extras, images, reviews, offers and similar boats', async () => {
    const boat = await busyBoat();
    const res = await get(app, `/api/yacht/${boat.slug}`, { locale: 'en' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    const [row] = await selectRows<{ equipment_ids: number[]; images: string[]; type_id: number; destination_id: number; reviews: number }>(
      db(),
      sql`select y.equipment_ids, y.images, y.type_id, b.destination_id, (select count(*)::int from reviews r where r.yacht_id = y.id) as reviews
          from yachts y join bases b on b.id = y.base_id where y.id = ${boat.id}`,
    );
    expect(data).toMatchObject({ id: boat.id, slug: boat.slug, images_count: row!.images.length });
    expect(data.equipment.map((e: { id: number }) => e.id)).toEqual([...new Set(row!.equipment_ids)].sort((a, b) => a - b));
    expect(data.images.length).toBe(row!.images.length);
    expect(data.images[0]).toEqual(data.mainImageUrls);
    expect(data.reviews.length).toBe(Math.min(50, row!.reviews));
    const extras = await selectRows<{ id: number; price: number; unit: string }>(
      db(),
      sql`select id, price, unit from extras where yacht_id = ${boat.id}`,
    );
    expect(data.extras.length).toBe(extras.length);
    for (const extra of data.extras) {
      const factor = extra.unit === 'per_day' || extra.unit === 'per_night' ? 7 : 1;
      expect(extra.per_week_price).toBe(extra.price * factor);
    }
    for (const similar of data.similar) {
      expect(similar.id).not.toBe(boat.id);
      expect(similar.type.id).toBe(row!.type_id);
    }
    const sameDestination = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from yachts y join bases b on b.id = y.base_id
          where y.type_id = ${row!.type_id} and b.destination_id = ${row!.destination_id} and y.id <> ${boat.id}`,
    );
    expect(data.similar.length).toBe(Math.min(4, sameDestination[0]!.n));
    // Closest in length first (as stored, in real arithmetic), then by id.
    const closest = await selectRows<{ id: number }>(
      db(),
      sql`select y.id from yachts y join bases b on b.id = y.base_id, yachts me
          where me.id = ${boat.id} and y.type_id = me.type_id and b.destination_id = ${row!.destination_id} and y.id <> me.id
          order by abs(y.length_m - me.length_m), y.id limit 4`,
    );
    expect(data.similar.map((s: { id: number }) => s.id)).toEqual(closest.map((r) => r.id));
    for (const key of ['description', 'draught_m', 'engine', 'deposit', 'check_in_day', 'check_in_time', 'check_out_time', 'offers'])
      expect(data).toHaveProperty(key);
  });

  it('R8 an unknown boat is a 404 "The boat was not found"', async () => {
    for (const slug of ['no-such-boat', 'UPPER', 'x'.repeat(300)]) {
      const res = await get(app, `/api/yacht/${slug}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await get(app, '/api/yacht/no-such-boat')).body).toEqual({ message: 'The boat was not found' });
  });
});

describe('prices, availability and quotes (A6, C6)', () => {
  it('A6 period prices come sorted by day ascending, each with its price per day and per week', async () => {
    const boat = await busyBoat();
    const expected = await selectRows<{ day: string; date_to: string; price_per_day: number }>(
      db(),
      sql`select lower(period) as day, upper(period) - 1 as date_to, price_per_day from yacht_prices
          where yacht_id = ${boat.id} and upper(period) > ${TODAY}::date order by lower(period)`,
    );
    const res = await get(app, `/api/yacht-period-prices/${boat.id}`);
    expect(res.body.data).toEqual(expected.map((p) => ({ ...p, price_per_week: p.price_per_day * 7 })));
    const days = res.body.data.map((p: { day: string }) => p.day);
    expect(days).toEqual([...days].sort());
  });

  it('A6 daily prices answer { success, data } day by day; an unknown boat is a 404', async () => {
    const boat = await busyBoat();
    const from = addDays(boat.start, -2);
    const to = addDays(boat.end, 1);
    const res = await get(app, `/api/yacht-daily-prices/${boat.id}`, { from, to });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBe(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1);
    for (const day of res.body.data) {
      const [expected] = await selectRows<{ price: number | null; booked: boolean }>(
        db(),
        sql`select (select price_per_day from yacht_prices where yacht_id = ${boat.id} and period @> ${day.day}::date) as price,
                   exists (select 1 from bookings where yacht_id = ${boat.id} and status <> 'cancelled' and period @> ${day.day}::date) as booked`,
      );
      expect(day.price).toBe(expected!.price);
      expect(day.available).toBe(expected!.price !== null && !expected!.booked);
    }
    expect(res.body.data.find((d: { day: string }) => d.day === boat.start).available).toBe(false);
    const byDefault = await get(app, `/api/yacht-daily-prices/${boat.id}`);
    expect(byDefault.body.data[0].day).toBe(TODAY);
    expect(byDefault.body.data.length).toBe(90);
    expect((await get(app, '/api/yacht-daily-prices/999999')).status).toBe(404);
    expect((await get(app, `/api/yacht-daily-prices/${boat.id}`, { from: TODAY, to: addDays(TODAY, 400) })).status).toBe(400);
  });

  it('C6 /yacht-availability lists the live bookings of the window, check-out day exclusive', async () => {
    const boat = await busyBoat();
    const expected = await selectRows<{ date_start: string; date_end: string }>(
      db(),
      sql`select lower(period) as date_start, upper(period) as date_end from bookings
          where yacht_id = ${boat.id} and status <> 'cancelled' and upper(period) > ${TODAY}::date
            and lower(period) <= ${addDays(TODAY, 364)}::date order by lower(period)`,
    );
    const res = await get(app, `/api/yacht-availability/${boat.id}`);
    expect(res.body.data).toEqual(expected);
    expect(res.body.data).toContainEqual({ date_start: boat.start, date_end: boat.end });
  });

  it('C6 /yacht-quote prices free dates; booked days are an answer (available: false), not an error to retry; 404 for an unknown boat', async () => {
    const free = await freeAndPriced(db(), WEEK.date_start, WEEK.date_end);
    const [freeId, listPrice] = [...free.entries()][0]!;
    const res = await get(app, `/api/yacht-quote/${freeId}`, WEEK);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: true, data: { ...WEEK, list_price: listPrice, nights: 7 } });
    const boat = await busyBoat();
    const booked = await get(app, `/api/yacht-quote/${boat.id}`, { date_start: boat.start, date_end: boat.end });
    expect(booked.status).toBe(200);
    expect(booked.body).toEqual({ available: false, data: null, message: 'The boat is not available for these dates' });
    // The check-out day is free for the next check-in: a boat whose booking ends the day before a free, priced day.
    const candidates = await selectRows<{ id: number; end: string }>(
      db(),
      sql`select b.yacht_id as id, upper(b.period) as end from bookings b
          where b.status <> 'cancelled' and lower(b.period) > ${TODAY}::date order by b.yacht_id, lower(b.period) limit 50`,
    );
    const windows = await Promise.all(candidates.map(async (c) => ({ ...c, free: await freeAndPriced(db(), c.end, addDays(c.end, 1)) })));
    const next = windows.find((w) => w.free.has(w.id))!;
    expect(next).toBeDefined();
    const nextRes = await get(app, `/api/yacht-quote/${next.id}`, { date_start: next.end, date_end: addDays(next.end, 1) });
    expect(nextRes.body).toMatchObject({ available: true, data: { date_start: next.end, list_price: next.free.get(next.id) } });
    expect((await get(app, '/api/yacht-quote/999999', WEEK)).status).toBe(404);
    const missing = await get(app, `/api/yacht-quote/${freeId}`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.date_start).toBeDefined();
  });
});

describe('name search (A7)', () => {
  it('A7 fewer than 3 characters find nothing; the default limit is 5 and the cap 20', async () => {
    expect((await get(app, '/api/find_by_name', { name: 'ba' })).body).toEqual({ data: [] });
    expect((await get(app, '/api/find_by_name', { name: '  a ' })).body).toEqual({ data: [] });
    const [common] = await selectRows<{ word: string; n: number }>(
      db(),
      sql`select lower(substr(s.name, 1, 4)) as word, count(*)::int as n from yachts y join shipyards s on s.id = y.shipyard_id group by 1 order by 2 desc limit 1`,
    );
    expect(common!.n).toBeGreaterThan(5);
    expect((await get(app, '/api/find_by_name', { name: common!.word })).body.data.length).toBe(5);
    expect((await get(app, '/api/find_by_name', { name: common!.word, limit: '500' })).body.data.length).toBe(Math.min(20, common!.n));
    expect((await get(app, '/api/find_by_name', { name: common!.word, limit: '0' })).status).toBe(400);
  });

  it('A7 matches boat, model or shipyard-and-model names, case-insensitive, with LIKE wildcards taken literally', async () => {
    const [boat] = await selectRows<{ name: string; model: string; shipyard: string }>(
      db(),
      sql`select y.name, m.name as model, s.name as shipyard from yachts y join models m on m.id = y.model_id join shipyards s on s.id = y.shipyard_id order by y.id limit 1`,
    );
    const byName = await get(app, '/api/find_by_name', { name: boat!.name.toUpperCase(), limit: '20' });
    expect(byName.body.data.map((y: { name: string }) => y.name)).toContain(boat!.name);
    for (const y of byName.body.data) {
      const haystack = `${y.name} ${y.model} ${y.shipyard} ${y.model}`.toLowerCase();
      expect(haystack).toContain(boat!.name.toLowerCase());
    }
    const full = `${boat!.shipyard} ${boat!.model}`;
    const byModel = await get(app, '/api/find_by_name', { name: full.toLowerCase(), limit: '20' });
    expect(byModel.body.data.length).toBeGreaterThan(0);
    for (const y of byModel.body.data) expect(`${y.shipyard} ${y.model}`.toLowerCase()).toContain(full.toLowerCase());
    expect(Object.keys(byModel.body.data[0]).sort()).toEqual([
      'base_name',
      'id',
      'mainImageUrls',
      'model',
      'name',
      'shipyard',
      'slug',
      'type_slug',
    ]);
    for (const wildcard of ['%%%', '___', '\\\\\\', '%a%']) {
      expect((await get(app, '/api/find_by_name', { name: wildcard })).body).toEqual({ data: [] });
    }
  });
});

describe('bad input on catalog calls (A5)', () => {
  const bad: [string, Record<string, string | string[]>][] = [
    ['/api/yacht-list', { page: '-1' }],
    ['/api/yacht-list', { page: 'abc' }],
    ['/api/yacht-list', { page: ['1', '2'] }],
    ['/api/yacht-list', { per_page: '1000' }],
    ['/api/yacht-list', { locale: 'xx' }],
    ['/api/yacht-list', { destinations: 'x'.repeat(5000) }],
    ['/api/yacht-list', { date_start: '2026-02-30' }],
    ['/api/yacht-list', { dateRange: 'yesterday - tomorrow' }],
    ['/api/yacht-list', { date_start: '2026-01-01', date_end: '2027-06-01' }],
    ['/api/yacht-list', { cabins: 'lots' }],
    ['/api/yacht-list', { manufacturer: '3[4' }],
    ['/api/yacht-list', { order_by: 'name_desc' }],
    ['/api/yacht-list', { product: 'submarine' }],
    ['/api/yacht-list-all', { page: '0' }],
    ['/api/countries', { locale: 'klingon' }],
    ['/api/equipments', { locale: ['en', 'de'] }],
    ['/api/find_by_name', { name: 'x'.repeat(101) }],
    ['/api/find_by_name', { name: ['abc', 'def'] }],
    ['/api/find_by_name', { name: 'abc', limit: 'five' }],
    ['/api/yacht-daily-prices/1', { from: 'today' }],
    ['/api/yacht-availability/1', { to: '2026-13-45' }],
    ['/api/yacht-quote/1', { date_start: '2026-07-04', date_end: 'soon' }],
    ['/api/yacht/some-boat', { locale: 'zz' }],
  ];

  it('A5 wrong types, arrays, huge strings, negative pages, unknown locales and date nonsense get a 400 JSON answer', async () => {
    for (const [path, query] of bad) {
      const res = await get(app, path, query);
      expect(res.status, `${path} ${JSON.stringify(query).slice(0, 80)}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.message).toBe('Invalid query parameters');
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
  });

  it('A5 malformed path parameters are a 404, never a 500', async () => {
    for (const path of [
      '/api/yacht-period-prices/abc',
      '/api/yacht-daily-prices/-1',
      '/api/yacht-quote/0',
      '/api/yacht-availability/1e3',
      '/api/yachts-types/xx',
      '/api/yacht/%E2%82',
    ]) {
      const res = await get(app, path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
