import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { bookings, yachts } from '../../server/db/schema';
import type { Mail } from '../../server/mail/mailer';
import { startOptionSweeper } from '../../server/bookings/option-sweeper';
import { completeFinishedBookings, eventsOf, expireStaleOptions } from '../../server/bookings/bookings-store';
import { quoteYacht } from '../../server/catalog/quote';
import { paymentPlan } from '../../src/contract/payment-plan';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { allListIds } from './catalog-helpers';
import { bookingBody, freeWeeks, userWithToken, type FreeWeek } from './bookings-fixtures';

// Issue 12: options that hold a boat until they expire, confirmation by the unguessable access token
// (idempotent), cancellation under the terms, the mails and the calendar file. The clock is the app's
// (ctx.now), moved by the tests.

const TODAY = '2026-06-01';
const START = new Date(`${TODAY}T09:30:00Z`);
const HOLD_MINUTES = 30;
let clock = START;
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
const sent: Mail[] = [];
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 60, today: TODAY });
  // TRUST_PROXY: each visitor books from an address of their own (bookings are rate-limited per address).
  ({ app } = await testApp(
    { TRUST_PROXY: 'true', BOOKING_NOTIFY_EMAIL: 'office@bluewater.test' },
    { database, now: () => clock, mailer: { send: async (m) => void sent.push(m) } },
  ));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

let nextWeek = 0;
const takeWeek = () => weeks[nextWeek++]!;
const minutesLater = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);

const placeOption = (body: object, headers: Record<string, string> = site) =>
  request(app).post('/api/bookings').set(headers).set('X-Forwarded-For', `203.0.113.${++visitor}`).send(body);
const access = (token: string, action = '') => `/api/booking-access/${token}${action}`;
const confirm = (token: string) => request(app).post(access(token, '/confirm')).set(site).send({ terms_accepted: true });
const cancel = (token: string) => request(app).post(access(token, '/cancel')).set(site).send({});
const quoteOf = (week: FreeWeek) =>
  request(app)
    .get(`/api/yacht-quote/${week.yachtId}`)
    .query({ date_start: week.start, date_end: addDays(week.start, 7) })
    .set(site);

describe('placing an option (issue 12, B1, B4)', () => {
  it('B4 the server prices it from its own data: a tampered total, quote or price from the client is ignored, and a different shown total is reported', async () => {
    clock = START;
    const week = takeWeek();
    const body = bookingBody(week, { total: 1, price: 1, quote: { total: 1, list_price: 1 }, discount_percent: 99, expected_total: 1 });
    const expected = (await quoteYacht(database.db, week.yachtId, week.start, addDays(week.start, 7), TODAY, 'fr'))!;
    const res = await placeOption(body);
    expect(res.status).toBe(201);
    const booking = res.body.data;
    expect(booking.total).toBe(expected.total);
    expect(booking.quote.list_price).toBe(7 * week.pricePerDay);
    expect(res.body.price_changed).toEqual({ shown: 1, now: expected.total });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row!.total).toBe(expected.total);

    // The hold: status option until now + BOOKING_OPTION_MINUTES, by the server's clock.
    expect(booking).toMatchObject({
      status: 'option',
      expires_at: minutesLater(HOLD_MINUTES).toISOString(),
      server_time: clock.toISOString(),
    });
    // The price as lines, the plan and the terms.
    const [yacht] = await database.db.select({ deposit: yachts.deposit }).from(yachts).where(eq(yachts.id, week.yachtId));
    expect(booking.price.lines[0]).toEqual({ kind: 'charter', name: null, amount: expected.list_price, payable_at_base: false });
    expect(booking.price.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(expected.total);
    expect(booking.price).toMatchObject({
      total: expected.total,
      payable_at_base: expected.payable_at_base_total,
      security_deposit: yacht!.deposit,
    });
    expect(booking.price.pay_now).toBe(expected.total - expected.payable_at_base_total);
    expect(booking.payment_plan).toEqual(
      paymentPlan(booking.price.pay_now, TODAY, week.start).map((i) => ({ ...i, state: 'due', received_on: null })),
    );
    expect(booking.cancellation.today).toEqual({ allowed: true, rule: 'option', fee_percent: 0, fee: 0, refund: 0 });

    // The same shown total: nothing to report.
    const again = await placeOption(
      bookingBody(week, {
        date_start: addDays(week.start, 7),
        date_end: addDays(week.start, 14),
        expected_total: 7 * week.pricePerDay + expected.total - expected.list_price,
      }),
    );
    expect(again.status).toBe(201);
    expect(again.body.price_changed).toBeNull();
  });

  it("B4 the access token is 256 bits of base64url; another visitor's or a made-up token, or a reference without the owner's account, is a 404", async () => {
    clock = START;
    const mine = await placeOption(bookingBody(takeWeek()));
    const token: string = mine.body.data.access_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const read = await request(app).get(access(token)).set(site);
    expect(read.status).toBe(200);
    expect(read.body.data.reference).toBe(mine.body.data.reference);

    const theirs = await placeOption(bookingBody(takeWeek(), { email: 'other@example.com' }));
    const notMine = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await request(app).get(access(notMine)).set(site);
    expect(unknown.status).toBe(404);
    expect((await confirm(notMine)).status).toBe(404);
    expect((await cancel(notMine)).status).toBe(404);
    expect((await request(app).get(access('not-a-token')).set(site)).status).toBe(404);
    // A reference is for display: with the site token it opens nothing; with another user's token, a 404.
    const stranger = await userWithToken(database.db, clock);
    expect((await request(app).get(`/api/bookings/${theirs.body.data.reference}`).set(site)).status).toBe(401);
    const byReference = await request(app).get(`/api/bookings/${theirs.body.data.reference}`).set(bearer(stranger.token));
    expect(byReference.status).toBe(404);
    expect(byReference.body).toEqual(unknown.body);
  });
});

