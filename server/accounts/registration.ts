import type { FinishRegistrationBody, RegistrationBody } from '../../src/contract/account-api';
import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import {
  consumePendingRegistration,
  dropPendingRegistrations,
  findUserByEmail,
  insertPendingRegistration,
  insertUser,
} from './accounts-store';
import { refuseWeakPassword } from './common-passwords';
import { languageOf } from './credentials';
import { mailLater } from './mail-later';
import { alreadyRegisteredMail, finishRegistrationMail } from './mail-texts';
import { hashPassword } from './passwords';
import { hashToken, issueToken, newToken } from './token-store';

// Registration in two steps (U1, decision 034): the form's answer is the same for every address, and only
// the link mailed to the address makes the account, so the answer never tells whether the address already
// has an account, and nobody can take an address they cannot read.

const FINISH_LIFETIME_HOURS = 24;
export const REGISTRATION_MAILED = 'Check your e-mail: we have sent a link to finish creating your account.';
export const INVALID_FINISH = 'This link to finish the registration is invalid or has expired. Please register again.';
export const EMAIL_TAKEN = 'This e-mail address is already registered.';

/**
 * Checks what the body alone decides (the fields, the password rules), then answers before anything that
 * depends on the address: the look-up, the row and the mail run in the background (as forgot-password
 * does, decision 019), so neither the answer nor its time says whether the address has an account. A new
 * address gets the link that finishes the registration; an address with an account gets "you already have
 * an account". A failure is logged.
 */
export function requestRegistration(ctx: ApiContext, body: RegistrationBody): void {
  refuseWeakPassword(body.password, body.email);
  startRegistration(ctx, body).catch((err: unknown) => ctx.logger.error({ err }, 'registration could not be started'));
}

async function startRegistration(ctx: ApiContext, body: RegistrationBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const user = await findUserByEmail(ctx.db, body.email);
  if (user) {
    mailLater(ctx, alreadyRegisteredMail(user.email, body.language ?? languageOf(user), ctx.config.SITE_URL));
    return;
  }
  const language = body.language ?? 'en';
  const token = newToken();
  const now = ctx.now();
  await insertPendingRegistration(
    ctx.db,
    {
      tokenHash: hashToken(token),
      email: body.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      language,
      subscribed: body.subscribed ?? false,
      expiresAt: new Date(now.getTime() + FINISH_LIFETIME_HOURS * 3_600_000),
    },
    now,
  );
  mailLater(ctx, finishRegistrationMail(body.email, language, ctx.config.SITE_URL, token, FINISH_LIFETIME_HOURS));
}

/**
 * The mailed link makes the account and signs in (the answer's token). The link works once; the other
 * links sent to the address stop working. Whoever opens it reads the address's mail, so telling them the
 * address got an account meanwhile (another link, Google) gives nothing away.
 */
export async function finishRegistration(ctx: ApiContext, body: FinishRegistrationBody): Promise<string> {
  const now = ctx.now();
  const pending = await consumePendingRegistration(ctx.db, hashToken(body.token), now);
  if (!pending) throw new HttpError(422, 'The given data was invalid', { token: [INVALID_FINISH] });
  const user = await insertUser(ctx.db, {
    email: pending.email,
    passwordHash: pending.passwordHash,
    firstName: pending.firstName,
    lastName: pending.lastName,
    language: pending.language,
    subscribed: pending.subscribed,
  });
  await dropPendingRegistrations(ctx.db, pending.email);
  if (!user) throw new HttpError(422, 'The given data was invalid', { email: [EMAIL_TAKEN] });
  return issueToken(ctx.db, user.id, now);
}
