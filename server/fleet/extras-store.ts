import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bases, extras, yachts } from '../db/schema';
import { EXTRA_NAMES } from '../db/seed/facts/extras';
import type { Executor } from '../operators/operators-store';

// The console's SQL for extras (issue 27). Extras are kept per boat; an extra "for the boats at these bases"
// is one row per boat. The obligatory-extras sums on yachts follow by trigger (migration 0004).

export type ExtraRow = typeof extras.$inferSelect;
type ExtraValues = Omit<typeof extras.$inferInsert, 'id' | 'yachtId'>;

/** The damage waiver is the optional extra the demo fleet already lists, by its English name (decided in issue 27). */
const DAMAGE_WAIVER = EXTRA_NAMES.damageWaiver;
const isDamageWaiver = sql`${extras.name}->>'en' = ${DAMAGE_WAIVER.en}`;

const answer = (row: ExtraRow) => ({
  id: row.id,
  name: row.name as Record<string, string>,
  price: row.price,
  unit: row.unit,
  obligatory: row.obligatory,
  payable_at_base: row.payableAtBase,
  imported: row.externalId !== null,
});

export async function extrasOf(db: Executor, yachtId: number) {
  const rows = await db.select().from(extras).where(eq(extras.yachtId, yachtId)).orderBy(asc(extras.id));
  return rows.map(answer);
}

export async function extraOf(db: Executor, yachtId: number, id: number): Promise<ExtraRow | null> {
  const rows = await db
    .select()
    .from(extras)
    .where(and(eq(extras.id, id), eq(extras.yachtId, yachtId)))
    .for('update');
  return rows[0] ?? null;
}

export async function insertExtras(db: Executor, yachtIds: readonly number[], values: ExtraValues): Promise<number[]> {
  if (yachtIds.length === 0) return [];
  const rows = await db
    .insert(extras)
    .values(yachtIds.map((yachtId) => ({ yachtId, ...values })))
    .returning({ id: extras.id });
  return rows.map((r) => r.id);
}

export async function updateExtra(db: Executor, id: number, values: ExtraValues): Promise<void> {
  await db.update(extras).set(values).where(eq(extras.id, id));
}

export async function deleteExtra(db: Executor, id: number): Promise<void> {
  await db.delete(extras).where(eq(extras.id, id));
}

/** The company's boats at these of its bases (a base of another company gives none), rows locked. */
export async function boatsAtBases(
  db: Executor,
  companyId: number,
  baseIds: readonly number[],
): Promise<{ id: number; imported: boolean }[]> {
  const rows = await db
    .select({ id: yachts.id, imported: sql<boolean>`${yachts.externalId} is not null` })
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(and(inArray(bases.id, [...baseIds]), eq(bases.companyId, companyId)))
    .orderBy(asc(yachts.id))
    .for('update', { of: yachts });
  return rows;
}

export async function companyBaseIds(db: Executor, companyId: number, baseIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: bases.id })
    .from(bases)
    .where(and(inArray(bases.id, [...baseIds]), eq(bases.companyId, companyId)));
  return rows.map((r) => r.id);
}

export async function damageWaiverOf(db: Executor, yachtId: number): Promise<ExtraRow | null> {
  const rows = await db
    .select()
    .from(extras)
    .where(and(eq(extras.yachtId, yachtId), isDamageWaiver))
    .orderBy(asc(extras.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets the boat's damage waiver per day (optional, paid at the base, named in 12 languages), or removes it. */
export async function setDamageWaiver(db: Executor, yachtId: number, perDay: number | null): Promise<void> {
  if (perDay === null) {
    await db.delete(extras).where(and(eq(extras.yachtId, yachtId), isDamageWaiver));
    return;
  }
  const current = await damageWaiverOf(db, yachtId);
  if (current) await db.update(extras).set({ price: perDay, unit: 'per_day' }).where(eq(extras.id, current.id));
  else await insertExtras(db, [yachtId], { name: DAMAGE_WAIVER, price: perDay, unit: 'per_day', obligatory: false, payableAtBase: true });
}