describe('holds expire by themselves (issue 12)', () => {
  it('B4 an expired hold lets the next visitor book the same days, without waiting for a sweep; its confirmation is refused clearly', async () => {
    clock = START;
    const week = takeWeek();
    const first = await placeOption(bookingBody(week, { email: 'first@example.com' }));
    expect(first.status).toBe(201);
    // While it holds: the next visitor gets the clear 409.
    clock = minutesLater(HOLD_MINUTES - 1);
    const refused = await placeOption(bookingBody(week, { email: 'second@example.com' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'The boat is not available for these dates', code: 'unavailable' });

    clock = minutesLater(2);
    const second = await placeOption(bookingBody(week, { email: 'second@example.com' }));
    expect(second.status).toBe(201);
    const late = await confirm(first.body.data.access_token);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'The hold on this boat has expired; place a new option to book it', code: 'option_expired' });
    expect((await request(app).get(access(first.body.data.access_token)).set(site)).body.data).toMatchObject({
      status: 'expired',
      expires_at: null,
    });
    expect((await confirm(second.body.data.access_token)).body.data.status).toBe('reserved');
  });

  it('B4 a confirmation after expiry is a 409 option_expired even with the days still free, and frees them', async () => {
    clock = START;
    const week = takeWeek();
    const option = await placeOption(bookingBody(week));
    expect((await quoteOf(week)).body.available).toBe(false);
    clock = minutesLater(HOLD_MINUTES);
    const late = await confirm(option.body.data.access_token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('option_expired');
    expect((await quoteOf(week)).body.available).toBe(true);
    // Pressing again gives the same clear answer.
    expect((await confirm(option.body.data.access_token)).body.code).toBe('option_expired');
  });

  it("B4 the sweeper expires dead holds on its own: the boat's booked days (what searches read) free up", async () => {
    clock = START;
    const week = takeWeek();
    const option = await placeOption(bookingBody(week));
    const held = () =>
      request(app)
        .get(`/api/yacht-availability/${week.yachtId}`)
        .query({ from: week.start, to: addDays(week.start, 7) })
        .set(site);
    expect((await held()).body.data).toContainEqual({ date_start: week.start, date_end: addDays(week.start, 7) });
    clock = minutesLater(HOLD_MINUTES + 1);
    const sweeper = startOptionSweeper({
      db: database.db,
      logger: (await import('pino')).pino({ level: 'silent' }),
      now: () => clock,
      intervalMs: 20,
    });
    try {
      for (let waited = 0; ; waited += 20) {
        const [row] = await database.db
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.reference, option.body.data.reference));
        if (row!.status === 'expired') break;
        if (waited > 5_000) throw new Error('the sweeper did not expire the option');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await sweeper.stop();
    }
    const [boat] = await database.db
      .select({ held: sql<boolean>`${yachts.booked} @> ${week.start}::date` })
      .from(yachts)
      .where(eq(yachts.id, week.yachtId));
    expect(boat!.held).toBe(false);
    expect((await held()).body.data).toEqual([]);
  });
});

