import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingPayments, bookingReminders, bookings, operators } from '../db/schema';

// SQL of a booking's money (issue 28): the payments and refunds the company recorded, and the reminder mails
// sent (one row per booking, instalment and kind, so two instances or a restart never send one twice).

export type PaymentRow = typeof bookingPayments.$inferSelect;

/** Every booking's payments and refunds, oldest first (by the day received, then as recorded). */
export async function paymentsOf(db: Database, bookingIds: number[]): Promise<Map<number, PaymentRow[]>> {
  const byBooking = new Map<number, PaymentRow[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, bookingIds))
    .orderBy(asc(bookingPayments.receivedOn), asc(bookingPayments.id));
  for (const row of rows) byBooking.get(row.bookingId)?.push(row);
  return byBooking;
}

/** The names of the staff who recorded payments, by operator id. */
export async function recorderNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: operators.id, name: operators.name }).from(operators).where(inArray(operators.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type NewPayment = Omit<typeof bookingPayments.$inferInsert, 'id'>;

export async function insertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(bookingPayments).values(payment).returning();
  return row!;
}

/**
 * Claims a reminder before it is sent: true when this call inserted the row (then send), false when it was
 * already there (another instance, or an earlier sweep, sent it).
 */
export async function claimReminder(db: Database, bookingId: number, instalment: number, kind: 'due_soon' | 'overdue'): Promise<boolean> {
  const rows = await db.insert(bookingReminders).values({ bookingId, instalment, kind }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** Live reservations with money still owed: the reminder sweep's candidates (their plan says what is due when). */
export async function reservationsOwing(db: Database, today: string): Promise<{ id: number; reference: string }[]> {
  return db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(and(inArray(bookings.status, ['reserved', 'confirmed']), sql`lower(${bookings.period}) > ${today}::date`))
    .orderBy(asc(bookings.id));
}

/** A company's live reservations with money owed, for its overdue list (the plan decides which are overdue). */
export async function companyReservationsOwing(db: Database, companyId: number): Promise<{ reference: string }[]> {
  return db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), inArray(bookings.status, ['reserved', 'confirmed'])))
    .orderBy(asc(bookings.id));
}
