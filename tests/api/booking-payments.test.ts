import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { eventsOf, findBooking } from '../../server/bookings/bookings-store';
import { sendPaymentReminders } from '../../server/bookings/payment-reminders';
import { addDays } from '../../src/contract/iso-date';
import { as, moneyWorld, reserve, type MoneyWorld } from './booking-money-fixtures';
import { bookingBody } from './bookings-fixtures';

// Issue 28, the money trail: the company records payments received (owners and managers; agents are refused;
// another company's booking is a 404); payments cover the instalments in order and move the booking
// reserved → confirmed → paid, each with its history row and an audit entry; the visitor gets a receipt in
// their language and sees each instalment received with its day; more than is owed is a 422; refunds follow a
// cancellation; reminders go once before a due day and once when overdue; no input answers a 500.

const TODAY = '2026-06-01';
let w: MoneyWorld;

beforeAll(async () => {
  w = await moneyWorld(TODAY);
}, 120_000);
afterAll(async () => w.database.close());

let next = 0;
/** A boat's free week of company A, with the clock set 100 days before it (a plan of two instalments). */
const week = () => {
  const wk = w.weeks[next++]!;
  w.clock.now = new Date(`${addDays(wk.start, -100)}T09:00:00Z`);
  return wk;
};
const today = () => w.clock.now.toISOString().slice(0, 10);
const at = (day: string) => (w.clock.now = new Date(`${day}T09:00:00Z`));
type Staff = Parameters<MoneyWorld['session']>[0];
const pay = async (reference: string, body: object, who: Staff | 'stranger' = 'manager') =>
  as(w.app, who === 'stranger' ? 'op.nothing' : await w.session(who)).post(`/operator/bookings/${reference}/payments`, body);
const read = async (path: string, who: Staff) => as(w.app, await w.session(who)).get(path);
const visitorView = async (token: string) => (await as(w.app).get(`/booking-access/${token}`)).body.data;

