import type { Booking, CreateBooking } from '../../src/contract/booking-api';
import { isoDateOf } from '../../src/contract/iso-date';
import { bookingPeriod } from '../../src/contract/price-rules';
import type { JoinWaitlistInput, WaitlistEntry } from '../../src/contract/waitlist-api';
import { WAITLIST_ERROR_CODES } from '../../src/contract/waitlist-constants';
import type { ApiContext } from '../api/endpoint';
import { newAccessToken } from '../bookings/access-token';
import { cancelBooking, createBooking } from '../bookings/bookings';
import { minimumNightsMessage, stayBelowMinimumNights } from '../../src/contract/minimum-nights';
import { findBookableYacht, findBooking, recordEvent, type BookingRow } from '../bookings/bookings-store';
import { conflict, HttpError, notFound, RefusalAfterWrite } from '../http-error';
import { sendWaitlistJoinedMail, sendWaitlistOfferMail } from './waitlist-mail';
import {
  alreadyWaiting,
  blocked,
  entryByToken,
  freeEntriesInLine,
  heldByBooking,
  insertEntry,
  lapseDeadOffers,
  lapseStartedEntries,
  markLapsed,
  markOffered,
  periodsOf,
  referenceOf,
  withdrawEntry,
  type WaitlistRow,
} from './waitlist-store';

// The waiting list (issue 28, docs/decisions/038). A visitor waits on days a booking holds; when they free
// up (an option's hold lapsed, a booking was released or cancelled) offerFreedDays gives the first in line
// whose days are wholly free an option of their own, placed exactly as a visitor's is (createBooking: priced
// by the server, the exclusion constraint deciding any race), held for BOOKING_OPTION_MINUTES, with a
// history row and a mail. When that option lapses in turn, the sweeper frees the days again and the next in
// line is offered them. Callers call it after their own transaction has committed.

const unknownEntry = () => notFound('The waiting-list entry was not found');

export async function joinWaitlist(ctx: ApiContext, input: JoinWaitlistInput): Promise<{ entry: WaitlistEntry; token: string }> {
  const yacht = await findBookableYacht(ctx.db, input.yacht_slug);
  if (!yacht) throw new HttpError(422, 'The given data was invalid', { yacht_slug: ['No boat has this slug'] });
  const errors: Record<string, string[]> = {};
  if (!yacht.products.includes(input.product)) errors.product = [`This boat is offered as: ${yacht.products.join(', ')}`];
  if (input.people > yacht.maxPeople) errors.people = [`This boat takes at most ${yacht.maxPeople} people`];
  // Issue 27: a stay shorter than the boat's minimum nights would never be offered to whoever waits for it.
  if (stayBelowMinimumNights(input.date_start, input.date_end, yacht.minNights)) {
    errors.date_end = [minimumNightsMessage(yacht.minNights)];
  }
  const now = ctx.now();
  if (input.date_start <= isoDateOf(now)) errors.date_start = ['Check-in must be after today'];
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid', errors);

  const period = bookingPeriod(input.date_start, input.date_end);
  // Waiting is for days a booking holds; free days are booked, not waited for.
  if (!(await heldByBooking(ctx.db, yacht.yachtId, period, now))) {
    if (await blocked(ctx.db, yacht.yachtId, period)) {
      throw conflict('The charter company does not offer these days online', WAITLIST_ERROR_CODES.blocked);
    }
    throw conflict('These days are free: book them instead of waiting', WAITLIST_ERROR_CODES.free);
  }
  if (await alreadyWaiting(ctx.db, yacht.yachtId, period, input.email)) {
    throw conflict('This e-mail address already waits for these days', WAITLIST_ERROR_CODES.duplicate);
  }
  const token = newAccessToken();
  await insertEntry(ctx.db, {
    yachtId: yacht.yachtId,
    period,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    language: input.language,
    product: input.product,
    people: input.people,
    createdAt: now,
    withdrawToken: token,
  });
  const row = (await entryByToken(ctx.db, token))!;
  await sendWaitlistJoinedMail(ctx, row);
  return { entry: toEntry(row), token };
}

export async function waitlistEntry(ctx: ApiContext, token: string): Promise<WaitlistEntry> {
  const row = await entryByToken(ctx.db, token);
  if (!row) throw unknownEntry();
  return toEntry(row);
}

/**
 * Leaves the line (idempotent). An entry already offered an option that is still only held gives it up too:
 * the option is cancelled (free, as every option) and its days go to the next in line.
 */
