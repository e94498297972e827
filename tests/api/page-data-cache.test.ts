import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { PERSON_UA, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';
import { get, site } from './catalog-helpers';
import { documentState } from '../setup/document-state';

// Page loaders reuse public API answers for a moment (docs/decisions/013). What a visitor must still be
// able to rely on: a booking made through this server shows on its pages at once, and one made through
// another instance (here a second app over the same database) shows once the time to live has passed.

const TODAY = '2026-06-01';
const TTL_MS = 400;
let database: DatabaseHandle;
/** Keeps answers far longer than the tests run: only its own writes can refresh its pages. */
let app: Express;
/** Another instance over the same database, with a short time to live. */
let otherInstance: Express;
let weeks: FreeWeek[];
const now = () => new Date(`${TODAY}T10:00:00Z`);

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 12, today: TODAY });
  ({ app } = await testApp({ PAGE_DATA_CACHE_MS: '60000' }, { database, now }));
  ({ app: otherInstance } = await testApp({ PAGE_DATA_CACHE_MS: String(TTL_MS) }, { database, now }));
  // Inside the window the boat page's date picker reads (the next 365 days).
  weeks = (await freeWeeks(database.db, TODAY)).filter((week) => week.start < addDays(TODAY, 300));
  expect(weeks.length).toBeGreaterThanOrEqual(3);
}, 120_000);
afterAll(() => database.close());

const stateOf = documentState;

/** The booked stretches the boat page was rendered with (its date picker's data). */
async function bookedStarts(server: Express, week: FreeWeek): Promise<string[]> {
  const boat = await get(server, `/api/yacht/${week.slug}`);
  const res = await request(server).get(`/en/${boat.body.data.type.slug}/${week.slug}`).set('User-Agent', PERSON_UA);
  expect(res.status).toBe(200);
  const availability = stateOf(res.text).fallback[`/yacht-availability/${week.yachtId}`] as { data: { date_start: string }[] };
  return availability.data.map((b) => b.date_start);
}

const book = (server: Express, week: FreeWeek) => request(server).post('/api/bookings').set(site).send(bookingBody(week));

describe('page data cache and bookings (B4, decision 013)', () => {
  it('B4 a booking made through this server shows on its boat page at once', async () => {
    const week = weeks[0]!;
    expect(await bookedStarts(app, week)).not.toContain(week.start);
    expect((await book(app, week)).status).toBe(201);
    expect(await bookedStarts(app, week)).toContain(week.start);
  });

  it('B4 a booking made through another instance shows once the time to live has passed', async () => {
    const week = weeks[1]!;
    expect(await bookedStarts(otherInstance, week)).not.toContain(week.start);
    expect((await book(app, week)).status).toBe(201);
    // Within its time to live the other instance may still show the answer it read before the booking...
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    // ...but not after it.
    expect(await bookedStarts(otherInstance, week)).toContain(week.start);
  });

  it('a refused write changes nothing and drops nothing: an anonymous loop of bad requests cannot switch the cache off', async () => {
    const week = weeks[2]!;
    expect(await bookedStarts(app, week)).not.toContain(week.start);
    // Booked through the other instance: this server keeps its answer from before for its long time to live.
    expect((await book(otherInstance, week)).status).toBe(201);
    expect((await request(app).post('/api/bookings').set(site).send({})).status).toBe(422);
    expect((await request(app).post('/api/bookings').set({ Authorization: 'Bearer not-a-token' }).send(bookingBody(week))).status).toBe(
      401,
    );
    expect(
      (
        await request(app)
          .post(`/api/booking-access/${'x'.repeat(43)}/confirm`)
          .set(site)
          .send({ terms_accepted: true })
      ).status,
    ).toBe(404);
    expect(await bookedStarts(app, week)).not.toContain(week.start);
  });

  it('B4 the booking step itself never trusts a page: booking the same days again is refused', async () => {
    const week = weeks[0]!;
    expect((await book(app, week)).status).toBe(409);
  });
});
