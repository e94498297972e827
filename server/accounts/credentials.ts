import type { ChangePasswordBody, LoginBody } from '../../src/contract/account-api';
import { isLanguageCode, type LanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import { closePasswordResets, findUserByEmail, setPasswordHash } from './accounts-store';
import { mailLater } from './mail-later';
import { refuseWeakPassword } from './common-passwords';
import { clearLoginFailures, throttleLogin } from './login-throttle';
import { passwordChangedMail } from './mail-texts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { issueToken, revokeUserTokens, type AuthUser } from './token-store';

// Login and password change with the account's own password (U1, U5); registration: registration.ts.

export const WRONG_CREDENTIALS = 'These credentials do not match our records.';

/**
 * One answer for an unknown e-mail, a Google-only account and a wrong password, in about the same time;
 * the address's back-off (login-throttle.ts) is met first, alike for addresses with and without accounts.
 */
export async function logIn(ctx: ApiContext, body: LoginBody): Promise<string> {
  await throttleLogin(ctx.db, body.email, ctx.now());
  const user = await findUserByEmail(ctx.db, body.email);
  const valid = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : await burnPasswordCheck(body.password);
  if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
  await clearLoginFailures(ctx.db, body.email);
  return issueToken(ctx.db, user.id, ctx.now());
}

/**
 * The new password signs out every other device (whoever knew the old one is out); the token making the
 * call stays valid. The owner gets a mail saying so, in the account's language.
 */
export async function changePassword(ctx: ApiContext, user: AuthUser, token: string, body: ChangePasswordBody): Promise<void> {
  const valid = user.passwordHash ? await verifyPassword(body.current_password, user.passwordHash) : false;
  if (!valid) {
    throw new HttpError(422, 'The given data was invalid', { current_password: ['The current password is not correct.'] });
  }
  refuseWeakPassword(body.password, user.email);
  await setPasswordHash(ctx.db, user.id, await hashPassword(body.password));
  await revokeUserTokens(ctx.db, user.id, token);
  await closePasswordResets(ctx.db, user.id, ctx.now());
  mailLater(ctx, passwordChangedMail(user.email, languageOf(user), ctx.config.SITE_URL, ctx.now()));
}

/** The account's language for its mails; a row from before the 12 languages falls back to English. */
export function languageOf(user: AuthUser): LanguageCode {
  return isLanguageCode(user.language) ? user.language : 'en';
}
