import type { EventEmitter } from 'node:events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { newAccessToken } from '../../server/bookings/access-token';
import { insertOption } from '../../server/bookings/bookings-store';
import { startOptionSweeper } from '../../server/bookings/option-sweeper';
import { newBookingReference } from '../../server/bookings/reference';
import { LIVE_BOOKING_STATUSES } from '../../src/contract/booking-constants';
import { WRITE_ATTEMPTS } from '../../server/bookings/retried-write';
import { selectRows, type Database, type DatabaseHandle } from '../../server/db/client';
import { bookings } from '../../server/db/schema';
import type { BookingQuote } from '../../src/contract/booking-api';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';

// Issue 25, item 3; B4 (the loser of a booking race gets a clear 409, never a 500). PostgreSQL aborts one of
// two transactions that wait for each other with 40P01; a booking write so aborted runs again
// (server/bookings/retried-write.ts) and answers what the retry found: 201, 409 `unavailable`, or 503 with
// Retry-After once the tries are spent. On both engines a trigger raises 40P01 on demand, as PostgreSQL
// does, to prove the API's mapping. On PostgreSQL (TEST_DATABASE_URL) real deadlocks are forced besides:
// a second connection takes locks in the opposite order to the API's write; PGlite has one connection,
// where transactions queue and cannot deadlock.

const TODAY = '2026-06-01';
const now = new Date(`${TODAY}T12:00:00Z`);
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 20, today: TODAY });
  ({ app } = await testApp({ TRUST_PROXY: 'true' }, { database, now: () => now, mailer: { send: async () => {} } }));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(async () => {
  // As in bookings-race.test.ts: the forced drop of the database ends backends the pool still holds.
  if (database.engine === 'postgres') (database.db as unknown as { $client: EventEmitter }).$client.on('error', () => {});
  await database.close();
});

let nextWeek = 0;
const takeWeek = () => weeks[nextWeek++]!;
// Each request from an address of its own: placing options is rate-limited per address.
const placeOption = (body: object) =>
  request(app).post('/api/bookings').set(site).set('X-Forwarded-For', `203.0.113.${++visitor}`).send(body);
const cancel = (token: string) => request(app).post(`/api/booking-access/${token}/cancel`).set(site).send({});
/** The live bookings (options and reservations) of the week's boat in its free fortnight. */
const liveBookingsOf = (week: FreeWeek) =>
  database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.yachtId, week.yachtId),
        inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
        sql`${bookings.period} && daterange(${week.start}::date, ${addDays(week.start, 14)}::date)`,
      ),
    );

