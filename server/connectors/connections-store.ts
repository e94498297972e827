import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { fleetConnections, fleetSyncRuns, yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';
import type { Difference, SyncReportEntry } from '../../src/contract/fleet-constants';

// The connector's SQL (issue 29): a company's connection and its sync runs. One run at a time per company
// is the partial unique index's (migration 0024), whichever instance starts it.

export type ConnectionRow = typeof fleetConnections.$inferSelect;
export type SyncRunRow = typeof fleetSyncRuns.$inferSelect;

/** A run whose instance has not written for this long is taken to be dead, and another goes on with it. */
const STALE_RUN_MS = 120_000;

export async function connectionRow(db: Executor, companyId: number): Promise<ConnectionRow | null> {
  const rows = await db.select().from(fleetConnections).where(eq(fleetConnections.companyId, companyId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertConnection(db: Executor, row: Omit<ConnectionRow, 'createdAt' | 'updatedAt'>, now: Date): Promise<void> {
  await db
    .insert(fleetConnections)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: fleetConnections.companyId,
      set: {
        system: row.system,
        credentialsSealed: row.credentialsSealed,
        remoteName: row.remoteName,
        syncIntervalMinutes: row.syncIntervalMinutes,
        enabled: row.enabled,
        updatedAt: now,
      },
    });
}

export async function deleteConnection(db: Executor, companyId: number): Promise<void> {
  await db.delete(fleetConnections).where(eq(fleetConnections.companyId, companyId));
}

/** Disconnected: the company's imported boats become its own, to edit in the console. */
export async function releaseImportedBoats(db: Executor, companyId: number): Promise<number> {
  const rows = await db
    .update(yachts)
    .set({ sourceCompanyId: null, externalId: null, sourceDigest: null })
    .where(eq(yachts.sourceCompanyId, companyId))
    .returning({ id: yachts.id });
  return rows.length;
}

export async function importedBoatCount(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(yachts)
    .where(and(eq(yachts.sourceCompanyId, companyId), isNotNull(yachts.externalId)));
  return row?.n ?? 0;
}

/** Enabled connections whose last run started longer ago than their interval (or that never ran). */
export async function dueCompanies(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .select({ companyId: fleetConnections.companyId })
    .from(fleetConnections)
    .where(
      and(
        eq(fleetConnections.enabled, true),
        sql`coalesce((select max(${fleetSyncRuns.startedAt}) from ${fleetSyncRuns} where ${fleetSyncRuns.companyId} = ${fleetConnections.companyId}), '-infinity')
            <= ${now.toISOString()}::timestamptz - make_interval(mins => ${fleetConnections.syncIntervalMinutes})`,
      ),
    );
  return rows.map((r) => r.companyId);
}

export async function runningRun(db: Executor, companyId: number): Promise<SyncRunRow | null> {
  const rows = await db
    .select()
    .from(fleetSyncRuns)
    .where(and(eq(fleetSyncRuns.companyId, companyId), eq(fleetSyncRuns.status, 'running')))
    .limit(1);
  return rows[0] ?? null;
}

/** The company's last finished run, when it failed before doing every boat (a new run goes on from it). */
export async function unfinishedRun(db: Executor, companyId: number): Promise<SyncRunRow | null> {
  const rows = await db.select().from(fleetSyncRuns).where(eq(fleetSyncRuns.companyId, companyId)).orderBy(desc(fleetSyncRuns.id)).limit(1);
  const last = rows[0];
  if (!last || last.status !== 'failed' || !last.boatIds || last.doneBoatIds.length >= last.boatIds.length) return null;
  return last;
}

/** Starts a run, carrying on a failed run's boats; null when one is running already (in any instance). */
export async function insertRun(
  db: Executor,
  companyId: number,
  trigger: SyncRunRow['trigger'],
  now: Date,
  from: SyncRunRow | null,
): Promise<SyncRunRow | null> {
  const rows = await db
    .insert(fleetSyncRuns)
    .values({
      companyId,
      trigger,
      startedAt: now,
      heartbeatAt: now,
      boatIds: from?.boatIds ?? null,
      doneBoatIds: from?.doneBoatIds ?? [],
      report: from?.report ?? [],
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Takes over a running run whose instance stopped writing; null when it is alive (or gone). */
export async function takeOverStaleRun(db: Executor, companyId: number, now: Date): Promise<SyncRunRow | null> {
  const rows = await db
    .update(fleetSyncRuns)
    .set({ heartbeatAt: now })
    .where(
      and(
        eq(fleetSyncRuns.companyId, companyId),
        eq(fleetSyncRuns.status, 'running'),
        lt(fleetSyncRuns.heartbeatAt, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function setRunBoats(db: Executor, runId: number, boatIds: readonly string[], now: Date): Promise<void> {
  await db
    .update(fleetSyncRuns)
    .set({ boatIds: [...boatIds], heartbeatAt: now })
    .where(eq(fleetSyncRuns.id, runId));
}

/** One boat done: its line of the report, and the run's sign of life. */
export async function recordBoat(db: Executor, runId: number, entry: SyncReportEntry, now: Date): Promise<void> {
  await db
    .update(fleetSyncRuns)
    .set({
      doneBoatIds: sql`array_append(${fleetSyncRuns.doneBoatIds}, ${entry.externalId}::text)`,
      report: sql`${fleetSyncRuns.report} || ${JSON.stringify([entry])}::jsonb`,
      heartbeatAt: now,
    })
    .where(eq(fleetSyncRuns.id, runId));
}

export async function appendReport(db: Executor, runId: number, entries: readonly SyncReportEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .update(fleetSyncRuns)
    .set({ report: sql`${fleetSyncRuns.report} || ${JSON.stringify(entries)}::jsonb` })
    .where(eq(fleetSyncRuns.id, runId));
}

export async function finishRun(
  db: Executor,
  runId: number,
  outcome: { status: 'succeeded' | 'failed'; error: string | null; differences: Difference[] | null },
  now: Date,
): Promise<void> {
  await db
    .update(fleetSyncRuns)
    .set({ status: outcome.status, error: outcome.error, differences: outcome.differences, finishedAt: now, heartbeatAt: now })
    .where(eq(fleetSyncRuns.id, runId));
}

export async function recentRuns(db: Executor, companyId: number, limit: number): Promise<SyncRunRow[]> {
  return db.select().from(fleetSyncRuns).where(eq(fleetSyncRuns.companyId, companyId)).orderBy(desc(fleetSyncRuns.id)).limit(limit);
}

export async function runOfCompany(db: Executor, companyId: number, id: number): Promise<SyncRunRow | null> {
  const rows = await db
    .select()
    .from(fleetSyncRuns)
    .where(and(eq(fleetSyncRuns.companyId, companyId), eq(fleetSyncRuns.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The last reconciliation: the newest run that reached its end with a list of differences. */
export async function lastDifferences(db: Executor, companyId: number) {
  const rows = await db
    .select({ at: fleetSyncRuns.finishedAt, differences: fleetSyncRuns.differences })
    .from(fleetSyncRuns)
    .where(and(eq(fleetSyncRuns.companyId, companyId), isNotNull(fleetSyncRuns.differences)))
    .orderBy(desc(fleetSyncRuns.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function lastSuccess(db: Executor, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${fleetSyncRuns.finishedAt})` })
    .from(fleetSyncRuns)
    .where(and(eq(fleetSyncRuns.companyId, companyId), eq(fleetSyncRuns.status, 'succeeded')));
  return row?.at ? new Date(row.at) : null;
}
