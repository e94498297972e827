import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../tests/setup/test-db';
import type { DatabaseHandle } from '../client';
import * as schema from '../schema';
import { generateDemoData } from './demo-data';
import { seedDemoData } from './seed-demo';

// seedDemoData against a real (PGlite, or PostgreSQL in CI) database: the rows of the generator, once.
const TODAY = '2026-11-21';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await testDatabase();
}, 60_000);
afterAll(async () => handle.close());

// Both drivers answer execute() with { rows }.
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (table: string) =>
  ((await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0] as { n: number }).n;

describe('seedDemoData (Q1, B4)', () => {
  it('Q1 seeds the generated rows once; a second run does nothing', async () => {
    const expected = generateDemoData({ yachts: 40, today: TODAY });
    expect(await seedDemoData(handle.db, { yachts: 40, today: TODAY, images: false })).toEqual({ seeded: true, yachts: 40 });
    const tables: [string, unknown[]][] = [
      ['countries', expected.countries],
      ['destinations', expected.destinations],
      ['bases', expected.bases],
      ['yacht_types', expected.yachtTypes],
      ['shipyards', expected.shipyards],
      ['models', expected.models],
      ['equipment', expected.equipment],
      ['yachts', expected.yachts],
      ['yacht_prices', expected.yachtPrices],
      ['extras', expected.extras],
      ['reviews', expected.reviews],
      ['bookings', expected.bookings],
      ['offers', expected.offers],
      ['crew_members', expected.crewMembers],
      ['itineraries', expected.itineraries],
      ['news_articles', expected.newsArticles],
      ['faq_entries', expected.faqEntries],
    ];
    for (const [table, rows] of tables) expect(await count(table), table).toBe(rows.length);

    expect(await seedDemoData(handle.db, { yachts: 40, today: TODAY, images: false })).toEqual({ seeded: false, yachts: 40 });
    expect(await seedDemoData(handle.db, { yachts: 900, images: false })).toEqual({ seeded: false, yachts: 40 });
    for (const [table, rows] of tables) expect(await count(table), table).toBe(rows.length);
    // The fleet's run and the companies' (a step of its own, so older demo databases get companies too).
    expect(await count('seed_runs')).toBe(2);
  }, 60_000);

  it("issue 27/28: every demo base belongs to a company, and every booking names the company of its boat's base", async () => {
    expect(await count('companies')).toBe(6);
    const orphans = await rowsOf<{ n: number }>(sql`select count(*)::int as n from bases where company_id is null`);
    expect(orphans[0]!.n).toBe(0);
    const croatian = await rowsOf<{ slug: string }>(
      sql`select distinct c.slug from bases b join countries k on k.id = b.country_id join companies c on c.id = b.company_id where k.code = 'HR'`,
    );
    expect(croatian).toEqual([{ slug: 'adriatic-blue' }]);
    const mismatched = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from bookings k join yachts y on y.id = k.yacht_id join bases b on b.id = y.base_id
      where k.company_id is distinct from b.company_id`);
    expect(mismatched[0]!.n).toBe(0);
  });

  it("decision 038: a booking inserted without a company gets the company of its boat's base (trigger)", async () => {
    const [boat] = await rowsOf<{ id: number; company_id: number }>(
      sql`select y.id, b.company_id from yachts y join bases b on b.id = y.base_id order by y.id limit 1`,
    );
    const [inserted] = await rowsOf<{ company_id: number }>(sql`
      insert into bookings (reference, yacht_id, period, status, product, people, first_name, last_name, email, phone, language, quote, total)
      values ('BW-TRIGGER1', ${boat!.id}, '[2031-06-07,2031-06-14)', 'cancelled', 'bareboat', 2, 'A', 'B', 'a@example.com', '+385911234567', 'en', '{}', 0)
      returning company_id`);
    expect(inserted!.company_id).toBe(boat!.company_id);
    await handle.db.execute(sql`delete from bookings where reference = 'BW-TRIGGER1'`);
  });

  it('Q1 rows read back as generated: arrays, texts per language, dates and ranges', async () => {
    const expected = generateDemoData({ yachts: 40, today: TODAY });
    const yachts = await handle.db.select().from(schema.yachts).orderBy(schema.yachts.id);
    expect(yachts.map((y) => [y.slug, y.products, y.equipmentIds, y.images, y.mainSailType, y.description.cs])).toEqual(
      expected.yachts.map((y) => [y.slug, y.products, y.equipmentIds, y.images, y.mainSailType, y.description.cs]),
    );
    const [booking] = await handle.db.select().from(schema.bookings).orderBy(schema.bookings.id).limit(1);
    expect(booking?.period).toBe(expected.bookings[0]?.period);
    expect(booking?.quote).toEqual(expected.bookings[0]?.quote);
    const stops = (await handle.db.select().from(schema.itineraries).orderBy(schema.itineraries.id))[0]?.stops;
    expect(stops).toEqual(expected.itineraries[0]?.stops);
  });

  it('B4 the database agrees that no seeded bookings or prices overlap, and new rows get fresh ids', async () => {
    const overlaps = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from bookings a join bookings b
        on a.yacht_id = b.yacht_id and a.id < b.id and a.period && b.period
      where a.status in ('option', 'reserved', 'confirmed', 'paid', 'completed') and b.status in ('option', 'reserved', 'confirmed', 'paid', 'completed')`);
    expect(overlaps[0]?.n).toBe(0);
    // The serial sequences continue after the ids the seed gave.
    const [country] = await handle.db
      .insert(schema.countries)
      .values({ code: 'PT', slug: 'portugal', name: { en: 'Portugal' }, description: { en: 'Atlantic coast' }, lat: 39.5, lng: -8 })
      .returning();
    expect(country?.id).toBe(12);
  });

  it('Q1 a database that already holds yachts but no seed run (a real fleet) is left alone', async () => {
    await handle.db.delete(schema.seedRuns);
    expect(await seedDemoData(handle.db, { yachts: 10, today: TODAY, images: false })).toEqual({ seeded: false, yachts: 40 });
    expect(await count('yachts')).toBe(40);
    expect(await count('seed_runs')).toBe(0);
  });
});