describe('confirming (issue 12, B2)', () => {
  it('B2 pressing twice at once, and again after a lost answer, makes one reservation, sends the mails once and answers the same booking', async () => {
    clock = START;
    const option = await placeOption(bookingBody(takeWeek()));
    const token: string = option.body.data.access_token;
    expect((await request(app).post(access(token, '/confirm')).set(site).send({})).status).toBe(422);
    const before = sent.length;
    const [a, b] = await Promise.all([confirm(token), confirm(token)]);
    const retry = await confirm(token);
    for (const res of [a, b, retry]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'reserved',
        reference: option.body.data.reference,
        expires_at: null,
        reserved_at: clock.toISOString(),
      });
    }
    expect(b.body).toEqual(a.body);
    expect(retry.body).toEqual(a.body);
    // The customer, the office and the charter company (issue 28).
    expect(sent.length - before).toBe(3);
    const rows = await database.db.select().from(bookings).where(eq(bookings.reference, option.body.data.reference));
    expect(rows.map((r) => r.status)).toEqual(['reserved']);
  });

  it("B2 the confirmation mail is in the visitor's language with a valid .ics and the link to the booking's own page; the office gets a copy; the calendar file downloads", async () => {
    clock = START;
    const week = takeWeek();
    const option = await placeOption(bookingBody(week, { language: 'de', email: 'kapitaen@example.com', message: 'Ankunft spät' }));
    const token: string = option.body.data.access_token;
    const before = sent.length;
    await confirm(token);
    const [customer, office] = sent.slice(before);
    expect(customer!.to).toBe('kapitaen@example.com');
    expect(customer!.subject).toBe(`Ihre Buchung ${option.body.data.reference} ist reserviert`);
    expect(customer!.text).toContain(`https://bluewater.test/de/booking/${token}`);
    expect(customer!.text).toContain('Zahlungsplan');
    expect(office!.to).toBe('office@bluewater.test');
    expect(office!.text).toContain('Ankunft spät');

    const ics = customer!.attachments![0]!;
    expect(ics.filename).toBe(`${option.body.data.reference}.ics`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content ?? '')).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toString()).toBe(week.start);
    expect(event.endDate.toString()).toBe(addDays(week.start, 8));
    expect(event.uid).toBe(`${option.body.data.reference}@bluewater.test`);
    expect(event.summary).toContain('Yachtcharter');

    const download = await request(app).get(`/api/booking-calendar/${token}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.headers['content-disposition']).toContain(`${option.body.data.reference}.ics`);
    const downloaded = new ICAL.Component(ICAL.parse(download.text)).getFirstSubcomponent('vevent')!;
    expect(downloaded.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((await request(app).get(`/api/booking-calendar/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

describe('cancelling (issue 12)', () => {
  it('cancelling frees the dates: a dated search shows the boat again; the fee follows the terms; cancelling twice is harmless', async () => {
    clock = START;
    const week = takeWeek();
    const dates = { date_start: week.start, date_end: addDays(week.start, 7) };
    const option = await placeOption(bookingBody(week));
    const search = async () => allListIds(app, '/api/yacht-list', { ...dates, model_ids: String(option.body.data.yacht.model.id) });
    expect(await search()).not.toContain(week.yachtId);
    const token: string = option.body.data.access_token;
    const confirmed = await confirm(token);
    const before = sent.length;
    const res = await cancel(token);
    expect(res.status).toBe(200);
    // Issue 28: within the company's free window (48 hours after reserving) cancelling costs nothing.
    expect(confirmed.body.data.cancellation.today).toMatchObject({ allowed: true, rule: 'free_window', fee: 0 });
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelled_at: clock.toISOString(), ended_by: 'customer' });
    expect(res.body.data.cancellation.fee_charged).toBe(0);
    expect(res.body.data.cancellation.today).toEqual({ allowed: false, reason: 'already_cancelled' });
    expect(sent.length - before).toBe(3);
    expect(await search()).toContain(week.yachtId);
    expect((await cancel(token)).body.data.status).toBe('cancelled');
    expect(sent.length - before).toBe(3);
    expect((await confirm(token)).body.code).toBe('booking_cancelled');
  });

  it('an option is cancelled free; on check-in day a reservation can no longer be cancelled online (409 cancel_too_late)', async () => {
    clock = START;
    const week = takeWeek();
    const option = await placeOption(bookingBody(week));
    const freed = await cancel(option.body.data.access_token);
    expect(freed.body.data.cancellation.fee_charged).toBe(0);
    expect((await quoteOf(week)).body.available).toBe(true);

    const booked = await placeOption(bookingBody(week));
    await confirm(booked.body.data.access_token);
    clock = new Date(`${week.start}T08:00:00Z`);
    const late = await cancel(booked.body.data.access_token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('cancel_too_late');
    clock = START;
  });
});

describe('guests and accounts (issue 12, U6)', () => {
  it('U6 a user token links the booking: the dashboard lists it with status, dates, boat, reference and access token; the owner cancels by reference', async () => {
    clock = START;
    const user = await userWithToken(database.db, clock);
    const week = takeWeek();
    const option = await placeOption(bookingBody(week, { email: user.email }), bearer(user.token));
    const list = await request(app).get('/api/bookings').set(bearer(user.token));
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      reference: option.body.data.reference,
      access_token: option.body.data.access_token,
      status: 'option',
      date_start: week.start,
      yacht: { slug: week.slug },
    });
    const cancelled = await request(app).post(`/api/bookings/${option.body.data.reference}/cancel`).set(bearer(user.token)).send({});
    expect(cancelled.body.data.status).toBe('cancelled');
    const other = await userWithToken(database.db, clock);
    expect((await request(app).post(`/api/bookings/${option.body.data.reference}/cancel`).set(bearer(other.token)).send({})).status).toBe(
      404,
    );
  });
});