describe('a booking write aborted by a deadlock (40P01) runs again (B4, issue 25)', () => {
  // The next `aborts` writes to bookings fail with 40P01, whatever the engine. A sequence counts them: its
  // nextval survives the rollback of the write it aborts.
  async function abortNextWrites(aborts: number) {
    await database.db.execute(sql`create sequence bw_test_aborted`);
    await database.db.execute(
      sql.raw(`
      create function bw_test_deadlock() returns trigger language plpgsql as $$
      begin
        if nextval('bw_test_aborted') <= ${aborts} then
          raise exception 'deadlock detected (raised by the test)' using errcode = '40P01';
        end if;
        return new;
      end $$`),
    );
    await database.db.execute(
      sql`create trigger bw_test_deadlock before insert or update on bookings for each row execute function bw_test_deadlock()`,
    );
  }
  afterEach(async () => {
    await database.db.execute(sql`drop trigger if exists bw_test_deadlock on bookings`);
    await database.db.execute(sql`drop function if exists bw_test_deadlock()`);
    await database.db.execute(sql`drop sequence if exists bw_test_aborted`);
  });
  const abortedSoFar = async () =>
    (await selectRows<{ n: number }>(database.db, sql`select last_value::int as n from bw_test_aborted`))[0]!.n;

  it('B4 placing an option: two aborts, then the third try stores it (201, one live booking)', async () => {
    const week = takeWeek();
    await abortNextWrites(2);
    const res = await placeOption(bookingBody(week));
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('option');
    expect(await liveBookingsOf(week)).toEqual([{ status: 'option' }]);
    expect(await abortedSoFar()).toBe(3);
  });

  it(`B4 placing an option aborted on every one of its ${WRITE_ATTEMPTS} tries: 503 with Retry-After, nothing stored`, async () => {
    const week = takeWeek();
    await abortNextWrites(1000);
    const res = await placeOption(bookingBody(week));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toEqual({ message: 'The booking could not be saved just now: please try again' });
    expect(await liveBookingsOf(week)).toEqual([]);
    expect(await abortedSoFar()).toBe(WRITE_ATTEMPTS);
  });

  it('B4 cancelling: an abort, then the retry cancels (200) and frees the days', async () => {
    const week = takeWeek();
    const placed = await placeOption(bookingBody(week));
    expect(placed.status).toBe(201);
    await abortNextWrites(1);
    const res = await cancel(placed.body.data.access_token);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    expect(await liveBookingsOf(week)).toEqual([]);
  });

  it('B4 the expiry sweep: two aborts, then the retried sweep expires the dead hold, with no failed sweep logged', async () => {
    const week = takeWeek();
    const placed = await placeOption(bookingBody(week));
    expect(placed.status).toBe(201);
    await abortNextWrites(2);
    const warnings: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const sweeper = startOptionSweeper({ db: database.db, logger, now: () => new Date(now.getTime() + 86_400_000), intervalMs: 20 });
    try {
      for (let waited = 0; (await liveBookingsOf(week)).length > 0; waited += 20) {
        if (waited > 5_000) throw new Error('the sweeper did not expire the option');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await sweeper.stop();
    }
    expect(warnings).toEqual([]);
    expect(await abortedSoFar()).toBeGreaterThanOrEqual(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('real deadlocks on PostgreSQL (B4, issue 25)', () => {
  /** An option of the boat on [start, end), written by the test's own transaction. */
  const holdDays = (tx: Database, week: FreeWeek, start: string, end: string) =>
    insertOption(tx, {
      reference: newBookingReference(),
      accessToken: newAccessToken(),
      yachtId: week.yachtId,
      userId: null,
      period: `[${start},${end})`,
      product: week.products[0]!,
      people: 2,
      firstName: 'Lock',
      lastName: 'Holder',
      email: 'holder@example.com',
      phone: '+33 6 12 34 56 78',
      language: 'en',
      message: null,
      quote: {} as BookingQuote,
      total: 1,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });

  /** Resolves once `n` backends of this database wait for a lock (the API's write has reached its wait). */
  async function lockWaiters(n: number) {
    for (let waited = 0; ; waited += 20) {
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (row!.n >= n) return;
      if (waited > 10_000) throw new Error(`${row!.n} of ${n} lock waits after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Deadlocks PostgreSQL has detected in this database (its statistics arrive within about a second). */
  async function deadlocksDetected(atLeast: number) {
    for (let waited = 0; ; waited += 100) {
      await database.db.execute(sql`select pg_stat_clear_snapshot()`);
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
      );
      if (row!.n >= atLeast || waited > 5_000) return row!.n;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("B4 two options on overlapping days wait for each other at the exclusion constraint: the API's is aborted (40P01), retried, and answers 409 unavailable, not 500", async () => {
    const week = takeWeek();
    const before = await deadlocksDetected(0);
    let answer: Promise<request.Response> | undefined;
    await database.db.transaction(async (tx) => {
      // This transaction never detects the deadlock (it would wait 30 s): PostgreSQL aborts the API's write.
      await tx.execute(sql`set local deadlock_timeout = '30s'`);
      // The API's week starts on the fortnight's second day. Its first day and the day before: the API's
      // insert waits for this transaction…
      await holdDays(tx, week, week.start, addDays(week.start, 2));
      answer = placeOption(bookingBody(week, { date_start: addDays(week.start, 1), date_end: addDays(week.start, 8) })).then((res) => res);
      await lockWaiters(1);
      // …and this insert, on its last day and after, waits for the API's: each waits for the other.
      await holdDays(tx, week, addDays(week.start, 7), addDays(week.start, 10));
    });
    const res = await answer!;
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'The boat is not available for these dates', code: 'unavailable' });
    expect(await deadlocksDetected(before + 1)).toBe(before + 1);
    expect(await liveBookingsOf(week)).toHaveLength(2);
  }, 30_000);

  it("B4 a cancellation locks its booking, then the boat; another transaction the boat, then the booking: the API's is aborted (40P01), retried, and cancels (200)", async () => {
    const week = takeWeek();
    const placed = await placeOption(bookingBody(week));
    expect(placed.status).toBe(201);
    const [{ id }] = (await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.reference, placed.body.data.reference))) as [{ id: number }];
    const before = await deadlocksDetected(0);
    let answer: Promise<request.Response> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '30s'`);
      await tx.execute(sql`select id from yachts where id = ${week.yachtId} for update`);
      // The API locks the booking, changes its status, and its trigger's update of the boat's booked days waits…
      answer = cancel(placed.body.data.access_token).then((res) => res);
      await lockWaiters(1);
      // …for this transaction, which now waits for the booking the API holds.
      await tx.execute(sql`select id from bookings where id = ${id} for update`);
    });
    const res = await answer!;
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    expect(await deadlocksDetected(before + 1)).toBe(before + 1);
    expect(await liveBookingsOf(week)).toEqual([]);
  }, 30_000);
});
