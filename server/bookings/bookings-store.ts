import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingQuote } from '../../src/contract/booking-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { ExtraUnit } from '../../src/contract/price-rules';
import { selectRows, type Database } from '../db/client';
import { bookingEvents, bookings, companies, extras, yachts } from '../db/schema';
import { textIn } from '../content/localized';

// SQL of bookings. The database, not this code, keeps two live bookings (options and reservations) of a
// boat apart: the insert meets the `bookings_no_overlap` exclusion constraint (migrations 0001, 0006). The
// booked days the searches read are kept by triggers on this table (0003, 0006), so every status change
// here is an UPDATE of `status` and nothing else writes them.

export async function findBookableYacht(db: Database, slug: string) {
  const rows = await db
    .select({
      yachtId: yachts.id,
      products: yachts.products,
      maxPeople: yachts.maxPeople,
      deposit: yachts.deposit,
      minNights: yachts.minNights,
      // Issue 29: an imported boat's option is placed in its company's fleet system first.
      sourceCompanyId: yachts.sourceCompanyId,
      externalId: yachts.externalId,
    })
    .from(yachts)
    .where(eq(yachts.slug, slug))
    .limit(1);
  return rows[0] ?? null;
}

export interface OptionalExtra {
  id: number;
  name: string;
  price: number;
  unit: ExtraUnit;
  payableAtBase: boolean;
}

export async function optionalExtrasOf(db: Database, yachtId: number, locale: LanguageCode): Promise<OptionalExtra[]> {
  return db
    .select({
      id: extras.id,
      name: textIn(extras.name, locale),
      price: extras.price,
      unit: extras.unit,
      payableAtBase: extras.payableAtBase,
    })
    .from(extras)
    .where(and(eq(extras.yachtId, yachtId), eq(extras.obligatory, false)))
    .orderBy(asc(extras.id));
}

export interface NewBooking {
  reference: string;
  accessToken: string;
  yachtId: number;
  userId: number | null;
  period: string;
  product: string;
  people: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
  message: string | null;
  quote: BookingQuote;
  total: number;
  expiresAt: Date;
  // Issue 29: an imported boat's option and its twin in the fleet system (server/connectors/fleet-booking.ts).
  fleetState?: 'option' | 'pending';
  fleetHoldId?: string | null;
  fleetNextAttemptAt?: Date | null;
  fleetError?: string | null;
}

/** The new option's row as findBooking would read it (the caller has every other field). */
export async function insertOption(db: Database, booking: NewBooking): Promise<void> {
  await db.insert(bookings).values({ ...booking, status: 'option' });
}

/** The expired options' history rows, written by the statement that expires them (migration 0014). */
const expiredEvents = (updated: SQL, now: Date) => sql`
  with expired as (${updated})
  insert into booking_events (booking_id, at, actor, kind, status_before, status_after, data)
  select id, ${now.toISOString()}::timestamptz, 'system', 'expired', 'option', 'expired', '{"reason":"hold_ended"}'::jsonb from expired
  returning booking_id`;

const expireWhere = (now: Date) =>
  sql`update bookings set status = 'expired', ended_by = 'system', end_reason = 'hold_ended'
      where status = 'option' and expires_at <= ${now.toISOString()}::timestamptz`;

/**
 * Options of one boat whose hold ended by `now` and that overlap `period` become 'expired', in the
 * caller's transaction, just before its insert: a dead hold never refuses a visitor, even between sweeps.
 */
export async function expireStaleOptionsOf(db: Database, yachtId: number, period: string, now: Date): Promise<void> {
  await selectRows(
    db,
    expiredEvents(sql`${expireWhere(now)} and yacht_id = ${yachtId} and period && ${period}::daterange returning id`, now),
  );
}

/** The sweeper: every option whose hold ended by `now` becomes 'expired'; the ids of those bookings. */
export async function expireStaleOptions(db: Database, now: Date): Promise<number[]> {
  const rows = await selectRows<{ booking_id: number }>(db, expiredEvents(sql`${expireWhere(now)} returning id`, now));
  return rows.map((r) => r.booking_id);
}

/**
 * The sweeper's second job: a reservation whose check-out day has come becomes 'completed' (its days stay
 * held: they are past). The number of them.
 */
export async function completeFinishedBookings(db: Database, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const rows = await selectRows(
    db,
    sql`
    with done as (
      update bookings b set status = 'completed' from bookings old
      where old.id = b.id and b.status in ('reserved', 'confirmed', 'paid') and upper(b.period) <= ${today}::date
      returning b.id, old.status as before)
    insert into booking_events (booking_id, at, actor, kind, status_before, status_after)
    select id, ${now.toISOString()}::timestamptz, 'system', 'completed', before, 'completed' from done
    returning booking_id`,
  );
  return rows.length;
}

