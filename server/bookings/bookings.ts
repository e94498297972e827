import {
  BOOKING_CANCELLED,
  BOOKING_UNAVAILABLE,
  CANCEL_TOO_LATE,
  OPTION_EXPIRED,
  type Booking,
  type CreateBooking,
  type PlaceOptionResponse,
} from '../../src/contract/booking-api';
import { BOOKING_ERROR_CODES } from '../../src/contract/booking-constants';
import { cancellationOutcome } from '../../src/contract/booking-rules';
import { isoDateOf } from '../../src/contract/iso-date';
import { isLanguageCode } from '../../src/contract/languages';
import { bookingPeriod, chargedDays, extraTotal } from '../../src/contract/price-rules';
import type { AuthUser } from '../accounts/token-store';
import type { ApiContext } from '../api/endpoint';
import type { Database } from '../db/client';
import { quoteYacht } from '../catalog/quote';
import { yachtCardsById } from '../catalog/yacht-card';
import { bookingStayProblem, STAY_MESSAGES } from '../../src/contract/stay-dates';
import { minimumNightsMessage, stayBelowMinimumNights } from '../../src/contract/minimum-nights';
import { conflict, conflictAfterWrite, HttpError, notFound } from '../http-error';
import { newAccessToken } from './access-token';
import { sendBookingMails } from './booking-mail';
import { cancellationFacts, moneyOf, toBooking } from './booking-view';
import { paymentsOf } from './payments-store';
import {
  bookingsOfUser,
  expireStaleOptionsOf,
  fixCancellationWindow,
  findBookableYacht,
  findBooking,
  findBookingByToken,
  insertOption,
  lockBooking,
  optionalExtrasOf,
  recordEvent,
  setStatus,
  type BookingRow,
  type NewBooking,
  type OptionalExtra,
} from './bookings-store';
import { isExclusionViolation, isUniqueViolation } from './database-errors';
import { newBookingReference } from './reference';
import { retriedWrite } from './retried-write';
import { placeThereFirst, releaseThere, TakenThere, type Placement } from '../connectors/fleet-booking';

// Bookings (B1, B2, B4; docs/decisions/020). Continue on step one places an OPTION: priced here from the
// server's own data (never from the client), inside the transaction that inserts it, after the boat's dead
// holds on those days are expired; the database's exclusion constraint decides any race. Confirm turns the
// option into a reservation once (the row is locked, a repeat answers the same booking); cancel frees the
// days under the terms of src/contract/booking-rules.ts. Every write transaction runs through retriedWrite:
// one aborted by PostgreSQL for a deadlock with another write runs again (issue 25).

const unavailable = () => conflict(BOOKING_UNAVAILABLE, BOOKING_ERROR_CODES.unavailable);
const bookingNotFound = () => notFound('The booking was not found');
const REFERENCE_ATTEMPTS = 3;
const MINUTE_MS = 60_000;

/** Issue 27: an option a member of staff places for a client: named in its history, audited in its transaction. */
export interface StaffActor {
  operatorId: number;
  audit(tx: Database, placed: BookingRow): Promise<void>;
}

