import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BookingQuote } from '../../src/contract/booking-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { ExtraUnit } from '../../src/contract/price-rules';
import type { Database } from '../db/client';
import { bookings, extras, yachts } from '../db/schema';
import { textIn } from '../content/localized';

// SQL of bookings. The database, not this code, keeps two live bookings of a boat apart: the insert
// meets the `bookings_no_overlap` exclusion constraint (migration 0001).

export async function findBookableYacht(db: Database, slug: string) {
  const rows = await db
    .select({ yachtId: yachts.id, products: yachts.products, maxPeople: yachts.maxPeople })
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
    .select({ id: extras.id, name: textIn(extras.name, locale), price: extras.price, unit: extras.unit, payableAtBase: extras.payableAtBase })
    .from(extras)
    .where(and(eq(extras.yachtId, yachtId), eq(extras.obligatory, false)))
    .orderBy(asc(extras.id));
}

export interface NewBooking {
  reference: string;
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
  quote: BookingQuote;
  total: number;
}

export async function insertBooking(db: Database, booking: NewBooking): Promise<void> {
  await db.insert(bookings).values({ ...booking, status: 'option' });
}

function bookingQuery(db: Database) {
  return db
    .select({
      yachtId: bookings.yachtId,
      id: bookings.id,
      reference: bookings.reference,
      userId: bookings.userId,
      status: bookings.status,
      // Bookings have at least one night, so the held range is exactly check-in to check-out.
      dateStart: sql<string>`lower(${bookings.period})`,
      dateEnd: sql<string>`upper(${bookings.period})`,
      createdAt: bookings.createdAt,
      product: bookings.product,
      people: bookings.people,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      language: bookings.language,
      quote: sql<BookingQuote>`${bookings.quote}`,
      total: bookings.total,
    })
    .from(bookings)
    .$dynamic();
}

export type BookingRow = Awaited<ReturnType<typeof bookingQuery>>[number];

export async function findBooking(db: Database, reference: string): Promise<BookingRow | null> {
  const rows = await bookingQuery(db).where(eq(bookings.reference, reference)).limit(1);
  return rows[0] ?? null;
}

export async function bookingsOfUser(db: Database, userId: number): Promise<BookingRow[]> {
  return bookingQuery(db).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** option → confirmed; false when the booking was no longer an option. */
export async function confirmOption(db: Database, id: number): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set({ status: 'confirmed' })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'option')))
    .returning({ id: bookings.id });
  return updated.length === 1;
}
