import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { inviteOperatorBodySchema, OperatorPerson } from '../../src/contract/operator-api';
import { isLanguageCode, type LanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { hashToken } from '../accounts/token-store';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { invitationMail } from './operator-mail';
import type { OperatorCaller } from './operator-sessions';
import {
  auditPage,
  companyById,
  companyPeople,
  insertAudit,
  insertInvitation,
  insertOperator,
  operatorByEmail,
  type CompanyRow,
  type Executor,
  type OperatorRow,
} from './operators-store';

// A company's people (issue 27): owners invite by e-mail with a one-time link that expires; the list shows
// who is invited and who is active. Every change is written to the audit trail in the same transaction.

const INVITATION_HOURS = 72;
const AUDIT_PAGE = 50;

export async function peopleOf(ctx: ApiContext, caller: OperatorCaller): Promise<OperatorPerson[]> {
  const rows = await companyPeople(ctx.db, caller.operator.companyId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    language: row.language,
    status: row.disabledAt ? 'disabled' : row.totpEnabledAt ? 'active' : 'invited',
    created_at: row.createdAt.toISOString(),
  }));
}

/** Writes a new invitation for `operator` and mails it; the link is the token, its hash is kept. */
export async function sendInvitation(
  ctx: Pick<ApiContext, 'config' | 'mailer' | 'logger'> & { db: Database },
  operator: OperatorRow,
  company: CompanyRow,
  now: Date,
): Promise<Date> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  await insertInvitation(ctx.db, operator.id, hashToken(token), expiresAt);
  const language: LanguageCode = isLanguageCode(operator.language) ? operator.language : 'en';
  const mail = await invitationMail({
    to: operator.email,
    language,
    company: company.tradingName,
    role: operator.role,
    token,
    hours: INVITATION_HOURS,
    siteUrl: ctx.config.SITE_URL,
  });
  await ctx.mailer.send(mail);
  return expiresAt;
}

export async function invite(ctx: ApiContext, caller: OperatorCaller, body: z.output<typeof inviteOperatorBodySchema>) {
  const now = ctx.now();
  if (await operatorByEmail(ctx.db, body.email)) {
    throw new HttpError(422, 'The given data was invalid', {
      email: ['This address already has a console account; it cannot be invited again.'],
    });
  }
  const company = (await companyById(ctx.db, caller.operator.companyId))!;
  const operator = await ctx.db.transaction(async (tx) => {
    const row = await insertOperator(tx, {
      companyId: company.id,
      email: body.email,
      name: body.name,
      role: body.role,
      language: body.language,
    });
    await insertAudit(tx, {
      companyId: company.id,
      operatorId: caller.operator.id,
      action: 'operator.invited',
      entity: 'operator',
      entityId: String(row.id),
      after: { email: row.email, name: row.name, role: row.role, language: row.language },
      at: now,
    });
    return row;
  });
  const expiresAt = await sendInvitation(ctx, operator, company, now);
  return { id: operator.id, expires_at: expiresAt.toISOString() };
}

export async function auditOf(ctx: ApiContext, caller: OperatorCaller, before: number | undefined) {
  const rows = await auditPage(ctx.db, caller.operator.companyId, before, AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map(({ entry, operatorName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      operator: operatorName,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
    })),
    next_before: rows.length > AUDIT_PAGE ? page[page.length - 1]!.entry.id : null,
  };
}

export async function recordBootstrap(db: Executor, companyId: number, operator: OperatorRow, now: Date): Promise<void> {
  await insertAudit(db, {
    companyId,
    operatorId: null,
    action: 'operator.bootstrapped',
    entity: 'operator',
    entityId: String(operator.id),
    after: { email: operator.email, role: operator.role },
    at: now,
  });
}
