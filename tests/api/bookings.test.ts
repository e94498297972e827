import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { selectRows } from '../../server/db/client';
import { quoteYacht } from '../../server/catalog/quote';
import type { DatabaseHandle } from '../../server/db/client';
import { bookings, extras } from '../../server/db/schema';
import { isExclusionViolation } from '../../server/bookings/database-errors';
import { PRODUCTS } from '../../src/contract/booking-constants';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, userWithToken, type FreeWeek } from './bookings-fixtures';

// B4 (data side), B1/B2 (create and confirm): bookings against the seeded demo fleet.

const TODAY = '2026-06-01';
const now = new Date(`${TODAY}T09:30:00Z`);
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 60, today: TODAY });
  ({ app } = await testApp({}, { database, now: () => now, mailer: { send: async () => {} } }));
  weeks = await freeWeeks(database.db, TODAY);
  expect(weeks.length).toBeGreaterThan(10);
}, 120_000);
afterAll(() => database.close());

let nextWeek = 0;
/** A boat with a free, priced fortnight no other test uses. */
const takeWeek = () => weeks[nextWeek++]!;

const book = (body: unknown, headers: Record<string, string> = site) =>
  request(app)
    .post('/api/bookings')
    .set(headers)
    .send(body as object);

describe('POST /api/bookings (B1, B4)', () => {
  it('B4 a guest booking is stored as an option at the price quoteYacht gives, list price = the days × the season price', async () => {
    const week = takeWeek();
    const body = bookingBody(week);
    const expected = await quoteYacht(database.db, week.yachtId, body.date_start, body.date_end, TODAY, 'fr');
    expect(expected).not.toBeNull();
    expect(expected!.list_price).toBe(7 * week.pricePerDay);

    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const data = res.body.data;
    expect(data.reference).toMatch(/^BW-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(data).toMatchObject({
      status: 'option',
      date_start: body.date_start,
      date_end: body.date_end,
      people: body.people,
      product: body.product,
      email: body.email,
      yacht: { slug: week.slug },
    });
    expect(data.quote).toEqual({ ...expected, optional_extras: [], optional_extras_total: 0 });
    expect(data.total).toBe(expected!.total);
    expect(data.yacht.mainImageUrls['800']).toMatch(/-800\.webp$/);

    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, data.reference));
    expect(row).toMatchObject({
      yachtId: week.yachtId,
      userId: null,
      status: 'option',
      total: expected!.total,
      period: `[${body.date_start},${body.date_end})`,
    });
    // The days are now taken: the boat's booked days list them, and a quote for them says so.
    const booked = await request(app)
      .get(`/api/yacht-availability/${week.yachtId}`)
      .query({ from: body.date_start, to: body.date_end })
      .set(site);
    expect(booked.body.data).toContainEqual({ date_start: body.date_start, date_end: body.date_end });
    const quote = await request(app)
      .get(`/api/yacht-quote/${week.yachtId}`)
      .query({ date_start: body.date_start, date_end: body.date_end })
      .set(site);
    expect(quote.body).toMatchObject({ available: false, data: null });
  });

  it('B1 chosen optional extras are priced per unit and added to the total', async () => {
    const candidates = weeks.slice(nextWeek);
    let week: FreeWeek | undefined;
    let optional: (typeof extras.$inferSelect)[] = [];
    for (const w of candidates) {
      optional = await database.db
        .select()
        .from(extras)
        .where(and(eq(extras.yachtId, w.yachtId), eq(extras.obligatory, false)));
      if (optional.length >= 2) {
        week = w;
        break;
      }
    }
    expect(week).toBeDefined();
    weeks.splice(weeks.indexOf(week!), 1);
    const chosen = optional.slice(0, 2);
    const body = bookingBody(week!, { optional_extras: chosen.map((e) => e.id) });
    const expected = (await quoteYacht(database.db, week!.yachtId, body.date_start, body.date_end, TODAY))!;
    // 7 nights: per day and per night ×7, per week ×1, per booking ×1, per person × the crew.
    const times = { per_day: 7, per_night: 7, per_week: 1, per_booking: 1, per_person: body.people };
    const extrasTotal = chosen.reduce((sum, e) => sum + e.price * times[e.unit], 0);

    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.body.data.quote.optional_extras.map((e: { id: number; total: number }) => [e.id, e.total])).toEqual(
      chosen.map((e) => [e.id, e.price * times[e.unit]]),
    );
    expect(res.body.data.quote.optional_extras_total).toBe(extrasTotal);
    expect(res.body.data.total).toBe(expected.total + extrasTotal);
  });

  it('B4 dates already booked, or not priced, answer 409 with the clear message', async () => {
    const [booked] = await selectRows<{ slug: string; products: string[]; start: string; end: string }>(
      database.db,
      sql`
      select y.slug, y.products, lower(b.period) as start, upper(b.period) as "end"
      from bookings b join yachts y on y.id = b.yacht_id
      where b.status <> 'cancelled' and lower(b.period) > ${TODAY}::date order by b.id limit 1`,
    );
    const res = await book({
      ...bookingBody(takeWeek()),
      yacht_slug: booked!.slug,
      product: booked!.products[0],
      people: 1,
      date_start: addDays(booked!.start, 2),
      date_end: addDays(booked!.end, 2),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'The boat is not available for these dates', code: 'unavailable' });

    // Five years ahead no season has prices yet.
    const week = takeWeek();
    const unpriced = await book(
      bookingBody(week, { date_start: addDays(week.start, 5 * 364), date_end: addDays(week.start, 5 * 364 + 7) }),
    );
    expect(unpriced.status).toBe(409);
    expect(unpriced.body.message).toBe('The boat is not available for these dates');
  });

  it('B4 back-to-back charters (one check-out is the next check-in) both succeed', async () => {
    const week = takeWeek();
    const first = await book(bookingBody(week));
    const second = await book(
      bookingBody(week, { date_start: addDays(week.start, 7), date_end: addDays(week.start, 14), email: 'next@example.com' }),
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    // …and a charter one day into the first one is refused.
    const overlapping = await book(bookingBody(week, { date_start: addDays(week.start, 6), date_end: addDays(week.start, 13) }));
    expect(overlapping.status).toBe(409);
  });

  it('B4 the database itself refuses an overlapping live booking (23P01 seen through the driver wrapping); a cancelled one does not block', async () => {
    const week = takeWeek();
    const res = await book(bookingBody(week));
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, res.body.data.reference));
    const { id: _id, reference: _ref, createdAt: _c, accessToken: _t, accessKey: _k, ...copy } = row!;
    const insert = (status: 'option' | 'cancelled', reference: string) =>
      database.db.insert(bookings).values({ ...copy, status, reference, period: `[${addDays(week.start, 3)},${addDays(week.start, 10)})` });
    const error = await insert('option', 'BW-TESTOVL1').then(
      () => null,
      (err: unknown) => err,
    );
    expect(isExclusionViolation(error)).toBe(true);
    await expect(insert('cancelled', 'BW-TESTOVL2')).resolves.toBeDefined();
  });

  it('A5 product, people, extras and dates are checked against the boat: 422 per field', async () => {
    const week = takeWeek();
    const storedBefore = (await database.db.select().from(bookings).where(eq(bookings.yachtId, week.yachtId))).length;
    const missingProduct = PRODUCTS.find((p) => !week.products.includes(p));
    const res = await book(
      bookingBody(week, {
        people: week.maxPeople + 1,
        optional_extras: [2_000_000_000],
        ...(missingProduct ? { product: missingProduct } : {}),
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([...(missingProduct ? ['product'] : []), 'optional_extras', 'people'].sort());
    expect(res.body.errors.people[0]).toContain(String(week.maxPeople));

    const past = await book(bookingBody(week, { date_start: addDays(TODAY, -7), date_end: TODAY }));
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors)).toEqual(['date_start']);

    const shapes = await book({
      ...bookingBody(week),
      yacht_slug: 'Not A Slug',
      date_start: '2026-02-30',
      product: 'jetski',
      people: 0,
      terms_accepted: false,
      email: 'nope',
      language: 'xx',
    });
    expect(shapes.status).toBe(422);
    expect(Object.keys(shapes.body.errors).sort()).toEqual([
      'date_start',
      'email',
      'language',
      'people',
      'product',
      'terms_accepted',
      'yacht_slug',
    ]);

    const reversed = await book(bookingBody(week, { date_end: week.start }));
    expect(Object.keys(reversed.body.errors)).toEqual(['date_end']);
    const tooLong = await book(bookingBody(week, { date_end: addDays(week.start, 61) }));
    expect(Object.keys(tooLong.body.errors)).toEqual(['date_end']);
    const unknownBoat = await book(bookingBody(week, { yacht_slug: 'no-such-boat' }));
    expect(unknownBoat.status).toBe(422);
    expect(Object.keys(unknownBoat.body.errors)).toEqual(['yacht_slug']);
    // Nothing of this was stored.
    expect((await database.db.select().from(bookings).where(eq(bookings.yachtId, week.yachtId))).length).toBe(storedBefore);
  });

  it('A5 huge strings are 413 or 422, wrong content type 415, and never 500', async () => {
    const week = takeWeek();
    expect((await book(bookingBody(week, { first_name: 'x'.repeat(100_000) }))).status).toBe(413);
    expect((await book(bookingBody(week, { first_name: 'x'.repeat(5_000) }))).status).toBe(422);
    expect((await request(app).post('/api/bookings').set(site).type('form').send({ yacht_slug: week.slug })).status).toBe(415);
    expect((await book(bookingBody(week, { optional_extras: 'all', people: '4' }))).status).toBe(422);
  });

  it('A5 random bodies, and valid bodies with random fields, never get a 5xx', async () => {
    const week = takeWeek();
    const valid = bookingBody(week, { date_start: addDays(week.start, 5 * 364), date_end: addDays(week.start, 5 * 364 + 7) });
    const field = fc.constantFrom(...Object.keys(valid));
    const mutated = fc
      .tuple(fc.uniqueArray(field, { minLength: 1, maxLength: 4 }), fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 4, maxLength: 4 }))
      .map(([keys, values]) => ({ ...valid, ...Object.fromEntries(keys.map((k, i) => [k, values[i]])) }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 3 }), mutated), async (body) => {
        const res = await request(app).post('/api/bookings').set(site).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 500 },
    );
  }, 120_000);
});

