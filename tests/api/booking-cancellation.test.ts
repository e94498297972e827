import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, findBooking } from '../../server/bookings/bookings-store';
import { addDays } from '../../src/contract/iso-date';
import { as, moneyWorld, reserve, type MoneyWorld } from './booking-money-fixtures';
import { bookingBody } from './bookings-fixtures';

// Issue 28, cancellation the way the terms say: free as an option and inside the company's window (48 hours
// after reserving by default, closed once the first instalment's due day has passed unpaid); after it the
// scale as a share of the CHARTER PRICE by days before check-in; the refund is what was received less the fee;
// the page shows fee, rule and refund before the cancel; the history and the mail say fee and refund.

const TODAY = '2026-06-01';
let w: MoneyWorld;

beforeAll(async () => {
  w = await moneyWorld(TODAY);
}, 120_000);
afterAll(async () => w.database.close());

let next = 0;
/** A boat's free week of company A, with the clock `daysBefore` check-in. */
const week = (daysBefore: number) => {
  const wk = w.weeks[next++]!;
  w.clock.now = new Date(`${addDays(wk.start, -daysBefore)}T09:00:00Z`);
  return wk;
};
const later = (hours: number) => (w.clock.now = new Date(w.clock.now.getTime() + hours * 3_600_000));
const view = async (token: string) => (await as(w.app).get(`/booking-access/${token}`)).body.data;
const cancel = (token: string) => as(w.app).post(`/booking-access/${token}/cancel`, {});
const pay = async (reference: string, amount: number) =>
  as(w.app, await w.session('manager')).post(`/operator/bookings/${reference}/payments`, {
    amount,
    received_on: w.clock.now.toISOString().slice(0, 10),
    method: 'bank_transfer',
  });

describe('cancelling a reservation (issue 28)', () => {
  it('inside the free window it costs nothing, and says so before and after', async () => {
    const { token, booking } = await reserve(w.app, week(100));
    expect(booking.cancellation).toMatchObject({ free_hours: 48, today: { allowed: true, rule: 'free_window', fee: 0, refund: 0 } });
    expect(booking.cancellation.free_until).toBe(new Date(Date.parse(booking.reserved_at) + 48 * 3_600_000).toISOString());
    later(47);
    w.mails.length = 0;
    const done = await cancel(token);
    expect(done.body.data).toMatchObject({ status: 'cancelled', ended_by: 'customer', cancellation: { fee_charged: 0, refund_due: 0 } });
    const mail = w.mails.find((m) => m.to === booking.email)!;
    expect(mail.text).not.toMatch(/fee|Frais|%/i);
  });

  it('after the window: 20 % of the charter price 60+ days out, with the refund of what was received; history and mail say both', async () => {
    const { reference, token, booking } = await reserve(w.app, week(100), { language: 'en' });
    const first = booking.payment_plan[0].amount as number;
    await pay(reference, first);
    later(49);
    const before = await view(token);
    const charter = booking.quote.price as number;
    const fee = Math.floor((charter * 20 + 50) / 100);
    expect(before.cancellation.charter_price).toBe(charter);
    expect(before.cancellation.today).toEqual({ allowed: true, rule: 'scale', fee_percent: 20, fee, refund: Math.max(0, first - fee) });
    w.mails.length = 0;
    const done = await cancel(token);
    expect(done.body.data.cancellation).toMatchObject({ fee_charged: fee, refund_due: Math.max(0, first - fee) });
    const row = (await findBooking(w.database.db, reference))!;
    const event = (await eventsOf(w.database.db, row.id)).at(-1)!;
    expect(event).toMatchObject({
      kind: 'cancelled',
      statusBefore: 'confirmed',
      data: { rule: 'scale', fee, received: first, refund: Math.max(0, first - fee) },
    });
    const mail = w.mails.find((m) => m.to === booking.email)!;
    expect(mail.text).toContain('of the charter price');
    expect(mail.text).toContain('Refund due to you');
    expect(mail.text).not.toContain('paid online');
  });

  it('the scale: 50 % from 59 days, 100 % in the last 29; nothing paid means no refund', async () => {
    for (const [days, percent] of [
      [59, 50],
      [29, 100],
    ] as const) {
      const { token, booking } = await reserve(w.app, week(days));
      later(49);
      const seen = await view(token);
      if (seen.payment_plan[0].due_date < w.clock.now.toISOString().slice(0, 10)) expect(seen.payment_plan[0].state).toBe('overdue');
      expect(seen.cancellation.today).toMatchObject({ rule: 'scale', fee_percent: percent, refund: 0 });
      expect(seen.cancellation.today.fee).toBe(Math.floor((booking.quote.price * percent + 50) / 100));
    }
  });

  it('a reservation keeps the window it was made under when the company changes its setting; a new one takes the new window', async () => {
    const setWindow = (hours: number) =>
      w.database.db.execute(sql`update companies set free_cancellation_hours = ${hours} where id = ${w.companyA}`);
    const first = await reserve(w.app, week(100));
    await setWindow(0);
    try {
      expect((await view(first.token)).cancellation).toMatchObject({ free_hours: 48, today: { rule: 'free_window', fee: 0 } });
      const second = await reserve(w.app, week(100));
      expect(second.booking.cancellation).toMatchObject({ free_hours: 0, today: { allowed: true } });
      expect(second.booking.cancellation.today.rule).not.toBe('free_window');
      expect(second.booking.cancellation.today.fee).toBeGreaterThan(0);
    } finally {
      await setWindow(48);
    }
  });

  it('an option is always free', async () => {
    const wk = week(100);
    const placed = await as(w.app).post('/bookings', bookingBody(wk));
    expect(placed.body.data.cancellation.today).toMatchObject({ rule: 'option', fee: 0 });
    expect((await cancel(placed.body.data.access_token)).body.data.cancellation.fee_charged).toBe(0);
  });
});
