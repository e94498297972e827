import { daysBetween, isoDateOf } from '../../src/contract/iso-date';
import type { ApiContext } from '../api/endpoint';
import { everyInterval, type BackgroundPass } from '../background-pass';
import { readBooking } from './bookings';
import { findBooking } from './bookings-store';
import { sendReminder } from './payment-mail';
import { claimReminder, paymentsOf, reservationsOwing } from './payments-store';
import { moneyOf } from './booking-view';

// Payment reminders (issue 28, docs/decisions/038): every interval the server mails the visitor of a live
// reservation three days before an instalment's due day, and once when it becomes overdue. Each reminder is
// claimed first — a row of booking_reminders, whose primary key is (booking, instalment, kind) — and sent only
// when this call inserted it, so several instances or a restart never send one twice. Nothing is cancelled
// because it is overdue: the company sees it in the console and decides.

/** A reminder goes this many days before the due day. */
const DAYS_BEFORE = 3;

/** One sweep: the reminders due now, claimed and sent; how many were sent. */
export async function sendPaymentReminders(ctx: ApiContext): Promise<number> {
  const now = ctx.now();
  const today = isoDateOf(now);
  let sent = 0;
  for (const { reference } of await reservationsOwing(ctx.db, today)) {
    const row = await findBooking(ctx.db, reference);
    if (!row?.reservedAt) continue;
    const reservedOn = isoDateOf(row.reservedAt);
    const { plan } = moneyOf(row, (await paymentsOf(ctx.db, [row.id])).get(row.id)!, now);
    for (const [index, instalment] of plan.entries()) {
      const daysLeft = daysBetween(today, instalment.due_date);
      // The confirmation mail has just named the first due day when it is three days after reserving.
      const dueSoon = instalment.state === 'due' && daysLeft <= DAYS_BEFORE && daysBetween(reservedOn, instalment.due_date) > DAYS_BEFORE;
      const kind = instalment.state === 'overdue' ? 'overdue' : dueSoon ? 'due_soon' : null;
      if (kind && (await claimReminder(ctx.db, row.id, index, kind))) {
        await sendReminder(ctx, await readBooking(ctx, row), index, kind);
        sent++;
      }
    }
  }
  return sent;
}

export function startPaymentReminders(ctx: ApiContext, intervalMs: number): BackgroundPass {
  return everyInterval(
    intervalMs,
    async () => {
      const sent = await sendPaymentReminders(ctx);
      if (sent) ctx.logger.info({ count: sent }, 'payment reminders sent');
    },
    (err) => ctx.logger.warn({ err }, 'payment reminders failed; the next sweep tries again'),
  );
}
