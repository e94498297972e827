import type { ForgotPasswordBody, ResetPasswordBody } from '../../src/contract/account-api';
import { isLanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import { closePasswordResets, consumePasswordReset, findUserByEmail, insertPasswordReset, setPasswordHash } from './accounts-store';
import { mailLater } from './mail-later';
import { resetMail } from './mail-texts';
import { hashPassword } from './passwords';
import { hashToken, issueToken, newToken, revokeUserTokens } from './token-store';

// Forgot and reset password (U1): the reset token is a random string mailed to the address; the database
// keeps its SHA-256 only, it works once and for RESET_LIFETIME_MINUTES.

export const RESET_LIFETIME_MINUTES = 60;
export const RESET_REQUESTED = 'If an account exists for this e-mail address, we have sent it a link to reset the password.';
const INVALID_RESET = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** Answers the same whether or not the address has an account; only an account gets a mail. */
export async function requestPasswordReset(ctx: ApiContext, body: ForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) return;
  const token = newToken();
  const now = ctx.now();
  await insertPasswordReset(ctx.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MINUTES * 60_000),
  });
  const language = body.language ?? (isLanguageCode(user.language) ? user.language : 'en');
  mailLater(ctx, resetMail(user.email, language, ctx.config.SITE_URL, token, RESET_LIFETIME_MINUTES));
}

/** Sets the new password, signs out everywhere else and signs in here (the answer's token). */
export async function resetPassword(ctx: ApiContext, body: ResetPasswordBody): Promise<string> {
  const now = ctx.now();
  const userId = await consumePasswordReset(ctx.db, hashToken(body.token), body.email, now);
  if (userId === null) throw new HttpError(422, 'The given data was invalid', { token: [INVALID_RESET] });
  await setPasswordHash(ctx.db, userId, await hashPassword(body.password));
  await closePasswordResets(ctx.db, userId, now);
  await revokeUserTokens(ctx.db, userId);
  return issueToken(ctx.db, userId, now);
}
