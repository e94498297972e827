import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { operatorSignInBodySchema } from '../../src/contract/operator-api';
import type { ApiContext } from '../api/endpoint';
import { refuseWeakPassword } from '../accounts/common-passwords';
import { clearLoginFailures, throttleLogin } from '../accounts/login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/passwords';
import { hashToken } from '../accounts/token-store';
import { HttpError } from '../http-error';
import { sealerOf } from './sealer';
import { startSession, stepUp, type OperatorCaller } from './operator-sessions';
import { acceptedStep, enrolmentOf, newTotpSecret } from './totp';
import {
  claimTotpStep,
  countWrongCode,
  enableTotp,
  insertAudit,
  openInvitation,
  operatorByEmail,
  replaceRecoveryCodes,
  setOperatorPassword,
  setPendingTotp,
  spendInvitation,
  spendRecoveryCode,
} from './operators-store';

// Signing in to the console (issue 27, ASVS 5.0 V6 level 2): a password, then a TOTP code (or a single-use
// recovery code); an invitation sets the password and then TOTP up, which is not optional. Every refusal of
// a credential says the same thing whatever was wrong, and sign-in meets the same per-address back-off as
// visitors' accounts (keyed apart, so one cannot lock the other).

const WRONG_CREDENTIALS = 'These credentials do not match our records.';
const WRONG_CODE_LIMIT = 5;
const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const throttleKey = (email: string) => `operator:${email}`;

export async function signIn(
  ctx: ApiContext,
  body: z.output<typeof operatorSignInBodySchema>,
): Promise<{ token: string; stage: 'password' | 'enrol' }> {
  await throttleLogin(ctx.db, throttleKey(body.email), ctx.now());
  const operator = await operatorByEmail(ctx.db, body.email);
  const usable = operator?.passwordHash && !operator.disabledAt ? operator : null;
  const valid = usable ? await verifyPassword(body.password, usable.passwordHash!) : await burnPasswordCheck(body.password);
  if (!usable || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
  await clearLoginFailures(ctx.db, throttleKey(body.email));
  // An account that never finished setting TOTP up goes on with that, and reaches nothing else.
  const stage = usable.totpEnabledAt ? 'password' : 'enrol';
  return { token: await startSession(ctx.db, usable.id, stage, ctx.now()), stage };
}

async function wrongCode(ctx: ApiContext, caller: OperatorCaller): Promise<never> {
  const open = await countWrongCode(ctx.db, caller.tokenHash, WRONG_CODE_LIMIT);
  if (open)
    throw new HttpError(
      401,
      'This code is not right. Check the time on your phone and try the newest code.',
      undefined,
      undefined,
      'code_wrong',
    );
  throw new HttpError(401, 'Too many wrong codes: sign in again.', undefined, undefined, 'session_ended');
}

/** The second factor: the authenticator's current code, good once. */
export async function verifyCode(ctx: ApiContext, caller: OperatorCaller, code: string): Promise<{ token: string; stage: 'full' }> {
  const { operator } = caller;
  const secret = operator.totpSecret && sealerOf(ctx.config).open(operator.totpSecret);
  const step = secret ? acceptedStep(secret, code, ctx.now(), operator.totpLastStep) : null;
  if (step === null || !(await claimTotpStep(ctx.db, operator.id, step))) return wrongCode(ctx, caller);
  return { token: await stepUp(ctx.db, caller, 'full', ctx.now()), stage: 'full' };
}

const recoveryHash = (code: string) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex');

/** The second factor when the phone is lost: one of the recovery codes, each good once. */
export async function verifyRecoveryCode(ctx: ApiContext, caller: OperatorCaller, code: string): Promise<{ token: string; stage: 'full' }> {
  if (!(await spendRecoveryCode(ctx.db, caller.operator.id, recoveryHash(code), ctx.now()))) return wrongCode(ctx, caller);
  await insertAudit(ctx.db, {
    companyId: caller.operator.companyId,
    operatorId: caller.operator.id,
    action: 'operator.recovery_code_used',
    entity: 'operator',
    entityId: String(caller.operator.id),
    at: ctx.now(),
  });
  return { token: await stepUp(ctx.db, caller, 'full', ctx.now()), stage: 'full' };
}

/** What an invitation link shows before anything is chosen; 404 for an unknown, used or expired link. */
export async function invitationOf(ctx: ApiContext, token: string) {
  const found = await openInvitation(ctx.db, hashToken(token), ctx.now());
  if (!found) throw new HttpError(404, 'This invitation link is not valid any more: ask the owner of your company to invite you again.');
  return {
    email: found.operator.email,
    name: found.operator.name,
    role: found.operator.role,
    company: found.company.tradingName,
    expires_at: found.invitation.expiresAt.toISOString(),
  };
}

/** Accepting an invitation sets the password; the session that follows can only set TOTP up. */
export async function acceptInvitation(ctx: ApiContext, token: string, password: string): Promise<{ token: string; stage: 'enrol' }> {
  const now = ctx.now();
  const found = await openInvitation(ctx.db, hashToken(token), now);
  if (!found) throw new HttpError(404, 'This invitation link is not valid any more: ask the owner of your company to invite you again.');
  refuseWeakPassword(password, found.operator.email);
  const passwordHash = await hashPassword(password);
  const operatorId = found.operator.id;
  const accepted = await ctx.db.transaction(async (tx) => {
    if (!(await spendInvitation(tx, hashToken(token), now))) return false;
    await setOperatorPassword(tx, operatorId, passwordHash);
    await insertAudit(tx, {
      companyId: found.operator.companyId,
      operatorId,
      action: 'operator.invitation_accepted',
      entity: 'operator',
      entityId: String(operatorId),
      at: now,
    });
    return true;
  });
  if (!accepted) throw new HttpError(404, 'This invitation link is not valid any more: ask the owner of your company to invite you again.');
  return { token: await startSession(ctx.db, operatorId, 'enrol', now), stage: 'enrol' };
}

/** A new TOTP secret for the set-up page (each call replaces the one not yet confirmed). */
export async function newEnrolment(ctx: ApiContext, caller: OperatorCaller) {
  const secret = newTotpSecret();
  await setPendingTotp(ctx.db, caller.operator.id, sealerOf(ctx.config).seal(secret));
  return { secret, ...(await enrolmentOf(secret, caller.operator.email)) };
}

function recoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(12)].map((b) => BASE32[b % 32]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** The first code from the authenticator turns TOTP on and gives the recovery codes, shown this once. */
export async function confirmEnrolment(ctx: ApiContext, caller: OperatorCaller, code: string) {
  const { operator } = caller;
  const now = ctx.now();
  const secret = operator.totpSecret && sealerOf(ctx.config).open(operator.totpSecret);
  const step = secret ? acceptedStep(secret, code, now, null) : null;
  if (step === null) return wrongCode(ctx, caller);
  const codes = recoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await enableTotp(tx, operator.id, step, now);
    await replaceRecoveryCodes(tx, operator.id, codes.map(recoveryHash));
    await insertAudit(tx, {
      companyId: operator.companyId,
      operatorId: operator.id,
      action: 'operator.two_factor_enabled',
      entity: 'operator',
      entityId: String(operator.id),
      at: now,
    });
  });
  return { token: await stepUp(ctx.db, caller, 'full', now), stage: 'full' as const, recovery_codes: codes };
}