export async function withdrawFromWaitlist(ctx: ApiContext, token: string): Promise<WaitlistEntry> {
  const row = await entryByToken(ctx.db, token);
  if (!row) throw unknownEntry();
  await withdrawEntry(ctx.db, row.id);
  const reference = row.state === 'offered' && row.optionBookingId !== null ? await referenceOf(ctx.db, row.optionBookingId) : null;
  const option = reference ? await findBooking(ctx.db, reference) : null;
  if (option?.status === 'option') await offerIfFreed(ctx, option, await cancelBooking(ctx, option));
  return toEntry((await entryByToken(ctx.db, token))!);
}

/**
 * Days of a boat were freed (`period` as bookingPeriod writes it): the entries waiting on them are offered
 * options, first in line first, as long as each one's days are wholly free. Never throws: the change that
 * freed the days has committed and stands whatever happens here (a failure is logged; the next freeing or
 * the sweeper's next expiry tries again).
 */
export async function offerFreedDays(ctx: ApiContext, yachtId: number, period: string): Promise<void> {
  try {
    const now = ctx.now();
    await lapseDeadOffers(ctx.db, yachtId);
    await lapseStartedEntries(ctx.db, yachtId, isoDateOf(now));
    for (const entry of await freeEntriesInLine(ctx.db, yachtId, period, now)) await offer(ctx, entry);
  } catch (err) {
    ctx.logger.error({ err, yachtId, period }, 'offering freed days to the waiting list failed');
  }
}

/** The sweeper's expired options (their ids): each one's days offered to its boat's waiting list. */
export async function offerFreedBookings(ctx: ApiContext, bookingIds: number[]): Promise<void> {
  const freed = await periodsOf(ctx.db, bookingIds).catch((err: unknown) => {
    ctx.logger.error({ err }, 'reading the expired options failed');
    return [];
  });
  for (const { yachtId, period } of freed) await offerFreedDays(ctx, yachtId, period);
}

/** When a booking left the live states between `before` and `after`, its days are offered to the waiting list. */
async function offerIfFreed(ctx: ApiContext, before: BookingRow, after: Booking): Promise<void> {
  const ended = (status: string) => status === 'cancelled' || status === 'expired';
  if (ended(before.status) || !ended(after.status)) return;
  await offerFreedDays(ctx, before.yachtId, bookingPeriod(before.dateStart, before.dateEnd));
}

/**
 * A visitor's read, confirmation or cancellation of a booking, then (its transaction committed) the waiting
 * list's turn when it freed the days: a cancellation, or a dead hold the visitor met (which the read or the
 * confirmation expires, the latter answering 409 option_expired after its write).
 */
export async function offeringFreedDays(ctx: ApiContext, before: BookingRow, write: () => Promise<Booking>): Promise<Booking> {
  let after: Booking;
  try {
    after = await write();
  } catch (err) {
    if (err instanceof RefusalAfterWrite) await offerFreedDays(ctx, before.yachtId, bookingPeriod(before.dateStart, before.dateEnd));
    throw err;
  }
  await offerIfFreed(ctx, before, after);
  return after;
}

async function offer(ctx: ApiContext, entry: WaitlistRow): Promise<void> {
  const input: CreateBooking = {
    yacht_slug: entry.slug,
    date_start: entry.dateStart,
    date_end: entry.dateEnd,
    product: entry.product as CreateBooking['product'],
    people: entry.people,
    first_name: entry.firstName,
    last_name: entry.lastName,
    email: entry.email,
    phone: entry.phone,
    optional_extras: [],
    terms_accepted: true,
    language: entry.language as CreateBooking['language'],
  };
  let booking: Booking;
  try {
    booking = (await createBooking(ctx, input, null)).data;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    // 409: someone else took the days first (or they have no price now); the entry keeps its place. Any
    // other refusal (the boat no longer takes that many people, the product was dropped) ends its turn.
    if (err.status !== 409) await markLapsed(ctx.db, entry.id);
    return;
  }
  const row = (await findBooking(ctx.db, booking.reference))!;
  // Withdrawn between the read and the option: the option is placed and mailed all the same (it is theirs,
  // held for the usual time, and lapses on its own if they do not want it).
  await markOffered(ctx.db, entry.id, row.id, ctx.now());
  await recordEvent(ctx.db, {
    bookingId: row.id,
    at: ctx.now(),
    actor: 'system',
    kind: 'waitlist_offered',
    statusAfter: 'option',
    data: { waitlist_id: entry.id },
  });
  await sendWaitlistOfferMail(ctx, booking, entry.withdrawToken);
}

function toEntry(row: WaitlistRow): WaitlistEntry {
  return {
    yacht: { slug: row.slug, name: row.yachtName },
    date_start: row.dateStart,
    date_end: row.dateEnd,
    state: row.state,
    ahead: row.state === 'waiting' ? row.ahead : null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