describe('GET /api/bookings and /api/bookings/{reference}: own bookings only (A2, B4, U6)', () => {
  it('B4 a user reads their own booking and list; another user gets 404 exactly as for an unknown reference', async () => {
    const alice = await userWithToken(database.db, now);
    const bob = await userWithToken(database.db, now);
    const created = await book(bookingBody(takeWeek(), { email: alice.email }), bearer(alice.token));
    expect(created.status).toBe(201);
    const reference: string = created.body.data.reference;
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row!.userId).toBe(alice.id);

    const own = await request(app).get(`/api/bookings/${reference}`).set(bearer(alice.token));
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(created.body.data);
    // References are read case-insensitively.
    expect((await request(app).get(`/api/bookings/${reference.toLowerCase()}`).set(bearer(alice.token))).status).toBe(200);

    const other = await request(app).get(`/api/bookings/${reference}`).set(bearer(bob.token));
    const unknown = await request(app).get('/api/bookings/BW-00000000').set(bearer(bob.token));
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect((await request(app).get('/api/bookings/not-a-reference').set(bearer(bob.token))).status).toBe(404);
    expect((await request(app).get(`/api/bookings/${reference}`).set(site)).status).toBe(401);

    const aliceList = await request(app).get('/api/bookings').set(bearer(alice.token));
    expect(aliceList.body.data.map((b: { reference: string }) => b.reference)).toEqual([reference]);
    const bobList = await request(app).get('/api/bookings').set(bearer(bob.token));
    expect(bobList.body).toEqual({ data: [] });
    expect((await request(app).get('/api/bookings').set(site)).status).toBe(401);
  });
});

describe('POST /api/bookings/{reference}/confirm (B2): option → confirmed by the signed-in owner', () => {
  it('B2 a user confirms their own booking with their token; another user cannot; the site token cannot; a cancelled booking is 409', async () => {
    const carol = await userWithToken(database.db, now);
    const dave = await userWithToken(database.db, now);
    const created = await book(bookingBody(takeWeek()), bearer(carol.token));
    const reference: string = created.body.data.reference;
    const path = `/api/bookings/${reference}/confirm`;
    const accepted = { terms_accepted: true };
    expect((await request(app).post(path).set(bearer(dave.token)).send(accepted)).status).toBe(404);
    expect((await request(app).post(path).set(site).send(accepted)).status).toBe(401);
    const unaccepted = await request(app).post(path).set(bearer(carol.token)).send({});
    expect(unaccepted.status).toBe(422);
    expect(Object.keys(unaccepted.body.errors)).toEqual(['terms_accepted']);
    const ok = await request(app).post(path).set(bearer(carol.token)).send(accepted);
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('reserved');

    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.reference, reference));
    const cancelled = await request(app).post(path).set(bearer(carol.token)).send(accepted);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ message: 'This booking was cancelled', code: 'booking_cancelled' });
  });
});
