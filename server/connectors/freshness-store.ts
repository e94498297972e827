import { eq } from 'drizzle-orm';
import { yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';

// The freshness note's SQL (issue 29): which company's fleet system a boat comes from. The age is that
// company's last successful sync (lastSuccess in connections-store.ts).

/** The company whose fleet system the boat is imported from; null for a boat entered by hand. */
export async function sourceCompanyOf(db: Executor, yachtId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: yachts.sourceCompanyId }).from(yachts).where(eq(yachts.id, yachtId)).limit(1);
  return row?.companyId ?? null;
}
