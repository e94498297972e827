import { and, asc, eq, sql } from 'drizzle-orm';
import { discountRules } from '../db/schema';
import type { Executor } from '../operators/operators-store';

// The console's SQL for a boat's discount rules (issue 27, migration 0021). The catalog's triggers tell every
// instance of a change (migration 0008's catalog_notify_boats), and the quote reads the rows themselves.

export type DiscountRuleValues = Pick<
  typeof discountRules.$inferInsert,
  'kind' | 'period' | 'discountPercent' | 'bookedBy' | 'withinDays' | 'minNights'
>;

export async function discountRulesOf(db: Executor, yachtId: number) {
  return db
    .select({
      id: discountRules.id,
      kind: discountRules.kind,
      date_from: sql<string>`lower(${discountRules.period})::text`,
      date_to: sql<string>`upper(${discountRules.period})::text`,
      discount_percent: discountRules.discountPercent,
      booked_by: discountRules.bookedBy,
      within_days: discountRules.withinDays,
      min_nights: discountRules.minNights,
      imported: sql<boolean>`${discountRules.externalId} is not null`,
    })
    .from(discountRules)
    .where(eq(discountRules.yachtId, yachtId))
    .orderBy(asc(sql`lower(${discountRules.period})`), asc(discountRules.id));
}

export async function discountRuleOf(db: Executor, yachtId: number, id: number) {
  const rows = await db
    .select()
    .from(discountRules)
    .where(and(eq(discountRules.id, id), eq(discountRules.yachtId, yachtId)))
    .for('update');
  return rows[0] ?? null;
}

export async function insertDiscountRule(db: Executor, row: DiscountRuleValues & { yachtId: number }): Promise<number> {
  const [inserted] = await db.insert(discountRules).values(row).returning({ id: discountRules.id });
  return inserted!.id;
}

export async function updateDiscountRule(db: Executor, id: number, values: DiscountRuleValues): Promise<void> {
  await db.update(discountRules).set(values).where(eq(discountRules.id, id));
}

export async function deleteDiscountRule(db: Executor, id: number): Promise<void> {
  await db.delete(discountRules).where(eq(discountRules.id, id));
}
