import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { bookingEvents, bookings, yachts } from '../db/schema';
import type { Database } from '../db/client';
import type { Executor } from '../operators/operators-store';
import { LIVE_BOOKING_STATUSES, type BookingStatus } from '../../src/contract/booking-constants';
import type { FleetHoldState } from '../../src/contract/fleet-constants';
import type { OurFleetBooking } from './reconciliation';

// The SQL of our bookings' twins in the fleet systems (issue 29): what the follower brings up to date and
// what the reconciliation compares.

const live = inArray(bookings.status, [...LIVE_BOOKING_STATUSES]);

/** The company's bookings of imported boats that hold days from `from` on, or whose twin there still does. */
export async function fleetBookingsOf(db: Executor, companyId: number, from: string): Promise<OurFleetBooking[]> {
  const rows = await db
    .select({
      reference: bookings.reference,
      boatExternalId: yachts.externalId,
      boatName: yachts.name,
      from: sql<string>`lower(${bookings.period})::text`,
      to: sql<string>`upper(${bookings.period})::text`,
      status: bookings.status,
      live: sql<boolean>`${live}`,
      fleetHoldId: bookings.fleetHoldId,
      fleetState: bookings.fleetState,
    })
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(
      and(
        eq(yachts.sourceCompanyId, companyId),
        isNotNull(bookings.fleetState),
        sql`upper(${bookings.period}) > ${from}::date`,
        or(live, inArray(bookings.fleetState, ['option', 'booking'])),
      ),
    );
  return rows.map((r) => ({ ...r, boatExternalId: r.boatExternalId! }));
}

export interface DueFleetBooking {
  id: number;
  reference: string;
  companyId: number;
  boatExternalId: string;
  from: string;
  to: string;
  status: BookingStatus;
  expiresAt: Date | null;
  people: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  fleetHoldId: string | null;
  fleetState: FleetHoldState;
  fleetAttempts: number;
}

/** Bookings whose twin in the fleet system is behind and due another try, oldest first. */
export async function dueFleetBookings(db: Executor, now: Date, limit: number): Promise<DueFleetBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      companyId: yachts.sourceCompanyId,
      boatExternalId: yachts.externalId,
      from: sql<string>`lower(${bookings.period})::text`,
      to: sql<string>`upper(${bookings.period})::text`,
      status: bookings.status,
      expiresAt: bookings.expiresAt,
      people: bookings.people,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      fleetHoldId: bookings.fleetHoldId,
      fleetState: bookings.fleetState,
      fleetAttempts: bookings.fleetAttempts,
    })
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(and(isNotNull(bookings.fleetNextAttemptAt), lte(bookings.fleetNextAttemptAt, now), isNotNull(yachts.sourceCompanyId)))
    .orderBy(asc(bookings.fleetNextAttemptAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, companyId: r.companyId!, boatExternalId: r.boatExternalId!, fleetState: r.fleetState! }));
}

/**
 * The twin's new state. `due`: when to look again (null: in step). Written only if the booking's status is
 * still the one acted on, so a change made meanwhile (a cancel while the option was being placed) is looked
 * at afresh on the next pass.
 */
export async function setFleetState(
  db: Executor,
  id: number,
  expectedStatus: BookingStatus,
  twin: { state: FleetHoldState; holdId: string | null; due: Date | null; attempts: number; error: string | null },
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({
      fleetState: twin.state,
      fleetHoldId: twin.holdId,
      fleetNextAttemptAt: twin.due,
      fleetAttempts: twin.attempts,
      fleetError: twin.error,
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, expectedStatus)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/**
 * Marks the bookings whose twin must follow a change of state: set by a trigger-free rule, so every path that
 * changes a booking (the visitor, the office, the sweeper) is covered — the follower asks after each pass.
 */
export async function markBehind(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ fleetNextAttemptAt: now, fleetAttempts: 0 })
    .where(
      and(
        isNotNull(bookings.fleetState),
        sql`${bookings.fleetNextAttemptAt} is null`,
        or(
          // Reserved or later here, still an option there: make it a booking there.
          and(eq(bookings.fleetState, 'option'), inArray(bookings.status, ['reserved', 'confirmed', 'paid'])),
          // Ended here, still held there: release it there.
          and(inArray(bookings.fleetState, ['option', 'booking', 'pending']), inArray(bookings.status, ['cancelled', 'expired'])),
        ),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

/** A delayed option the system refused once it answered: cancelled by the system, said so in its history. */
export async function cancelRefused(db: Database, id: number, expectedStatus: BookingStatus, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        endedBy: 'system',
        endReason: 'fleet_refused',
        fleetState: 'refused',
        fleetNextAttemptAt: null,
        fleetError: null,
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, expectedStatus)))
      .returning({ id: bookings.id });
    if (rows.length === 0) return;
    await tx.insert(bookingEvents).values({
      bookingId: id,
      at: now,
      actor: 'system',
      kind: 'cancelled',
      statusBefore: expectedStatus,
      statusAfter: 'cancelled',
      data: { reason: 'fleet_refused' },
    });
  });
}
