import type { z } from 'zod';
import type {
  BookingListItem,
  bookingsExportQuerySchema,
  BookingsQuery,
  OperatorBooking,
  placeClientOptionBodySchema,
} from '../../src/contract/operator-bookings-api';
import { bookingActions, MAX_EXPORT_ROWS } from '../../src/contract/operator-bookings-constants';
import { isoDateOf } from '../../src/contract/iso-date';
import type { ApiContext } from '../api/endpoint';
import type { Database } from '../db/client';
import { conflict, HttpError, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import { sendBookingMails } from './booking-mail';
import { createBooking, readBooking } from './bookings';
import { toCsv } from './bookings-csv';
import { findBooking, lockBooking, recordEvent, setStatus, type BookingRow } from './bookings-store';
import { companyBoatSlug, historyOf, listBookings, setHoldEnd, type ListFilter, type ListRow } from './operator-bookings-store';
import { retriedWrite } from './retried-write';
import { offerFreedBookings } from '../waitlist/waitlist';

import { refuseIfImported } from '../fleet/fleet-owned';
// The company's bookings in the console (issue 27, decision 038): the list and its CSV, one booking with
// its history, and what the office does to it — extend or release an option, cancel a reservation with a
// reason, write an internal note, place an option for a client. Every change locks the booking's row and
// writes its history row and the audit entry (before and after) in the transaction of the change. A booking
// of another company is a 404, exactly like a missing one.

const HOUR_MS = 3_600_000;
const bookingNotFound = () => notFound('The booking was not found');
const roleRefused = () => new HttpError(403, 'Your role in the company cannot do this', undefined, undefined, 'role_refused');

const filterOf = (caller: OperatorCaller, q: z.output<typeof bookingsExportQuerySchema>): ListFilter => ({
  companyId: caller.operator.companyId,
  status: q.status,
  yachtId: q.yacht,
  baseId: q.base,
  from: q.from,
  to: q.to,
  q: q.q,
});

const listItem = (r: ListRow): BookingListItem => ({
  reference: r.reference,
  status: r.status,
  yacht: { id: r.yacht_id, name: r.yacht_name },
  base: r.base,
  date_start: r.date_start,
  date_end: r.date_end,
  customer: `${r.first_name} ${r.last_name}`,
  email: r.email,
  phone: r.phone,
  people: r.people,
  total: r.total,
  created_at: r.created_at,
  expires_at: r.expires_at,
});

export async function bookingsPage(ctx: ApiContext, caller: OperatorCaller, q: BookingsQuery) {
  const rows = await listBookings(ctx.db, filterOf(caller, q), q.per_page, (q.page - 1) * q.per_page);
  const total = rows[0]?.matched ?? 0;
  return { data: rows.map(listItem), total, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
}

const CSV_HEADER = [
  'reference',
  'status',
  'boat',
  'base',
  'check_in',
  'check_out',
  'first_name',
  'last_name',
  'email',
  'phone',
  'people',
  'product',
  'language',
  'total_eur',
  'placed_at',
  'hold_ends_at',
  'ended_by',
  'end_reason',
] as const;

/** The filtered list as CSV (every matching row up to MAX_EXPORT_ROWS, newest first). */
export async function exportBookings(ctx: ApiContext, caller: OperatorCaller, q: z.output<typeof bookingsExportQuerySchema>) {
  const rows = await listBookings(ctx.db, filterOf(caller, q), MAX_EXPORT_ROWS, 0);
  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.reference,
      r.status,
      r.yacht_name,
      r.base,
      r.date_start,
      r.date_end,
      r.first_name,
      r.last_name,
      r.email,
      r.phone,
      r.people,
      r.product,
      r.language,
      r.total,
      r.created_at,
      r.expires_at,
      r.ended_by,
      r.end_reason,
    ]),
  );
  return { filename: `bookings-${isoDateOf(ctx.now())}.csv`, csv, rows: rows.length };
}

