import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { bases, bookings, companies, yachtBlocks, yachts } from '../db/schema';
import type { CompanyRow, Executor } from '../operators/operators-store';

// The company page's SQL (issues 27 and 28): its details, logo and calendar feed. Every statement takes the
// company's id from the caller's session, so one company never reaches another's row.

export type CompanyDetailsWrite = Pick<
  typeof companies.$inferInsert,
  | 'legalName'
  | 'tradingName'
  | 'street'
  | 'postcode'
  | 'city'
  | 'countryCode'
  | 'phone'
  | 'email'
  | 'registrationNumber'
  | 'vatNumber'
  | 'accountHolder'
  | 'iban'
  | 'bic'
  | 'bankName'
  | 'staffLanguages'
  | 'freeCancellationHours'
>;

/** The row, locked until the transaction ends: two owners saving at once are audited one after the other. */
export async function lockedCompany(db: Executor, id: number): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function updateCompany(db: Executor, id: number, values: Partial<CompanyDetailsWrite> & { logoKey?: string | null }) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row!;
}

export async function setFeedToken(db: Executor, id: number, feed: { hash: string; sealed: string; at: Date }): Promise<void> {
  await db
    .update(companies)
    .set({ feedTokenHash: feed.hash, feedTokenSealed: feed.sealed, feedCreatedAt: feed.at })
    .where(eq(companies.id, id));
}

export async function companyByFeedHash(db: Executor, hash: string): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.feedTokenHash, hash)).limit(1);
  return rows[0] ?? null;
}

/** A company's bookings in `statuses` that end on or after `from` (an ISO day), earliest first. */
export async function feedBookings(db: Executor, companyId: number, statuses: readonly string[], from: string, limit: number) {
  return db
    .select({
      reference: bookings.reference,
      start: sql<string>`lower(${bookings.period})::text`,
      end: sql<string>`(upper(${bookings.period}) - 1)::text`,
      status: bookings.status,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      people: bookings.people,
      product: bookings.product,
      boat: yachts.name,
      base: bases.name,
      city: bases.city,
    })
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        inArray(sql<string>`${bookings.status}`, [...statuses]),
        gte(sql`upper(${bookings.period})`, sql`${from}::date`),
      ),
    )
    .orderBy(sql`lower(${bookings.period})`, bookings.id)
    .limit(limit);
}

/** The blocks (maintenance, the owner's weeks) of the company's boats that end on or after `from`. */
export async function feedBlocks(db: Executor, companyId: number, from: string, limit: number) {
  return db
    .select({
      id: yachtBlocks.id,
      start: sql<string>`lower(${yachtBlocks.period})::text`,
      end: sql<string>`(upper(${yachtBlocks.period}) - 1)::text`,
      reason: yachtBlocks.reason,
      note: yachtBlocks.note,
      boat: yachts.name,
      base: bases.name,
      city: bases.city,
    })
    .from(yachtBlocks)
    .innerJoin(yachts, eq(yachts.id, yachtBlocks.yachtId))
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(and(eq(bases.companyId, companyId), gte(sql`upper(${yachtBlocks.period})`, sql`${from}::date`)))
    .orderBy(sql`lower(${yachtBlocks.period})`, yachtBlocks.id)
    .limit(limit);
}
