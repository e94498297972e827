import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';

// SQL of the waiting list (issue 28, migration 0019). An entry waits for a boat's days; it is offered an
// option when the days are wholly free. "Free" is read as the booking's insert will meet it: no live booking
// and no block on those days, a dead hold (an option past expires_at that the sweeper has not yet reached)
// counting as free, since placing the option expires it first (server/bookings/bookings.ts).

export interface WaitlistRow {
  id: number;
  yachtId: number;
  slug: string;
  yachtName: string;
  dateStart: string;
  dateEnd: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
  product: string;
  people: number;
  createdAt: Date;
  state: 'waiting' | 'offered' | 'lapsed' | 'withdrawn';
  optionBookingId: number | null;
  withdrawToken: string;
  /** Entries of the same boat still waiting that were made before this one. */
  ahead: number;
}

const entryColumns = sql`
  w.id, w.yacht_id as "yachtId", y.slug, y.name as "yachtName", lower(w.period)::text as "dateStart",
  upper(w.period)::text as "dateEnd", w.first_name as "firstName", w.last_name as "lastName", w.email, w.phone,
  w.language, w.product, w.people, w.created_at as "createdAt", w.state, w.option_booking_id as "optionBookingId",
  w.withdraw_token as "withdrawToken",
  (select count(*)::int from booking_waitlist o
    where o.yacht_id = w.yacht_id and o.state = 'waiting' and w.state = 'waiting' and o.period && w.period
      and (o.created_at, o.id) < (w.created_at, w.id)) as ahead`;

/** The days `period` of a boat are held by something that would refuse an option placed at `now`. */
const heldSql = (yachtId: SQL, period: SQL, now: Date) => sql`(
  exists (select 1 from bookings b where b.yacht_id = ${yachtId} and b.period && ${period}
    and b.status in ('option', 'reserved', 'confirmed', 'paid', 'completed')
    and not (b.status = 'option' and b.expires_at <= ${now.toISOString()}::timestamptz))
  or exists (select 1 from yacht_blocks k where k.yacht_id = ${yachtId} and k.period && ${period}))`;

/** Whether a live booking (not a block, not a dead hold) holds any of the days: a week one may wait for. */
export async function heldByBooking(db: Database, yachtId: number, period: string, now: Date): Promise<boolean> {
  const [row] = await selectRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from bookings b where b.yacht_id = ${yachtId} and b.period && ${period}::daterange
      and b.status in ('option', 'reserved', 'confirmed', 'paid', 'completed')
      and not (b.status = 'option' and b.expires_at <= ${now.toISOString()}::timestamptz)) as held`,
  );
  return row!.held;
}

/** The company has blocked some of the days (yacht_blocks): no booking's lapse frees them. */
export async function blocked(db: Database, yachtId: number, period: string): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from yacht_blocks where yacht_id = ${yachtId} and period && ${period}::daterange) as found`,
  );
  return row!.found;
}

/** The same address already waits for overlapping days of this boat. */
export async function alreadyWaiting(db: Database, yachtId: number, period: string, email: string): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from booking_waitlist where yacht_id = ${yachtId} and period && ${period}::daterange
      and state = 'waiting' and lower(email) = lower(${email})) as found`,
  );
  return row!.found;
}

export interface NewEntry {
  yachtId: number;
  period: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
  product: string;
  people: number;
  createdAt: Date;
  withdrawToken: string;
}

export async function insertEntry(db: Database, e: NewEntry): Promise<void> {
  await db.execute(sql`
    insert into booking_waitlist (yacht_id, period, first_name, last_name, email, phone, language, product, people, created_at, withdraw_token)
    values (${e.yachtId}, ${e.period}::daterange, ${e.firstName}, ${e.lastName}, ${e.email}, ${e.phone}, ${e.language},
      ${e.product}, ${e.people}, ${e.createdAt.toISOString()}::timestamptz, ${e.withdrawToken})`);
}

export async function entryByToken(db: Database, token: string): Promise<WaitlistRow | null> {
  const [row] = await selectRows<WaitlistRow>(
    db,
    sql`select ${entryColumns} from booking_waitlist w join yachts y on y.id = w.yacht_id where w.withdraw_token = ${token}`,
  );
  return row ?? null;
}

/** Withdraws a waiting or offered entry (an option it got stays the visitor's own to cancel or let lapse). */
export async function withdrawEntry(db: Database, id: number): Promise<void> {
  await db.execute(sql`update booking_waitlist set state = 'withdrawn' where id = ${id} and state in ('waiting', 'offered')`);
}

/** Entries offered an option that has since expired or been cancelled become 'lapsed' (their turn is over). */
export async function lapseDeadOffers(db: Database, yachtId: number): Promise<void> {
  await db.execute(sql`
    update booking_waitlist w set state = 'lapsed' from bookings b
    where b.id = w.option_booking_id and w.yacht_id = ${yachtId} and w.state = 'offered' and b.status in ('expired', 'cancelled')`);
}

/** Entries waiting for check-ins that have come: nothing can be offered to them any more. */
export async function lapseStartedEntries(db: Database, yachtId: number, today: string): Promise<void> {
  await db.execute(sql`
    update booking_waitlist set state = 'lapsed' where yacht_id = ${yachtId} and state = 'waiting' and lower(period) <= ${today}::date`);
}

/** The boat's entries waiting for days that overlap `period` and are wholly free now, first in line first. */
export async function freeEntriesInLine(db: Database, yachtId: number, period: string, now: Date): Promise<WaitlistRow[]> {
  return selectRows<WaitlistRow>(
    db,
    sql`select ${entryColumns} from booking_waitlist w join yachts y on y.id = w.yacht_id
        where w.yacht_id = ${yachtId} and w.state = 'waiting' and w.period && ${period}::daterange
          and not ${heldSql(sql`w.yacht_id`, sql`w.period`, now)}
        order by w.created_at, w.id`,
  );
}

/** The entry got its option; false when it was withdrawn meanwhile. */
export async function markOffered(db: Database, id: number, bookingId: number, now: Date): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`update booking_waitlist set state = 'offered', option_booking_id = ${bookingId}, offered_at = ${now.toISOString()}::timestamptz
        where id = ${id} and state = 'waiting' returning id`,
  );
  return rows.length > 0;
}

export async function markLapsed(db: Database, id: number): Promise<void> {
  await db.execute(sql`update booking_waitlist set state = 'lapsed' where id = ${id} and state = 'waiting'`);
}

/** The boats and days of bookings (the ones the sweeper expired): what they freed. */
export async function periodsOf(db: Database, bookingIds: number[]): Promise<{ yachtId: number; period: string }[]> {
  if (bookingIds.length === 0) return [];
  return selectRows(
    db,
    sql`select yacht_id as "yachtId", period::text as period from bookings
        where id in (${sql.join(
          bookingIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

export async function referenceOf(db: Database, bookingId: number): Promise<string | null> {
  const [row] = await selectRows<{ reference: string }>(db, sql`select reference from bookings where id = ${bookingId}`);
  return row?.reference ?? null;
}
