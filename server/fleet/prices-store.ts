import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bases, yachtPrices, yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';

// The console's SQL for a boat's season prices and deposit (issue 27). Every read takes the caller's company:
// a boat belongs to the company of its base, and a boat of another company is not found.

export interface CompanyBoat {
  id: number;
  name: string;
  slug: string;
  baseId: number;
  deposit: number;
}

export interface Period {
  date_from: string;
  date_to: string;
}

const dateFrom = sql<string>`lower(${yachtPrices.period})::text`;
const dateTo = sql<string>`upper(${yachtPrices.period})::text`;

/** The boat if it belongs to the company; `lock` holds its row until the transaction ends (writers queue). */
export async function companyBoat(db: Executor, companyId: number, yachtId: number, lock = false): Promise<CompanyBoat | null> {
  const query = db
    .select({ id: yachts.id, name: yachts.name, slug: yachts.slug, baseId: yachts.baseId, deposit: yachts.deposit })
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(and(eq(yachts.id, yachtId), eq(bases.companyId, companyId)));
  const rows = await (lock ? query.for('update', { of: yachts }) : query);
  return rows[0] ?? null;
}

/** Which of `ids` are the company's boats, their rows locked for the transaction. */
export async function companyBoatIds(db: Executor, companyId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: yachts.id })
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(and(inArray(yachts.id, [...ids]), eq(bases.companyId, companyId)))
    .orderBy(asc(yachts.id))
    .for('update', { of: yachts });
  return rows.map((r) => r.id);
}

export async function companyBases(db: Executor, companyId: number) {
  return db.select({ id: bases.id, name: bases.name }).from(bases).where(eq(bases.companyId, companyId)).orderBy(asc(bases.name));
}

export async function companyBoats(db: Executor, companyId: number) {
  return db
    .select({ id: yachts.id, name: yachts.name, base_id: yachts.baseId, imported: sql<boolean>`${yachts.externalId} is not null` })
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(eq(bases.companyId, companyId))
    .orderBy(asc(yachts.name), asc(yachts.id));
}

export async function pricePeriods(db: Executor, yachtId: number): Promise<(Period & { price_per_day: number })[]> {
  return db
    .select({ date_from: dateFrom, date_to: dateTo, price_per_day: yachtPrices.pricePerDay })
    .from(yachtPrices)
    .where(eq(yachtPrices.yachtId, yachtId))
    .orderBy(asc(sql`lower(${yachtPrices.period})`));
}

export async function deletePricePeriods(db: Executor, yachtId: number): Promise<void> {
  await db.delete(yachtPrices).where(eq(yachtPrices.yachtId, yachtId));
}

/** Periods of the boats that overlap [from, to), deleted and returned (the caller puts back what lies outside). */
export async function takePeriodsOverlapping(db: Executor, yachtIds: readonly number[], range: Period) {
  return db
    .delete(yachtPrices)
    .where(and(inArray(yachtPrices.yachtId, [...yachtIds]), sql`${yachtPrices.period} && daterange(${range.date_from}, ${range.date_to})`))
    .returning({ yachtId: yachtPrices.yachtId, date_from: dateFrom, date_to: dateTo, price_per_day: yachtPrices.pricePerDay });
}

export async function insertPricePeriods(
  db: Executor,
  rows: readonly (Period & { yachtId: number; price_per_day: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(yachtPrices)
    .values(rows.map((r) => ({ yachtId: r.yachtId, period: `[${r.date_from},${r.date_to})`, pricePerDay: r.price_per_day })));
}

export async function setDeposit(db: Executor, yachtId: number, deposit: number): Promise<void> {
  await db.update(yachts).set({ deposit }).where(eq(yachts.id, yachtId));
}
