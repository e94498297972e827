import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, companies, operatorInvitations, operatorRecoveryCodes, operatorSessions, operators } from '../db/schema';

// The operator console's SQL (issue 27): operators, their invitations, sessions and recovery codes, and the
// audit trail. Every read that returns a company's data takes the company id, so isolation is in the query.

export type OperatorRow = typeof operators.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
type SessionStage = (typeof operatorSessions.$inferSelect)['stage'];
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function operatorByEmail(db: Executor, email: string): Promise<OperatorRow | null> {
  const rows = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

async function operatorById(db: Executor, id: number): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function companyById(db: Executor, id: number): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function companyBySlug(db: Executor, slug: string): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function firstCompany(db: Executor): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).orderBy(companies.id).limit(1);
  return rows[0] ?? null;
}

export async function insertCompany(db: Executor, row: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [inserted] = await db.insert(companies).values(row).returning();
  return inserted!;
}

export async function insertOperator(db: Executor, row: typeof operators.$inferInsert): Promise<OperatorRow> {
  const [inserted] = await db.insert(operators).values(row).returning();
  return inserted!;
}

export async function companyPeople(db: Executor, companyId: number): Promise<OperatorRow[]> {
  return db.select().from(operators).where(eq(operators.companyId, companyId)).orderBy(operators.id);
}

export async function setOperatorPassword(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db.update(operators).set({ passwordHash }).where(eq(operators.id, id));
}

export async function setPendingTotp(db: Executor, id: number, sealedSecret: string): Promise<void> {
  await db.update(operators).set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null }).where(eq(operators.id, id));
}

export async function enableTotp(db: Executor, id: number, step: number, at: Date): Promise<void> {
  await db.update(operators).set({ totpEnabledAt: at, totpLastStep: step }).where(eq(operators.id, id));
}

/** Keeps the step only if it is later than the one kept: two requests with one code cannot both pass. */
export async function claimTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
    .returning({ id: operators.id });
  return rows.length === 1;
}

// ---- Invitations ----

export async function insertInvitation(db: Executor, operatorId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  // A new invitation replaces any earlier one still open: only the latest link works.
  await db.delete(operatorInvitations).where(and(eq(operatorInvitations.operatorId, operatorId), isNull(operatorInvitations.usedAt)));
  await db.insert(operatorInvitations).values({ tokenHash, operatorId, expiresAt });
}

export async function openInvitation(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({ invitation: operatorInvitations, operator: operators, company: companies })
    .from(operatorInvitations)
    .innerJoin(operators, eq(operators.id, operatorInvitations.operatorId))
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .where(
      and(
        eq(operatorInvitations.tokenHash, tokenHash),
        isNull(operatorInvitations.usedAt),
        gt(operatorInvitations.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the invitation used; false when another request used it first. */
export async function spendInvitation(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorInvitations)
    .set({ usedAt: now })
    .where(and(eq(operatorInvitations.tokenHash, tokenHash), isNull(operatorInvitations.usedAt)))
    .returning({ tokenHash: operatorInvitations.tokenHash });
  return rows.length === 1;
}

// ---- Sessions ----

export async function insertSession(
  db: Executor,
  row: { tokenHash: string; operatorId: number; stage: SessionStage; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(operatorSessions).values({
    tokenHash: row.tokenHash,
    operatorId: row.operatorId,
    stage: row.stage,
    expiresAt: row.expiresAt,
    createdAt: row.now,
    lastSeenAt: row.now,
  });
  // Ended sessions of this operator are useless; each new one clears them, so the table does not only grow.
  await db.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, row.operatorId), lte(operatorSessions.expiresAt, row.now)));
}

/**
 * The live session of a token and its operator: not past its end, not idle longer than `idleMs`, the
 * operator not disabled. Touching it moves its idle clock.
 */
export async function liveSession(db: Executor, tokenHash: string, now: Date, idleMs: number) {
  const rows = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .returning();
  const session = rows[0];
  if (!session) return null;
  const operator = await operatorById(db, session.operatorId);
  if (!operator || operator.disabledAt) return null;
  return { session, operator };
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function deleteOperatorSessions(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

/** Counts a wrong code; the session ends at the `limit`-th. Returns whether it is still open. */
export async function countWrongCode(db: Executor, tokenHash: string, limit: number): Promise<boolean> {
  const rows = await db
    .update(operatorSessions)
    .set({ failedCodes: sql`${operatorSessions.failedCodes} + 1` })
    .where(eq(operatorSessions.tokenHash, tokenHash))
    .returning({ failed: operatorSessions.failedCodes });
  if ((rows[0]?.failed ?? limit) < limit) return true;
  await deleteSession(db, tokenHash);
  return false;
}

// ---- Recovery codes ----

export async function replaceRecoveryCodes(db: Executor, operatorId: number, codeHashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, operatorId })));
}

/** Uses a recovery code of this operator; false when it is not theirs or already used. */
export async function spendRecoveryCode(db: Executor, operatorId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.codeHash, codeHash),
        eq(operatorRecoveryCodes.operatorId, operatorId),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: operatorRecoveryCodes.codeHash });
  return rows.length === 1;
}

// ---- Audit trail ----

export interface AuditWrite {
  companyId: number;
  operatorId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

export async function insertAudit(db: Executor, entry: AuditWrite): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

export async function auditPage(db: Executor, companyId: number, before: number | undefined, limit: number) {
  return db
    .select({ entry: auditLog, operatorName: operators.name })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(eq(auditLog.companyId, companyId), before === undefined ? undefined : lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
