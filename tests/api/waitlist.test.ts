import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { ApiContext } from '../../server/api/endpoint';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/client';
import { bookings } from '../../server/db/schema';
import type { Mail } from '../../server/mail/mailer';
import { startOptionSweeper } from '../../server/bookings/option-sweeper';
import { eventsOf } from '../../server/bookings/bookings-store';
import { offerFreedBookings, offerFreedDays } from '../../server/waitlist/waitlist';
import { bookingPeriod } from '../../src/contract/price-rules';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';

// Issue 28, the waiting list: A holds a week, B and then C wait for it; A's option lapses (the clock moves
// and the sweeper expires it), B gets an option of their own and a mail with the link to step two; B's
// option lapses in turn and C gets it. A visitor's cancellation and a dead hold met by a visitor free the
// days too. Withdrawing, free weeks, bad input and the rate limit.

const TODAY = '2026-06-01';
const START = new Date(`${TODAY}T09:30:00Z`);
const HOLD_MINUTES = 30;
let clock = START;
let app: Express;
let database: DatabaseHandle;
let ctx: ApiContext;
let weeks: FreeWeek[];
const sent: Mail[] = [];
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 40, today: TODAY });
  const mailer = { send: async (m: Mail) => void sent.push(m) };
  const made = await testApp({ TRUST_PROXY: 'true' }, { database, now: () => clock, mailer });
  app = made.app;
  ctx = {
    config: made.config,
    db: database.db,
    catalog: made.catalog,
    mailer,
    logger: pino({ level: process.env.WAITLIST_DEBUG ? 'debug' : 'silent' }),
    now: () => clock,
  };
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

let nextWeek = 0;
const takeWeek = () => weeks[nextWeek++]!;
const minutesLater = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
const ip = () => `198.51.100.${++visitor % 250}`;

const placeOption = (body: object) => request(app).post('/api/bookings').set(site).set('X-Forwarded-For', ip()).send(body);
let person = 0;
const waitBody = (week: FreeWeek, overrides: Record<string, unknown> = {}) => ({
  yacht_slug: week.slug,
  date_start: week.start,
  date_end: addDays(week.start, 7),
  product: week.products[0],
  people: Math.min(2, week.maxPeople),
  first_name: 'Berit',
  last_name: 'Olsen',
  email: `waiter${++person}@example.com`,
  phone: '+47 912 34 567',
  language: 'de',
  ...overrides,
});
const join = (body: object, from = ip()) => request(app).post('/api/waitlist').set(site).set('X-Forwarded-For', from).send(body);