describe('alternatives (issue 12)', () => {
  it('for a taken boat: the requested dates as they stand, the same boat on the nearest free weeks, similar free boats', async () => {
    clock = START;
    const week = takeWeek();
    await placeOption(bookingBody(week));
    const res = await request(app)
      .get('/api/booking-alternatives')
      .query({ yacht_slug: week.slug, date_start: week.start, date_end: addDays(week.start, 7), language: 'fr' })
      .set(site);
    expect(res.status).toBe(200);
    const { requested, same_boat: sameBoat, similar_boats: similar } = res.body.data;
    expect(requested).toEqual({ available: false, total: null });
    expect(sameBoat.length).toBeGreaterThan(0);
    for (const stretch of sameBoat) {
      expect(stretch.date_start === week.start).toBe(false);
      expect(stretch.date_end).toBe(addDays(stretch.date_start, 7));
      const quote = await quoteYacht(database.db, week.yachtId, stretch.date_start, stretch.date_end, TODAY);
      expect(quote?.total).toBe(stretch.total);
    }
    for (const boat of similar) expect(boat.yacht.slug).not.toBe(week.slug);
    const totals = similar.map((b: { total: number }) => b.total);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);

    const bad = await request(app)
      .get('/api/booking-alternatives')
      .query({ yacht_slug: week.slug, date_start: week.start, date_end: week.start })
      .set(site);
    expect(bad.status).toBe(400);
    const unknownBoat = await request(app)
      .get('/api/booking-alternatives')
      .query({ yacht_slug: 'no-such-boat', date_start: week.start, date_end: addDays(week.start, 7) })
      .set(site);
    expect(unknownBoat.status).toBe(400);
  });
});

describe("the booking's history and its end (decision 038, issue 28)", () => {
  const historyOf = async (reference: string) => {
    const [row] = await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
    return (await eventsOf(database.db, row!.id)).map((e) => [e.actor, e.kind, e.statusBefore, e.statusAfter]);
  };

  it('issue 28 placing, reserving and a hold that ends each write who did what; an expired booking says the system ended it and why', async () => {
    clock = START;
    const reserved = await placeOption(bookingBody(takeWeek()));
    await confirm(reserved.body.data.access_token);
    expect(await historyOf(reserved.body.data.reference)).toEqual([
      ['customer', 'placed', null, 'option'],
      ['customer', 'reserved', 'option', 'reserved'],
    ]);

    const lapsed = await placeOption(bookingBody(takeWeek()));
    expect(await expireStaleOptions(database.db, minutesLater(HOLD_MINUTES + 1))).toContain(
      (await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, lapsed.body.data.reference)))[0]!.id,
    );
    expect(await historyOf(lapsed.body.data.reference)).toEqual([
      ['customer', 'placed', null, 'option'],
      ['system', 'expired', 'option', 'expired'],
    ]);
    const shown = await request(app).get(access(lapsed.body.data.access_token)).set(site);
    expect(shown.body.data).toMatchObject({ status: 'expired', ended_by: 'system', end_reason: 'hold_ended' });
  });

  it('issue 28 a cancelled booking says the customer ended it; a reservation whose check-out has come is completed, its days still held', async () => {
    clock = START;
    const week = takeWeek();
    const option = await placeOption(bookingBody(week));
    await confirm(option.body.data.access_token);
    const cancelled = await cancel(option.body.data.access_token);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', ended_by: 'customer' });
    expect((await historyOf(option.body.data.reference)).at(-1)).toEqual(['customer', 'cancelled', 'reserved', 'cancelled']);

    const later = await placeOption(bookingBody(week));
    await confirm(later.body.data.access_token);
    const afterCheckOut = new Date(`${addDays(week.start, 8)}T12:00:00Z`);
    expect(await completeFinishedBookings(database.db, afterCheckOut)).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, later.body.data.reference));
    expect(row!.status).toBe('completed');
    expect((await historyOf(later.body.data.reference)).at(-1)).toEqual(['system', 'completed', 'reserved', 'completed']);
    const [boat] = await database.db
      .select({ held: sql<boolean>`${yachts.booked} @> ${week.start}::date` })
      .from(yachts)
      .where(eq(yachts.id, week.yachtId));
    expect(boat!.held).toBe(true);
  });
});
