import type { EventEmitter } from 'node:events';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import { createCatalogModel } from '../../server/catalog/model/catalog-model';
import { openDatabase, selectRows, type DatabaseHandle } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { freeWeeks, type FreeWeek } from './bookings-fixtures';

// Issue 31, freshness under writes: a server process whose listening connection drops loses no catalog
// change, and reads only what it missed (the change log of migration 0026), not the whole catalog, which
// takes seconds at 30,000 boats. A second process (its own pool and listening connection) serves the
// searches; changes are written straight to the database in their own transactions, as a console or a
// fleet sync does. PostgreSQL only: PGlite is one session in the process and never misses a notice.

const TODAY = '2026-06-01';
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const now = () => new Date(`${TODAY}T12:00:00Z`);
let database: DatabaseHandle;
let second: DatabaseHandle;
let app: Express;
let weeks: FreeWeek[];
/** What the second process's catalog logged (messages only). */
const logged: string[] = [];
/** While set, the second process's notices are dropped on the way, as a connection that is down drops them. */
let deaf = false;
/** The payloads dropped so. */
const dropped: string[] = [];
let tellGap: () => void = () => {};

/** Waits until `payload`'s notice has come and been dropped (it arrives after the write's answer). */
async function droppedNotice(payload: string): Promise<void> {
  const started = Date.now();
  while (!dropped.includes(payload) && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(dropped).toContain(payload);
}

const loads = () => logged.filter((m) => m === 'catalog model loaded').length;
const catchUps = () => logged.filter((m) => m === 'catalog changes missed during a gap read again').length;

/** The week's list price in the second process's dated search (null: not listed). */
async function listPrice(week: FreeWeek): Promise<number | null> {
  const res = await request(app)
    .get('/api/yacht-list')
    .query({ date_start: week.start, date_end: addDays(week.start, 7), per_page: '50' })
    .set(site);
  if (res.status !== 200) return null;
  const boat = (res.body.data as { id: number; quote: { list_price: number } | null }[]).find((y) => y.id === week.yachtId);
  return boat?.quote?.list_price ?? null;
}

async function setPrice(week: FreeWeek, perDay: number): Promise<void> {
  await database.db.execute(
    sql`update yacht_prices set price_per_day = ${perDay} where yacht_id = ${week.yachtId} and lower(period) = ${week.start}::date`,
  );
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a dropped listening connection loses no catalog change (issue 31)', () => {
  beforeAll(async () => {
    database = await seededTestDatabase({ yachts: 30, today: TODAY });
    weeks = await freeWeeks(database.db, TODAY);
    const [row] = await selectRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    second = await openDatabase({ url: url.toString(), poolSize: 5 });
    const listening: DatabaseHandle = {
      ...second,
      listen: (channel, handlers) => {
        tellGap = handlers.gap;
        return second.listen(channel, {
          message: (payload) => (deaf ? void dropped.push(payload) : handlers.message(payload)),
          gap: handlers.gap,
        });
      },
    };
    const logger = pino({ level: 'debug' }, { write: (line: string) => void logged.push((JSON.parse(line) as { msg: string }).msg) });
    const catalog = createCatalogModel(listening, logger);
    ({ app } = await testApp({}, { database: listening, catalog, now, mailer: { send: async () => {} } }));
    expect(weeks.length).toBeGreaterThan(8);
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    if (database.engine === 'postgres') (database.db as unknown as { $client: EventEmitter }).$client.on('error', () => {});
    await database?.close();
  });

  it('a change whose notice was missed shows in the very next search after the gap, read from the log, not by a reload', async () => {
    const week = weeks[0]!;
    expect(await listPrice(week)).toBe(week.pricePerDay * 7);
    const loadsBefore = loads();

    deaf = true;
    tellGap();
    await setPrice(week, week.pricePerDay + 11);
    await droppedNotice(String(week.yachtId));
    deaf = false;
    // Listening again: the listener tells the gap a second time.
    tellGap();

    expect(await listPrice(week)).toBe((week.pricePerDay + 11) * 7);
    expect(catchUps()).toBeGreaterThan(0);
    expect(loads()).toBe(loadsBefore);
  });

  it('a change to a reference table missed in a gap reads everything again', async () => {
    const loadsBefore = loads();
    deaf = true;
    tellGap();
    await database.db.execute(sql`update countries set name = name where id = (select min(id) from countries)`);
    await droppedNotice('*');
    deaf = false;
    tellGap();
    expect(await listPrice(weeks[0]!)).not.toBeNull();
    expect(loads()).toBe(loadsBefore + 1);
  });

  it('listening connections killed (pg_terminate_backend) while changes commit: every change shows within a second', async () => {
    const changes = weeks.slice(1, 9).map((week, i) => ({ week, perDay: week.pricePerDay + 100 + i }));
    const catchUpsBefore = catchUps();
    const loadsBefore = loads();
    /** Polls the second process's search from the commit until the change shows; resolves with the ms it took. */
    const shown = async (change: (typeof changes)[number], committed: number) => {
      while ((await listPrice(change.week)) !== change.perDay * 7) {
        if (Date.now() - committed > 3_000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - committed;
    };
    const seen: Promise<number>[] = [];
    for (const [i, change] of changes.entries()) {
      // Every other change commits in the transaction that cuts the listening connection, after the cut:
      // its notice is sent while nobody of the second process listens.
      await database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update yacht_prices set price_per_day = ${change.perDay} where yacht_id = ${change.week.yachtId} and lower(period) = ${change.week.start}::date`,
        );
        if (i % 2 === 0)
          await tx.execute(sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
                               where datname = current_database() and application_name like 'listen catalog_changes %'`);
      });
      seen.push(shown(change, Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const took = await Promise.all(seen);
    expect(Math.max(...took), `ms to each change: ${took.join(', ')}; log: ${logged.slice(-20).join(' | ')}`).toBeLessThan(1_000);
    expect(catchUps()).toBeGreaterThan(catchUpsBefore);
    expect(loads()).toBe(loadsBefore);
  });
});