/** The withdraw token from the last mail to `to` (the link is /{lang}/waitlist/{token}). */
const withdrawTokenOf = (to: string) => /\/waitlist\/([\w-]{43})/.exec(sent.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? '';
/** The access token of step two's link in the last mail to `to`. */
const stepTwoTokenOf = (to: string) => /\/detailsfinal\/([\w-]{43})/.exec(sent.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? '';

const entryState = async (email: string) =>
  (await selectRows<{ state: string }>(database.db, sql`select state from booking_waitlist where email = ${email}`))[0]?.state;

/** Runs the app's sweeper (with its waiting-list hook, as server/index.ts wires it) until `done` holds. */
async function sweepUntil(done: () => Promise<boolean>) {
  const sweeper = startOptionSweeper({
    db: database.db,
    logger: pino({ level: 'silent' }),
    now: () => clock,
    intervalMs: 20,
    onExpired: (ids) => offerFreedBookings(ctx, ids),
  });
  try {
    for (let waited = 0; !(await done()); waited += 20) {
      if (waited > 10_000) throw new Error('the sweeper did not get there');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await sweeper.stop();
  }
}

describe('the waiting list (issue 28)', () => {
  it('A holds, B and C wait; A lapses → B gets an option and a mail with step two; B lapses → C gets it', async () => {
    clock = START;
    const week = takeWeek();
    const a = await placeOption(bookingBody(week));
    expect(a.status).toBe(201);

    const b = waitBody(week, { first_name: 'Bea', language: 'de' });
    const joinedB = await join(b);
    expect(joinedB.status).toBe(201);
    expect(joinedB.body.data).toMatchObject({ state: 'waiting', ahead: 0, date_start: week.start, yacht: { slug: week.slug } });
    // The joining mail, in German, with the withdraw link.
    const joinedMail = sent.filter((m) => m.to === b.email).at(-1)!;
    expect(joinedMail.text).toContain('Warteliste');
    expect(withdrawTokenOf(b.email)).toHaveLength(43);

    clock = minutesLater(1);
    const c = waitBody(week, { first_name: 'Cem', language: 'tr' });
    expect((await join(c)).body.data.ahead).toBe(1);

    // A's hold ends; the sweeper expires it and offers the days to B, the first in line.
    clock = minutesLater(HOLD_MINUTES + 1);
    await sweepUntil(async () => (await entryState(b.email)) === 'offered');
    expect(await entryState(c.email)).toBe('waiting');

    const offer = sent.filter((m) => m.to === b.email).at(-1)!;
    expect(offer.subject).toContain('Option');
    expect(offer.text).toContain(`https://bluewater.test/de/detailsfinal/`);
    // Dates written for the reader's language (Intl), not ISO.
    expect(offer.text).not.toContain(week.start);
    const token = stepTwoTokenOf(b.email);
    const option = await request(app).get(`/api/booking-access/${token}`).set(site);
    expect(option.status).toBe(200);
    expect(option.body.data).toMatchObject({
      status: 'option',
      email: b.email,
      first_name: 'Bea',
      date_start: week.start,
      language: 'de',
      expires_at: new Date(clock.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    });
    // Priced by the server like any option.
    expect(option.body.data.total).toBeGreaterThan(0);
    const [row] = await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, option.body.data.reference));
    const events = await eventsOf(database.db, row!.id);
    expect(events.map((e) => [e.actor, e.kind])).toContainEqual(['system', 'waitlist_offered']);

    // B lets the option lapse: C is next.
    clock = minutesLater(HOLD_MINUTES + 1);
    await sweepUntil(async () => (await entryState(c.email)) === 'offered');
    expect(await entryState(b.email)).toBe('lapsed');
    const cMail = sent.filter((m) => m.to === c.email).at(-1)!;
    expect(cMail.text).toContain('/tr/detailsfinal/');
    const cOption = await request(app)
      .get(`/api/booking-access/${stepTwoTokenOf(c.email)}`)
      .set(site);
    expect(cOption.body.data).toMatchObject({ status: 'option', email: c.email });

    // C accepts it: step two's confirmation works on an option the waiting list placed.
    const confirmed = await request(app)
      .post(`/api/booking-access/${stepTwoTokenOf(c.email)}/confirm`)
      .set(site)
      .send({ terms_accepted: true });
    expect(confirmed.body.data.status).toBe('reserved');
  });

  it("a visitor's cancellation offers the days at once; so does a dead hold a visitor meets", async () => {
    clock = START;
    const week = takeWeek();
    const a = await placeOption(bookingBody(week));
    const e = waitBody(week);
    expect((await join(e)).status).toBe(201);
    const cancelled = await request(app).post(`/api/booking-access/${a.body.data.access_token}/cancel`).set(site).send({});
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await entryState(e.email)).toBe('offered');

    // The next week of another boat: the hold ends, nobody sweeps, but the holder opens their page.
    const other = takeWeek();
    const held = await placeOption(bookingBody(other));
    const f = waitBody(other);
    expect((await join(f)).status).toBe(201);
    clock = minutesLater(HOLD_MINUTES + 1);
    const read = await request(app).get(`/api/booking-access/${held.body.data.access_token}`).set(site);
    expect(read.body.data.status).toBe('expired');
    expect(await entryState(f.email)).toBe('offered');
  });

  it('the console calls offerFreedDays after its own release or cancellation has committed: the first in line is offered', async () => {
    clock = START;
    const week = takeWeek();
    const a = await placeOption(bookingBody(week));
    const k = waitBody(week);
    await join(k);
    // What the console's release does in its own transaction (server/bookings/operator-bookings.ts).
    await database.db.execute(
      sql`update bookings set status = 'expired', ended_by = 'company', end_reason = 'released' where reference = ${a.body.data.reference}`,
    );
    await offerFreedDays(ctx, week.yachtId, bookingPeriod(week.start, addDays(week.start, 7)));
    expect(await entryState(k.email)).toBe('offered');
  });

  it('withdrawing: by the mailed token (idempotent); an offered entry gives its option up to the next in line', async () => {
    clock = START;
    const week = takeWeek();
    const a = await placeOption(bookingBody(week));
    const g = waitBody(week);
    const h = waitBody(week);
    await join(g);
    clock = minutesLater(1);
    await join(h);
    const gToken = withdrawTokenOf(g.email);
    const read = await request(app).get(`/api/waitlist/${gToken}`).set(site);
    expect(read.body.data).toMatchObject({ state: 'waiting', ahead: 0 });

    await request(app).post(`/api/booking-access/${a.body.data.access_token}/cancel`).set(site).send({});
    expect(await entryState(g.email)).toBe('offered');
    const gOption = stepTwoTokenOf(g.email);
    // G does not want it after all: the withdraw link in the offer's mail.
    const out = await request(app)
      .post(`/api/waitlist/${withdrawTokenOf(g.email)}/withdraw`)
      .set(site)
      .send({});
    expect(out.status).toBe(200);
    expect(out.body.data.state).toBe('withdrawn');
    expect((await request(app).get(`/api/booking-access/${gOption}`).set(site)).body.data.status).toBe('cancelled');
    expect(await entryState(h.email)).toBe('offered');
    const again = await request(app).post(`/api/waitlist/${gToken}/withdraw`).set(site).send({});
    expect(again.body.data.state).toBe('withdrawn');
  });

  it('refuses: a free week (409 waitlist_days_free), bad input (422), unknown tokens (404)', async () => {
    clock = START;
    const week = takeWeek();
    const free = await join(waitBody(week));
    expect(free.status).toBe(409);
    expect(free.body.code).toBe('waitlist_days_free');

    // Days the company blocked: no booking's lapse frees them, so nobody waits for them.
    const other = takeWeek();
    await database.db.execute(
      sql`insert into yacht_blocks (yacht_id, period, reason) values (${other.yachtId}, ${bookingPeriod(other.start, addDays(other.start, 7))}::daterange, 'maintenance')`,
    );
    const blocked = await join(waitBody(other));
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('waitlist_days_blocked');

    await placeOption(bookingBody(week));
    const twice = waitBody(week);
    expect((await join(twice)).status).toBe(201);
    const duplicate = await join({ ...twice });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('waitlist_duplicate');

    const bad = await join(waitBody(week, { email: 'not-an-address', people: 0, product: 'yacht', phone: 'call me' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['email', 'people', 'product', 'phone']));
    const backwards = await join(waitBody(week, { date_end: week.start }));
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(['date_end']);
    expect((await join(waitBody(week, { yacht_slug: 'no-such-boat' }))).status).toBe(422);
    expect((await join(waitBody(week, { people: 99 }))).status).toBe(422);
    expect((await request(app).post('/api/waitlist').set(site).set('Content-Type', 'application/json').send('nonsense')).status).toBe(400);
    expect(
      (
        await request(app)
          .get(`/api/waitlist/${'x'.repeat(43)}`)
          .set(site)
      ).status,
    ).toBe(404);
    expect((await request(app).get('/api/waitlist/short').set(site)).status).toBe(404);
    expect(
      (
        await request(app)
          .post(`/api/waitlist/${'y'.repeat(43)}/withdraw`)
          .set(site)
          .send({})
      ).status,
    ).toBe(404);
  });

  it('is rate-limited like placing an option: the 11th attempt with one e-mail address in an hour is a 429', async () => {
    clock = START;
    const week = takeWeek();
    await placeOption(bookingBody(week));
    const body = waitBody(week);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await join(body)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