describe('recording payments (issue 28)', () => {
  it('the first instalment makes the booking confirmed, the balance paid; receipts in the visitor’s language; history and audit', async () => {
    const { reference, token, booking } = await reserve(w.app, week(), { language: 'de' });
    expect(booking.status).toBe('reserved');
    const [first, balance] = booking.payment_plan;
    expect(first).toMatchObject({ kind: 'first', due_date: addDays(today(), 3), state: 'due', received_on: null });
    expect(balance).toMatchObject({ kind: 'balance', state: 'due' });

    w.mails.length = 0;
    const part = await pay(reference, { amount: first.amount - 1, received_on: today(), method: 'bank_transfer' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ status: 'reserved', received: first.amount - 1 });
    expect(part.body.instalments[0].state).toBe('due');

    const rest = await pay(reference, { amount: 1, received_on: addDays(today(), -1), method: 'cash', note: 'at the office' });
    expect(rest.body.status).toBe('confirmed');
    expect(rest.body.instalments[0]).toMatchObject({ state: 'received', received_on: today() });
    expect(rest.body.payments.map((p: { recorded_by: string }) => p.recorded_by)).toEqual(['Marko Manager', 'Marko Manager']);
    const receipts = w.mails.filter((m) => m.to === booking.email);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.subject).toContain(reference);
    expect(receipts[1]!.text).toContain('bestätigt');
    expect(receipts[1]!.text).toMatch(/1\.?\d{3}|\d/);

    const seen = await visitorView(token);
    expect(seen).toMatchObject({ status: 'confirmed', received: first.amount });
    expect(seen.confirmed_at).not.toBeNull();
    expect(seen.payments).toHaveLength(2);
    expect(seen.payments[0]).not.toHaveProperty('note');

    const paid = await pay(reference, { amount: balance.amount, received_on: today(), method: 'bank_transfer' }, 'owner');
    expect(paid.body).toMatchObject({ status: 'paid', remaining: 0 });
    const row = (await findBooking(w.database.db, reference))!;
    expect(row.paidAt).not.toBeNull();
    const kinds = (await eventsOf(w.database.db, row.id)).map((e) => e.kind);
    expect(kinds).toEqual(['placed', 'reserved', 'payment_recorded', 'payment_recorded', 'confirmed', 'payment_recorded', 'paid']);
    const audit = await selectRows<{ before: { status: string }; after: { status: string } }>(
      w.database.db,
      sql`select before, after from audit_log where entity_id = ${reference} and action = 'booking.payment_recorded' order by id`,
    );
    expect(audit.map((a) => [a.before.status, a.after.status])).toEqual([
      ['reserved', 'reserved'],
      ['reserved', 'confirmed'],
      ['confirmed', 'paid'],
    ]);
    // Nothing more is owed: another payment is refused.
    const more = await pay(reference, { amount: 1, received_on: today(), method: 'bank_transfer' });
    expect(more.status).toBe(422);
  });

  it('one payment of everything goes straight to paid (confirmed on the way)', async () => {
    const { reference, booking } = await reserve(w.app, week());
    const all = await pay(reference, { amount: booking.price.pay_now, received_on: today(), method: 'card' });
    expect(all.body.status).toBe('paid');
    const row = (await findBooking(w.database.db, reference))!;
    expect(row.confirmedAt).not.toBeNull();
    expect((await eventsOf(w.database.db, row.id)).map((e) => e.kind).slice(-3)).toEqual(['payment_recorded', 'confirmed', 'paid']);
  });

  it('overpayment, a day in the future and an option are refused; agents 403; another company 404; a stranger 401', async () => {
    const { reference, booking } = await reserve(w.app, week());
    const over = await pay(reference, { amount: booking.price.pay_now + 1, received_on: today(), method: 'bank_transfer' });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toBeDefined();
    const future = await pay(reference, { amount: 10, received_on: addDays(today(), 1), method: 'bank_transfer' });
    expect(future.status).toBe(422);
    expect((await pay(reference, { amount: 10, received_on: today(), method: 'bank_transfer' }, 'agent')).status).toBe(403);
    const other = await pay(reference, { amount: 10, received_on: today(), method: 'bank_transfer' }, 'managerB');
    expect(other.status).toBe(404);
    expect((await read(`/operator/bookings/${reference}/payments`, 'managerB')).status).toBe(404);
    expect((await read(`/operator/bookings/${reference}/payments`, 'agent')).status).toBe(200);
    expect((await pay(reference, { amount: 10, received_on: today(), method: 'bank_transfer' }, 'stranger')).status).toBe(401);
    const placed = await as(w.app).post('/bookings', bookingBody(week()));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const option = await pay(placed.body.data.reference, { amount: 10, received_on: today(), method: 'bank_transfer' });
    expect(option.status).toBe(409);
    expect(option.body.code).toBe('not_a_reservation');
  });

  it('no input answers a 500', async () => {
    const { reference } = await reserve(w.app, week());
    const bodies: unknown[] = [
      {},
      null,
      [],
      'x',
      { amount: -5, received_on: today(), method: 'bank_transfer' },
      { amount: 1.5, received_on: today(), method: 'bank_transfer' },
      { amount: 1e12, received_on: today(), method: 'bank_transfer' },
      { amount: '10', received_on: today(), method: 'bank_transfer' },
      { amount: 10, received_on: '2026-02-30', method: 'bank_transfer' },
      { amount: 10, received_on: '1800-01-01', method: 'bank_transfer' },
      { amount: 10, received_on: today(), method: 'bitcoin' },
      { amount: 10, received_on: today(), method: 'cash', kind: 'gift' },
      { amount: 10, received_on: today(), method: 'cash', note: 'x'.repeat(5_000) },
      { amount: 10, received_on: today(), method: 'cash', note: '\u0000' },
    ];
    for (const body of bodies) {
      const res = await pay(reference, body as object);
      expect([400, 409, 415, 422], JSON.stringify(body)).toContain(res.status);
    }
    for (const ref of ['BW-XXXXXXXX', 'nope', '%00', 'BW-' + 'A'.repeat(200)]) {
      const res = await pay(encodeURIComponent(ref), { amount: 1, received_on: today(), method: 'cash' });
      expect([400, 404], ref).toContain(res.status);
    }
  });

  it('refunds: only once cancelled, at most what was received; the receipt says refund', async () => {
    const { reference, token, booking } = await reserve(w.app, week());
    const first = booking.payment_plan[0].amount;
    await pay(reference, { amount: first, received_on: today(), method: 'bank_transfer' });
    const early = await pay(reference, { kind: 'refund', amount: 10, received_on: today(), method: 'bank_transfer' });
    expect(early.status).toBe(409);
    const cancelled = await as(w.app).post(`/booking-access/${token}/cancel`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancellation: { fee_charged: 0, refund_due: first } });
    expect((await pay(reference, { kind: 'refund', amount: first + 1, received_on: today(), method: 'bank_transfer' })).status).toBe(422);
    w.mails.length = 0;
    const refunded = await pay(reference, { kind: 'refund', amount: first, received_on: today(), method: 'bank_transfer' });
    expect(refunded.body).toMatchObject({ status: 'cancelled', received: 0 });
    expect(w.mails.find((m) => m.to === booking.email)!.subject).toMatch(/refund|Rembourse/i);
    // What was due at the cancellation stays as it was.
    expect((await visitorView(token)).cancellation).toMatchObject({ fee_charged: 0, refund_due: first });
  });
});

