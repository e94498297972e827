import type { BookingMoney, RecordPaymentBody } from '../../src/contract/operator-payments-api';
import { isReservation, type BookingStatus } from '../../src/contract/booking-constants';
import { addDays, daysBetween, isoDateOf } from '../../src/contract/iso-date';
import { remainingOf, stateByMoney } from '../../src/contract/payment-plan';
import type { ApiContext } from '../api/endpoint';
import type { Database } from '../db/client';
import { conflict, HttpError, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import { moneyOf } from './booking-view';
import { readBooking } from './bookings';
import { findBooking, lockBooking, recordEvent, setStatus, type BookingRow } from './bookings-store';
import { sendPaymentReceipt } from './payment-mail';
import { companyReservationsOwing, insertPayment, paymentsOf, recorderNames, type PaymentRow } from './payments-store';
import { retriedWrite } from './retried-write';

// The money trail (issue 28, docs/decisions/038): the company records what it received (or refunded); the
// payments cover the plan's instalments in order, and the booking follows: reserved → confirmed once the first
// instalment is covered, → paid once all are. One transaction with the booking's row locked holds the payment,
// the change of state, their history rows and the audit entry; the visitor then gets a receipt in their
// language. A booking of another company is a 404, exactly like a missing one.

const bookingNotFound = () => notFound('The booking was not found');
const invalid = (field: string, message: string) => new HttpError(422, 'The given data was invalid', { [field]: [message] });

/** The caller's company's booking, or 404. */
async function companyBooking(db: Database, caller: OperatorCaller, reference: string): Promise<BookingRow> {
  const row = await findBooking(db, reference);
  if (!row || row.companyId !== caller.operator.companyId) throw bookingNotFound();
  return row;
}

function moneyAnswer(row: BookingRow, payments: PaymentRow[], names: Map<number, string>, now: Date): BookingMoney {
  const { price, plan, received } = moneyOf(row, payments, now);
  return {
    reference: row.reference,
    status: row.status,
    currency: price.currency,
    pay_now: price.pay_now,
    instalments: plan,
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      received_on: p.receivedOn,
      method: p.method,
      note: p.note,
      recorded_by: p.recordedBy === null ? null : (names.get(p.recordedBy) ?? null),
      recorded_at: p.recordedAt.toISOString(),
    })),
    received,
    remaining: remainingOf(
      plan,
      payments.map((p) => ({ kind: p.kind, amount: p.amount, received_on: p.receivedOn })),
    ).remaining,
  };
}

async function answerOf(ctx: ApiContext, row: BookingRow): Promise<BookingMoney> {
  const payments = (await paymentsOf(ctx.db, [row.id])).get(row.id)!;
  const names = await recorderNames(ctx.db, [...new Set(payments.flatMap((p) => (p.recordedBy === null ? [] : [p.recordedBy])))]);
  return moneyAnswer(row, payments, names, ctx.now());
}

export async function bookingMoney(ctx: ApiContext, caller: OperatorCaller, reference: string): Promise<BookingMoney> {
  return answerOf(ctx, await companyBooking(ctx.db, caller, reference));
}

const RANK: Partial<Record<BookingStatus, number>> = { reserved: 0, confirmed: 1, paid: 2 };

/** Checks the payment against the booking as locked; the 409s and 422s a recording can meet. */
function checkPayment(locked: BookingRow, body: RecordPaymentBody, received: number, remaining: number): void {
  if (body.kind === 'payment') {
    if (!isReservation(locked.status)) {
      throw conflict('Payments are recorded on a reservation (reserved, confirmed or paid), not on this booking', 'not_a_reservation');
    }
    if (body.amount > remaining) {
      throw invalid(
        'amount',
        remaining === 0
          ? 'Everything of the payment plan has been received.'
          : `At most ${remaining} € is still owed under the payment plan.`,
      );
    }
  } else {
    // A refund follows a cancellation (the terms' refund) or an expiry; a live reservation keeps its money.
    if (locked.status !== 'cancelled' && locked.status !== 'expired') {
      throw conflict('Refunds are recorded once a booking is cancelled or expired', 'not_ended');
    }
    if (body.amount > received) throw invalid('amount', `At most ${received} € was received, so at most that can be refunded.`);
  }
}