export async function createBooking(
  ctx: ApiContext,
  input: CreateBooking,
  user: AuthUser | null,
  staff?: StaffActor,
): Promise<PlaceOptionResponse> {
  const yacht = await findBookableYacht(ctx.db, input.yacht_slug);
  if (!yacht) throw new HttpError(422, 'The given data was invalid', { yacht_slug: ['No boat has this slug'] });
  const extras = await optionalExtrasOf(ctx.db, yacht.yachtId, input.language);
  const now = ctx.now();
  const today = isoDateOf(now);
  checkAgainstYacht(input, yacht, extras, today);

  const charged = chargedDays(input.date_start, input.date_end);
  const chosen = extras
    .filter((e) => input.optional_extras.includes(e.id))
    .map((e) => ({
      id: e.id,
      name: e.name,
      price: e.price,
      unit: e.unit,
      total: extraTotal(e.price, e.unit, charged, input.people),
      payable_at_base: e.payableAtBase,
    }));
  const chosenTotal = chosen.reduce((sum, e) => sum + e.total, 0);
  const period = bookingPeriod(input.date_start, input.date_end);
  const accessToken = newAccessToken();
  const expiresAt = new Date(now.getTime() + ctx.config.BOOKING_OPTION_MINUTES * MINUTE_MS);
  const firstReference = newBookingReference();
  const placement = await placedThere(ctx, yacht, input, firstReference, expiresAt);

  for (let attempt = 1; ; attempt++) {
    // The system's option carries the first reference: a collision here (40 random bits) after it was placed
    // gives the option back rather than keep a hold there under a name no booking has.
    const reference = attempt === 1 ? firstReference : newBookingReference();
    let row: BookingRow;
    try {
      row = await retriedWrite(() =>
        ctx.db.transaction(async (tx) => {
          await expireStaleOptionsOf(tx, yacht.yachtId, period, now);
          const quote = await quoteYacht(tx, yacht.yachtId, input.date_start, input.date_end, today, input.language);
          if (!quote) throw unavailable();
          const option: NewBooking = {
            reference,
            accessToken,
            yachtId: yacht.yachtId,
            userId: user?.id ?? null,
            period,
            product: input.product,
            people: input.people,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone,
            language: input.language,
            message: input.message ?? null,
            quote: { ...quote, optional_extras: chosen, optional_extras_total: chosenTotal },
            total: quote.total + chosenTotal,
            expiresAt: placement?.expiresAt ?? expiresAt,
            ...(placement && {
              fleetState: placement.fleetState,
              fleetHoldId: placement.fleetHoldId,
              fleetNextAttemptAt: placement.fleetNextAttemptAt,
              fleetError: placement.fleetError,
            }),
          };
          await insertOption(tx, option);
          // Read back as every other answer is: with the company the insert's trigger named (issue 28).
          const placed = (await findBooking(tx, reference))!;
          await recordEvent(tx, {
            bookingId: placed.id,
            at: now,
            actor: staff ? 'operator' : 'customer',
            operatorId: staff?.operatorId ?? null,
            kind: 'placed',
            statusAfter: 'option',
          });
          await staff?.audit(tx, placed);
          return placed;
        }),
      );
    } catch (err) {
      if (placement?.fleetHoldId && attempt === 1)
        await releaseThere(ctx, yacht.sourceCompanyId!, { externalId: placement.fleetHoldId, reference });
      if (placement && !(isExclusionViolation(err) || isUniqueViolation(err))) throw err;
      // Another option took the days between the quote and the insert (the race of B4).
      if (isExclusionViolation(err)) throw unavailable();
      // 40 random bits rarely collide; when they do, draw again (an imported boat's option is placed anew).
      if (isUniqueViolation(err) && attempt < REFERENCE_ATTEMPTS) {
        if (placement) return createBooking(ctx, input, user, staff);
        continue;
      }
      throw err;
    }
    const [booking] = await toBookings(ctx, [row]);
    const changed = input.expected_total !== undefined && input.expected_total !== booking!.total;
    return { success: true, data: booking!, price_changed: changed ? { shown: input.expected_total!, now: booking!.total } : null };
  }
}

/**
 * Issue 29: an imported boat's option placed in its fleet system before ours (null: not an imported boat).
 * The days must be free here first, so no option is placed there for a week we would refuse anyway.
 */
async function placedThere(
  ctx: ApiContext,
  yacht: { yachtId: number; sourceCompanyId: number | null; externalId: string | null },
  input: CreateBooking,
  reference: string,
  expiresAt: Date,
): Promise<Placement | null> {
  if (yacht.sourceCompanyId === null || yacht.externalId === null) return null;
  const today = isoDateOf(ctx.now());
  if (!(await quoteYacht(ctx.db, yacht.yachtId, input.date_start, input.date_end, today, input.language))) throw unavailable();
  try {
    return await placeThereFirst(ctx, yacht.sourceCompanyId, {
      boatExternalId: yacht.externalId,
      from: input.date_start,
      to: input.date_end,
      reference,
      expiresAt,
      people: input.people,
      client: { firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone },
    });
  } catch (err) {
    // An agent took the week in the fleet system first: the race lost, answered as one lost here is.
    if (err instanceof TakenThere) throw unavailable();
    throw err;
  }
}

