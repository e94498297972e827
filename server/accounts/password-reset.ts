import type { ForgotPasswordBody, ResetPasswordBody } from '../../src/contract/account-api';
import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import {
  closePasswordResets,
  consumePasswordReset,
  findUserByEmail,
  findUserById,
  insertPasswordReset,
  setPasswordHash,
} from './accounts-store';
import { refuseWeakPassword } from './common-passwords';
import { languageOf } from './credentials';
import { clearLoginFailures } from './login-throttle';
import { mailLater } from './mail-later';
import { passwordChangedMail, resetMail } from './mail-texts';
import { hashPassword } from './passwords';
import { hashToken, issueToken, newToken, revokeUserTokens } from './token-store';

// Forgot and reset password (U1): the reset token is a random string mailed to the address; the database
// keeps its SHA-256 only, it works once and for RESET_LIFETIME_MINUTES.

export const RESET_LIFETIME_MINUTES = 60;
export const RESET_REQUESTED = 'If an account exists for this e-mail address, we have sent it a link to reset the password.';
export const INVALID_RESET = 'This password reset link is invalid or has expired. Please ask for a new one.';

/**
 * Answers the same whether or not the address has an account, and in the same time: the caller does not
 * wait for the look-up, the reset row or the mail (decision 019), so neither the answer nor its timing
 * tells which addresses have accounts. Only an account gets a mail; a failure is logged.
 */
export function requestPasswordReset(ctx: ApiContext, body: ForgotPasswordBody): void {
  sendResetLink(ctx, body).catch((err: unknown) => ctx.logger.error({ err }, 'password reset could not be prepared'));
}

async function sendResetLink(ctx: ApiContext, body: ForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) return;
  const token = newToken();
  const now = ctx.now();
  await insertPasswordReset(ctx.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MINUTES * 60_000),
  });
  mailLater(ctx, resetMail(user.email, body.language ?? languageOf(user), ctx.config.SITE_URL, token, RESET_LIFETIME_MINUTES));
}

/**
 * Sets the new password, signs out every device and signs in here with a fresh token (the answer's). A
 * weak password is refused before the link is used up, so the visitor can try another with the same link;
 * the link's address is the account's (the link is refused otherwise), so the e-mail rule is the account's.
 */
export async function resetPassword(ctx: ApiContext, body: ResetPasswordBody): Promise<string> {
  refuseWeakPassword(body.password, body.email);
  const now = ctx.now();
  const userId = await consumePasswordReset(ctx.db, hashToken(body.token), body.email, now);
  if (userId === null) throw new HttpError(422, 'The given data was invalid', { token: [INVALID_RESET] });
  await setPasswordHash(ctx.db, userId, await hashPassword(body.password));
  await closePasswordResets(ctx.db, userId, now);
  await revokeUserTokens(ctx.db, userId);
  // Whoever holds the mailed link owns the address: earlier failed sign-ins no longer make them wait.
  await clearLoginFailures(ctx.db, body.email);
  const user = await findUserById(ctx.db, userId);
  if (user) mailLater(ctx, passwordChangedMail(user.email, languageOf(user), ctx.config.SITE_URL, now));
  return issueToken(ctx.db, userId, now);
}
