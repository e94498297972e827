import { and, asc, eq, sql } from 'drizzle-orm';
import { operators, yachtBlocks } from '../db/schema';
import type { Executor } from '../operators/operators-store';

// The console's SQL for blocks (issue 27): weeks a boat is out of service or used by its owner. Migration
// 0014's triggers add a block's days to yachts.booked (so the search and the boat page hide them) and refuse
// one over a live booking or another block with SQLSTATE 23P01.

export type BlockRow = typeof yachtBlocks.$inferSelect;

export async function blocksOf(db: Executor, yachtId: number) {
  return db
    .select({
      id: yachtBlocks.id,
      date_from: sql<string>`lower(${yachtBlocks.period})::text`,
      date_to: sql<string>`upper(${yachtBlocks.period})::text`,
      reason: yachtBlocks.reason,
      note: sql<string>`coalesce(${yachtBlocks.note}, '')`,
      created_by: operators.name,
      created_at: yachtBlocks.createdAt,
      imported: sql<boolean>`${yachtBlocks.reason} = 'fleet_system'`,
    })
    .from(yachtBlocks)
    .leftJoin(operators, eq(operators.id, yachtBlocks.createdBy))
    .where(eq(yachtBlocks.yachtId, yachtId))
    .orderBy(asc(sql`lower(${yachtBlocks.period})`));
}

export async function blockOf(db: Executor, yachtId: number, id: number): Promise<BlockRow | null> {
  const rows = await db
    .select()
    .from(yachtBlocks)
    .where(and(eq(yachtBlocks.id, id), eq(yachtBlocks.yachtId, yachtId)))
    .for('update');
  return rows[0] ?? null;
}

export async function insertBlock(db: Executor, row: typeof yachtBlocks.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(yachtBlocks).values(row).returning({ id: yachtBlocks.id });
  return inserted!.id;
}

export async function deleteBlock(db: Executor, id: number): Promise<void> {
  await db.delete(yachtBlocks).where(eq(yachtBlocks.id, id));
}