describe('reminders and overdue instalments (issue 28)', () => {
  it('a reminder three days before the balance, one when an instalment is overdue, each once; the company sees it; nothing is cancelled', async () => {
    const wk = week();
    const day0 = today();
    // The demo's own reservations (no payment recorded) have their reminders sent first.
    at(addDays(day0, 4));
    await sendPaymentReminders(w.ctx);
    at(day0);
    const { reference, token, booking } = await reserve(w.app, wk, { language: 'en' });
    const toVisitor = () => w.mails.filter((m) => m.to === booking.email && m.subject.includes(reference));
    w.mails.length = 0;
    // The first instalment is due three days after reserving: the confirmation said so, no reminder before it.
    await sendPaymentReminders(w.ctx);
    expect(toVisitor()).toHaveLength(0);
    // The day after its due day it is overdue: one mail, however often the job runs (two instances alike).
    at(addDays(day0, 4));
    await Promise.all([sendPaymentReminders(w.ctx), sendPaymentReminders(w.ctx)]);
    await sendPaymentReminders(w.ctx);
    expect(toVisitor().map((m) => m.subject)).toEqual([`Payment overdue for your booking ${reference}`]);
    expect(toVisitor()[0]!.text).toContain(booking.payment.reference);
    const seen = await visitorView(token);
    expect(seen.status).toBe('reserved');
    expect(seen.payment_plan[0].state).toBe('overdue');
    const overdue = await read('/operator/overdue-instalments', 'manager');
    expect(overdue.status).toBe(200);
    expect(overdue.body.data).toContainEqual(
      expect.objectContaining({ reference, days_overdue: 1, instalment: expect.objectContaining({ kind: 'first', state: 'overdue' }) }),
    );
    const elsewhere = await read('/operator/overdue-instalments', 'managerB');
    expect(elsewhere.body.data.map((d: { reference: string }) => d.reference)).not.toContain(reference);
    // Paid late, then three days before the balance: one reminder for it.
    await pay(reference, { amount: booking.payment_plan[0].amount, received_on: addDays(day0, 4), method: 'bank_transfer' });
    w.mails.length = 0;
    at(addDays(booking.payment_plan[1].due_date, -3));
    await sendPaymentReminders(w.ctx);
    await sendPaymentReminders(w.ctx);
    expect(toVisitor().map((m) => m.subject)).toEqual([`Payment due soon for your booking ${reference}`]);
  }, 300_000);
});