function bookingQuery(db: Database) {
  return db
    .select({
      yachtId: bookings.yachtId,
      id: bookings.id,
      reference: bookings.reference,
      accessToken: bookings.accessToken,
      userId: bookings.userId,
      status: bookings.status,
      // Bookings have at least one night, so the held range is exactly check-in to check-out.
      dateStart: sql<string>`lower(${bookings.period})`,
      dateEnd: sql<string>`upper(${bookings.period})`,
      createdAt: bookings.createdAt,
      expiresAt: bookings.expiresAt,
      reservedAt: bookings.reservedAt,
      confirmedAt: bookings.confirmedAt,
      paidAt: bookings.paidAt,
      cancelledAt: bookings.cancelledAt,
      endedBy: bookings.endedBy,
      endReason: bookings.endReason,
      fleetState: bookings.fleetState,
      companyId: bookings.companyId,
      product: bookings.product,
      people: bookings.people,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      language: bookings.language,
      message: bookings.message,
      quote: sql<BookingQuote>`${bookings.quote}`,
      total: bookings.total,
      deposit: yachts.deposit,
      // Issue 28: the company the visitor contracts with and pays (null for a base no company has taken yet).
      company: {
        legalName: companies.legalName,
        tradingName: companies.tradingName,
        street: companies.street,
        postcode: companies.postcode,
        city: companies.city,
        countryCode: companies.countryCode,
        phone: companies.phone,
        email: companies.email,
        registrationNumber: companies.registrationNumber,
        vatNumber: companies.vatNumber,
        accountHolder: companies.accountHolder,
        iban: companies.iban,
        bic: companies.bic,
        bankName: companies.bankName,
      },
      // The window the reservation was made under; an option's is the company's current one.
      freeCancellationHours: sql<number | null>`coalesce(${bookings.freeCancellationHours}, ${companies.freeCancellationHours})`,
    })
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .$dynamic();
}

export type BookingRow = Awaited<ReturnType<typeof bookingQuery>>[number];

const byToken = (token: string) => sql`${bookings.accessKey} = sha256(decode(${token}::text, 'escape'))`;

export async function findBooking(db: Database, reference: string): Promise<BookingRow | null> {
  const rows = await bookingQuery(db).where(eq(bookings.reference, reference)).limit(1);
  return rows[0] ?? null;
}

/** The booking of an access token, found by the token's SHA-256. */
export async function findBookingByToken(db: Database, token: string): Promise<BookingRow | null> {
  const rows = await bookingQuery(db).where(byToken(token)).limit(1);
  return rows[0] ?? null;
}

/** The row locked for a status change (confirm, cancel): concurrent presses queue here. */
export async function lockBooking(db: Database, id: number): Promise<BookingRow> {
  const rows = await bookingQuery(db).where(eq(bookings.id, id)).for('update', { of: bookings });
  return rows[0]!;
}

export async function bookingsOfUser(db: Database, userId: number): Promise<BookingRow[]> {
  return bookingQuery(db).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

export type StatusChange =
  | { status: 'reserved'; reservedAt: Date }
  | { status: 'confirmed'; confirmedAt: Date }
  | { status: 'paid'; paidAt: Date; confirmedAt?: Date }
  | { status: 'cancelled'; cancelledAt: Date; endedBy: 'customer' | 'company'; endReason: string | null }
  | { status: 'expired'; endedBy: 'system' | 'company'; endReason: string };

export async function setStatus(db: Database, id: number, change: StatusChange): Promise<void> {
  await db.update(bookings).set(change).where(eq(bookings.id, id));
}

/** Issue 28: a reservation keeps the free-cancellation window its company has now (the terms the visitor accepts). */
export async function fixCancellationWindow(db: Database, id: number): Promise<void> {
  await db
    .update(bookings)
    .set({ freeCancellationHours: sql`(select c.free_cancellation_hours from companies c where c.id = ${bookings.companyId})` })
    .where(eq(bookings.id, id));
}

export interface BookingEvent {
  bookingId: number;
  at: Date;
  actor: 'customer' | 'operator' | 'system';
  operatorId?: number | null;
  kind: string;
  statusBefore?: string | null;
  statusAfter?: string | null;
  data?: Record<string, unknown>;
}

/** One row of the booking's history (decision 038), in the transaction of the change it tells. */
export async function recordEvent(db: Database, event: BookingEvent): Promise<void> {
  await db.insert(bookingEvents).values({ ...event, data: event.data ?? {} });
}

/** A booking's history, oldest first. */
export async function eventsOf(db: Database, bookingId: number) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}