/** The company's booking, or a 404 for a missing one and for another company's alike. */
async function companyBooking(db: Database, caller: OperatorCaller, reference: string): Promise<BookingRow> {
  const row = await findBooking(db, reference);
  if (!row || row.companyId !== caller.operator.companyId) throw bookingNotFound();
  return row;
}

export async function operatorBooking(ctx: ApiContext, caller: OperatorCaller, reference: string): Promise<OperatorBooking> {
  const row = await companyBooking(ctx.db, caller, reference);
  // readBooking expires an option whose hold has ended first, as the visitor's page does.
  const { access_token: _secret, ...booking } = await readBooking(ctx, row);
  const history = await historyOf(ctx.db, row.id);
  return {
    booking,
    yacht_id: row.yachtId,
    base: booking.yacht.base.name,
    placed_by: history.find((e) => e.kind === 'placed')?.operatorId ?? null,
    history: history.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor,
      operator: e.operator,
      kind: e.kind,
      status_before: e.statusBefore,
      status_after: e.statusAfter,
      data: e.data,
    })),
  };
}

interface Change {
  kind: string;
  action: string;
  statusAfter?: string;
  data: Record<string, unknown>;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Runs one office action on the locked booking: `decide` checks what it may do and writes the change, then
 * its history row and audit entry follow in the same transaction.
 */
async function act(
  ctx: ApiContext,
  caller: OperatorCaller,
  reference: string,
  decide: (tx: Database, locked: BookingRow, placedByCaller: boolean) => Promise<Change>,
): Promise<BookingRow> {
  const { id } = await companyBooking(ctx.db, caller, reference);
  const now = ctx.now();
  return retriedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, id);
      const placed = (await historyOf(tx, id)).find((e) => e.kind === 'placed');
      const change = await decide(tx, locked, placed?.operatorId === caller.operator.id);
      await recordEvent(tx, {
        bookingId: id,
        at: now,
        actor: 'operator',
        operatorId: caller.operator.id,
        kind: change.kind,
        statusBefore: locked.status,
        statusAfter: change.statusAfter ?? locked.status,
        data: change.data,
      });
      await insertAudit(tx, {
        companyId: caller.operator.companyId,
        operatorId: caller.operator.id,
        action: change.action,
        entity: 'booking',
        entityId: reference,
        before: change.before ?? { status: locked.status },
        after: change.after ?? { status: change.statusAfter ?? locked.status, ...change.data },
        at: now,
      });
      return locked;
    }),
  );
}

const isHeld = (row: BookingRow, now: Date) => row.status === 'option' && (row.expiresAt === null || row.expiresAt > now);
const notAnOption = (row: BookingRow) =>
  conflict(`Only a held option can be extended or released; this booking is ${row.status}.`, 'not_an_option');

/** A longer hold: `hours` more from the hold's current end (or from now, for a hold that never ends). */
export async function extendOption(ctx: ApiContext, caller: OperatorCaller, reference: string, hours: number) {
  const now = ctx.now();
  await act(ctx, caller, reference, async (tx, locked, mine) => {
    if (!bookingActions(caller.operator.role, locked.status, mine).extend && locked.status === 'option') throw roleRefused();
    if (!isHeld(locked, now)) throw notAnOption(locked);
    // Issue 29: an imported boat's option is held in its fleet system, which lets it go at its own time; held
    // longer here, the week would be sold there while we still promise it.
    await refuseIfImported(
      tx,
      locked.yachtId,
      'its options are held there and end when they end there; place a new option when this one ends',
    );
    const from = locked.expiresAt && locked.expiresAt > now ? locked.expiresAt : now;
    const until = new Date(from.getTime() + hours * HOUR_MS);
    await setHoldEnd(tx, locked.id, until);
    const before = locked.expiresAt?.toISOString() ?? null;
    return {
      kind: 'option_extended',
      action: 'booking.extend',
      data: { hours, expires_before: before, expires_at: until.toISOString() },
      before: { status: locked.status, expires_at: before },
      after: { status: locked.status, expires_at: until.toISOString() },
    };
  });
  return operatorBooking(ctx, caller, reference);
}