/**
 * The checks that need the boat: its products, its capacity, its minimum nights (issue 27), its extras; and
 * no check-in in the past.
 */
function checkAgainstYacht(
  input: CreateBooking,
  yacht: { products: string[]; maxPeople: number; minNights: number },
  extras: OptionalExtra[],
  today: string,
): void {
  const errors: Record<string, string[]> = {};
  if (!yacht.products.includes(input.product)) {
    errors.product = [`This boat is offered as: ${yacht.products.join(', ')}`];
  }
  if (input.people > yacht.maxPeople) errors.people = [`This boat takes at most ${yacht.maxPeople} people`];
  // The stay rule the pages apply too (issue 30): here with the clock, for a check-in in the past.
  const stay = bookingStayProblem(input.date_start, input.date_end, today);
  if (stay) errors[stay.field] = [STAY_MESSAGES[stay.rule]];
  else if (stayBelowMinimumNights(input.date_start, input.date_end, yacht.minNights)) {
    errors.date_end = [minimumNightsMessage(yacht.minNights)];
  }
  const unknown = input.optional_extras.filter((id) => !extras.some((e) => e.id === id));
  if (unknown.length) errors.optional_extras = [`Not an optional extra of this boat: ${unknown.join(', ')}`];
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid', errors);
}

/** A booking by its access token; an unknown token is a 404 like any other. */
export async function bookingByToken(ctx: ApiContext, token: string): Promise<BookingRow> {
  const row = await findBookingByToken(ctx.db, token);
  if (!row) throw bookingNotFound();
  return row;
}

/** A signed-in user's own booking by reference; someone else's is answered exactly like a missing one. */
export async function ownBookingRow(ctx: ApiContext, reference: string, user: AuthUser): Promise<BookingRow> {
  const row = await findBooking(ctx.db, reference);
  if (!row || row.userId !== user.id) throw bookingNotFound();
  return row;
}

/** The booking as it stands now: an option whose hold has ended is expired first (it frees the days). */
export async function readBooking(ctx: ApiContext, row: BookingRow): Promise<Booking> {
  if (isDue(row, ctx.now())) {
    await retriedWrite(() =>
      ctx.db.transaction(async (tx) => {
        const locked = await lockBooking(tx, row.id);
        if (isDue(locked, ctx.now())) await expireHold(tx, locked, ctx.now());
      }),
    );
    row = (await findBooking(ctx.db, row.reference))!;
  }
  return (await toBookings(ctx, [row]))[0]!;
}

export async function ownBookings(ctx: ApiContext, user: AuthUser): Promise<Booking[]> {
  return toBookings(ctx, await bookingsOfUser(ctx.db, user.id));
}

const isDue = (row: BookingRow, now: Date) => row.status === 'option' && row.expiresAt !== null && row.expiresAt <= now;

/** An option whose hold has ended, met by a visitor before the sweeper: expired by the system, in its history. */
async function expireHold(tx: Database, row: BookingRow, now: Date): Promise<void> {
  await setStatus(tx, row.id, { status: 'expired', endedBy: 'system', endReason: 'hold_ended' });
  await recordEvent(tx, {
    bookingId: row.id,
    at: now,
    actor: 'system',
    kind: 'expired',
    statusBefore: 'option',
    statusAfter: 'expired',
    data: { reason: 'hold_ended' },
  });
}