describe('seedDemoData in slices (issue 31: 30,000 boats seeded within minutes)', () => {
  let sliced: DatabaseHandle;
  beforeAll(async () => {
    sliced = await testDatabase();
  }, 60_000);
  afterAll(async () => sliced.close());

  it('Q1 boats written a slice at a time while the next is drawn give the rows of the generator, ids in its order, each booking named for its company', async () => {
    const expected = generateDemoData({ yachts: 23, today: TODAY });
    await seedDemoData(sliced.db, { yachts: 23, today: TODAY, images: false, boatsPerSlice: 5 });
    const read = async <T>(query: ReturnType<typeof sql>) => ((await sliced.db.execute(query)) as unknown as { rows: T[] }).rows;
    const bookings = await read<{ id: number; reference: string; yacht_id: number; company_id: number | null }>(
      sql`select id, reference, yacht_id, company_id from bookings order by id`,
    );
    expect(bookings.map((b) => [b.id, b.reference, b.yacht_id])).toEqual(expected.bookings.map((b, i) => [i + 1, b.reference, b.yachtId]));
    const companies = await read<{ n: number }>(sql`
      select count(*)::int as n from bookings k join yachts y on y.id = k.yacht_id join bases b on b.id = y.base_id
      where k.company_id is distinct from b.company_id or k.company_id is null`);
    expect(companies[0]!.n).toBe(0);
    const payments = await read<{ reference: string; amount: number; received_on: string }>(
      sql`select k.reference, p.amount, p.received_on from booking_payments p join bookings k on k.id = p.booking_id order by p.id`,
    );
    expect(payments.map((p) => [p.reference, p.amount, p.received_on])).toEqual(
      expected.bookingPayments.map((p) => [p.reference, p.amount, p.receivedOn]),
    );
    const prices = await read<{ yacht_id: number }>(sql`select yacht_id from yacht_prices order by id`);
    expect(prices.map((p) => p.yacht_id)).toEqual(expected.yachtPrices.map((p) => p.yachtId));
    // Each boat's booked days are the union of its live bookings (the bookings' insert trigger, slice by slice).
    const misbooked = await read<{ n: number }>(sql`
      select count(*)::int as n from yachts y
      where y.booked <> coalesce((select range_agg(k.period) from bookings k where k.yacht_id = y.id
        and k.status in ('option', 'reserved', 'confirmed', 'paid', 'completed')), '{}')`);
    expect(misbooked[0]!.n).toBe(0);
    // Both steps recorded, so the companies' later pass (for databases seeded before companies) does nothing.
    const runs = await read<{ name: string }>(sql`select name from seed_runs order by name`);
    expect(runs.map((r) => r.name)).toEqual(['demo', 'demo-companies']);
  }, 60_000);
});