export async function recordPayment(
  ctx: ApiContext,
  caller: OperatorCaller,
  reference: string,
  body: RecordPaymentBody,
): Promise<BookingMoney> {
  const now = ctx.now();
  const today = isoDateOf(now);
  const row = await companyBooking(ctx.db, caller, reference);
  if (body.received_on > today) throw invalid('received_on', 'The day received cannot be in the future.');
  // A transfer may be dated a little before the reservation (a bank's value date), never months before.
  if (row.reservedAt && body.received_on < addDays(isoDateOf(row.reservedAt), -7)) {
    throw invalid('received_on', 'The day received is before the booking was reserved.');
  }

  const written = await retriedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, row.id);
      const payments = (await paymentsOf(tx, [locked.id])).get(locked.id)!;
      const before = moneyOf(locked, payments, now);
      const { remaining } = remainingOf(before.plan, before.movements);
      checkPayment(locked, body, before.received, remaining);
      const payment = await insertPayment(tx, {
        bookingId: locked.id,
        kind: body.kind,
        amount: body.amount,
        receivedOn: body.received_on,
        method: body.method,
        note: body.note,
        recordedBy: caller.operator.id,
        recordedAt: now,
      });
      const after = moneyOf(locked, [...payments, payment], now);
      const base = { bookingId: locked.id, at: now, actor: 'operator' as const, operatorId: caller.operator.id };
      await recordEvent(tx, {
        ...base,
        kind: body.kind === 'payment' ? 'payment_recorded' : 'refund_recorded',
        statusBefore: locked.status,
        statusAfter: locked.status,
        data: { payment_id: payment.id, amount: body.amount, received_on: body.received_on, method: body.method, received: after.received },
      });
      // Only forward: reserved → confirmed → paid (a refund follows an ended booking and moves nothing).
      let status = locked.status;
      const reached = stateByMoney(after.plan);
      if (body.kind === 'payment' && RANK[reached]! > RANK[status]!) {
        if (status === 'reserved') {
          await setStatus(
            tx,
            locked.id,
            reached === 'paid' ? { status: 'paid', paidAt: now, confirmedAt: now } : { status: 'confirmed', confirmedAt: now },
          );
          await recordEvent(tx, { ...base, kind: 'confirmed', statusBefore: 'reserved', statusAfter: 'confirmed' });
          status = 'confirmed';
        } else await setStatus(tx, locked.id, { status: 'paid', paidAt: now });
        if (reached === 'paid') {
          await recordEvent(tx, { ...base, kind: 'paid', statusBefore: status, statusAfter: 'paid' });
          status = 'paid';
        }
      }
      await insertAudit(tx, {
        companyId: caller.operator.companyId,
        operatorId: caller.operator.id,
        action: body.kind === 'payment' ? 'booking.payment_recorded' : 'booking.refund_recorded',
        entity: 'booking',
        entityId: locked.reference,
        before: { status: locked.status, received: before.received },
        after: {
          status,
          received: after.received,
          payment: { kind: body.kind, amount: body.amount, received_on: body.received_on, method: body.method, note: body.note },
        },
        at: now,
      });
      return payment;
    }),
  );
  const fresh = (await findBooking(ctx.db, row.reference))!;
  await sendPaymentReceipt(ctx, await readBooking(ctx, fresh), {
    kind: written.kind,
    amount: written.amount,
    received_on: written.receivedOn,
  });
  return answerOf(ctx, fresh);
}

/** The company's instalments past their due day and not received (nothing is cancelled for it: the company decides). */
export async function overdueInstalments(ctx: ApiContext, caller: OperatorCaller) {
  const now = ctx.now();
  const today = isoDateOf(now);
  const data = [];
  for (const { reference } of await companyReservationsOwing(ctx.db, caller.operator.companyId)) {
    const row = (await findBooking(ctx.db, reference))!;
    const payments = (await paymentsOf(ctx.db, [row.id])).get(row.id)!;
    for (const instalment of moneyOf(row, payments, now).plan.filter((i) => i.state === 'overdue')) {
      data.push({
        reference,
        status: row.status,
        customer: `${row.firstName} ${row.lastName}`,
        date_start: row.dateStart,
        instalment,
        days_overdue: daysBetween(instalment.due_date, today),
      });
    }
  }
  data.sort((a, b) => a.instalment.due_date.localeCompare(b.instalment.due_date));
  return { data };
}