/**
 * B2: option → reserved (the visitor accepts the terms and the payment plan; "confirmed" comes only with
 * the company's receipt of the first instalment, issue 28). The row is locked, so two presses (or a retry
 * after a lost answer) make one reservation, send the mails once, and both get the reserved booking. After
 * the hold's end: 409 option_expired (and the option is expired, freeing its days).
 */
export async function confirmBooking(ctx: ApiContext, row: BookingRow): Promise<Booking> {
  const now = ctx.now();
  const outcome = await retriedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, row.id);
      if (locked.status === 'option' && isDue(locked, now)) {
        await expireHold(tx, locked, now);
        return 'expiredNow' as const;
      }
      if (locked.status === 'option') {
        await setStatus(tx, row.id, { status: 'reserved', reservedAt: now });
        await fixCancellationWindow(tx, row.id);
        await recordEvent(tx, {
          bookingId: row.id,
          at: now,
          actor: 'customer',
          kind: 'reserved',
          statusBefore: 'option',
          statusAfter: 'reserved',
        });
        return 'reservedNow' as const;
      }
      return locked.status === 'cancelled' || locked.status === 'expired' ? locked.status : ('already' as const);
    }),
  );
  if (outcome === 'expiredNow') throw conflictAfterWrite(OPTION_EXPIRED, BOOKING_ERROR_CODES.optionExpired);
  if (outcome === 'expired') throw conflict(OPTION_EXPIRED, BOOKING_ERROR_CODES.optionExpired);
  if (outcome === 'cancelled') throw conflict(BOOKING_CANCELLED, BOOKING_ERROR_CODES.cancelled);
  const [booking] = await toBookings(ctx, [(await findBooking(ctx.db, row.reference))!]);
  if (outcome === 'reservedNow') await sendBookingMails(ctx, 'reserved', booking!);
  return booking!;
}

/**
 * Cancels under the terms (issue 28): an option free, a reservation free within the company's window, else by
 * the scale as a share of the charter price; the refund due is what was received less the fee. Frees the days.
 * The fee and refund go into the history; cancelling a cancelled or expired booking answers it as it is; on or
 * after check-in: 409 cancel_too_late.
 */
export async function cancelBooking(ctx: ApiContext, row: BookingRow): Promise<Booking> {
  const now = ctx.now();
  const done = await retriedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, row.id);
      if (isDue(locked, now)) {
        await expireHold(tx, locked, now);
        return false;
      }
      const payments = (await paymentsOf(tx, [locked.id])).get(locked.id)!;
      const { plan, received } = moneyOf(locked, payments, now);
      const outcome = cancellationOutcome(cancellationFacts(locked, plan, received, now));
      if (!outcome.allowed) {
        if (outcome.reason === 'started') throw conflict(CANCEL_TOO_LATE, BOOKING_ERROR_CODES.cancelTooLate);
        return false;
      }
      await setStatus(tx, row.id, { status: 'cancelled', cancelledAt: now, endedBy: 'customer', endReason: null });
      await recordEvent(tx, {
        bookingId: row.id,
        at: now,
        actor: 'customer',
        kind: 'cancelled',
        statusBefore: locked.status,
        statusAfter: 'cancelled',
        data: { rule: outcome.rule, fee_percent: outcome.fee_percent, fee: outcome.fee, received, refund: outcome.refund },
      });
      return true;
    }),
  );
  const [booking] = await toBookings(ctx, [(await findBooking(ctx.db, row.reference))!]);
  if (done) await sendBookingMails(ctx, 'cancelled', booking!);
  return booking!;
}

/** Bookings with their boats' cards (in the language of the first booking: a list is one customer's). */
async function toBookings(ctx: ApiContext, rows: BookingRow[]): Promise<Booking[]> {
  const now = ctx.now();
  const language = rows[0]?.language;
  const locale = isLanguageCode(language) ? language : 'en';
  const cards = await yachtCardsById(
    ctx.catalog,
    rows.map((row) => row.yachtId),
    locale,
    isoDateOf(now),
  );
  const payments = await paymentsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBooking(row, cards.get(row.yachtId)!, now, payments.get(row.id)!));
}