/** The office lets an option go: it ends as expired, by the company, and its days are free at once. */
export async function releaseOption(ctx: ApiContext, caller: OperatorCaller, reference: string, reason: string | undefined) {
  const now = ctx.now();
  const released = await act(ctx, caller, reference, async (tx, locked, mine) => {
    if (!bookingActions(caller.operator.role, locked.status, mine).release && locked.status === 'option') throw roleRefused();
    if (!isHeld(locked, now)) throw notAnOption(locked);
    await setStatus(tx, locked.id, { status: 'expired', endedBy: 'company', endReason: reason ?? 'released' });
    return { kind: 'option_released', action: 'booking.release', statusAfter: 'expired', data: { reason: reason ?? null } };
  });
  // The freed week goes to the waiting list's next in line (issue 28), once the change has committed.
  await offerFreedBookings(ctx, [released.id]);
  return operatorBooking(ctx, caller, reference);
}

/** The company cancels a reservation, saying why; the customer is told by mail in their language. */
export async function cancelByCompany(ctx: ApiContext, caller: OperatorCaller, reference: string, reason: string) {
  const now = ctx.now();
  const cancelled = await act(ctx, caller, reference, async (tx, locked) => {
    if (!bookingActions(caller.operator.role, locked.status, false).cancel) {
      if (caller.operator.role === 'agent') throw roleRefused();
      throw conflict(
        `Only a reservation (reserved, confirmed or paid) can be cancelled; this booking is ${locked.status}. An option is released.`,
        'not_a_reservation',
      );
    }
    await setStatus(tx, locked.id, { status: 'cancelled', cancelledAt: now, endedBy: 'company', endReason: reason });
    return { kind: 'cancelled', action: 'booking.cancel', statusAfter: 'cancelled', data: { by: 'company', reason } };
  });
  const booking = await readBooking(ctx, (await findBooking(ctx.db, reference))!);
  await sendBookingMails(ctx, 'cancelled', booking);
  await offerFreedBookings(ctx, [cancelled.id]);
  return operatorBooking(ctx, caller, reference);
}

/** An internal note in the booking's history (never shown to the customer). */
export async function addNote(ctx: ApiContext, caller: OperatorCaller, reference: string, text: string) {
  await act(ctx, caller, reference, async () => ({ kind: 'note', action: 'booking.note', data: { text }, before: {} }));
  return operatorBooking(ctx, caller, reference);
}

/** An option placed by the staff for a client (by phone, at the base): held for the usual time. */
export async function placeClientOption(ctx: ApiContext, caller: OperatorCaller, body: z.output<typeof placeClientOptionBodySchema>) {
  const slug = await companyBoatSlug(ctx.db, caller.operator.companyId, body.yacht_id);
  if (!slug) throw notFound('The boat was not found');
  const placed = await createBooking(
    ctx,
    {
      yacht_slug: slug,
      date_start: body.date_start,
      date_end: body.date_end,
      product: body.product,
      people: body.people,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone,
      language: body.language,
      optional_extras: [],
      terms_accepted: true,
    },
    null,
    {
      operatorId: caller.operator.id,
      audit: (tx, row) =>
        insertAudit(tx, {
          companyId: caller.operator.companyId,
          operatorId: caller.operator.id,
          action: 'booking.place',
          entity: 'booking',
          entityId: row.reference,
          after: {
            status: 'option',
            yacht_id: body.yacht_id,
            date_start: body.date_start,
            date_end: body.date_end,
            customer: `${body.first_name} ${body.last_name}`,
            expires_at: row.expiresAt?.toISOString() ?? null,
          },
          at: ctx.now(),
        }),
    },
  );
  return { reference: placed.data.reference, expires_at: placed.data.expires_at };
}
