import type { LanguageCode } from '../../contract/languages';
import { logIn as logInCall } from '../../api/login';
import { register as registerCall } from '../../api/registration';
import { finishRegistration as finishRegistrationCall } from '../../api/finish-registration';
import { requestPasswordReset as requestPasswordResetCall } from '../../api/forgot-password';
import { resetPassword as resetPasswordCall } from '../../api/reset-password';
import { googleAuth } from '../../api/google-auth';

// The account calls of the dialog and the reset page (§7 /login, /registration, /forgot-password,
// /reset-password, /google-auth), with what §8 and U4 say happens when they fail (the form kit,
// src/components/form, shows their messages in the page's language).

/** §8 "Login error: logged and re-raised": the caller shows it beside the form. */
export async function logIn(email: string, password: string): Promise<string> {
  try {
    return await logInCall({ email, password });
  } catch (err) {
    console.warn('Login failed:', err);
    throw err;
  }
}

export interface RegistrationBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  language: LanguageCode;
}

/**
 * U4: what a registration answer means. A token signs the visitor in (the page then reloads); an answer
 * without one is a warning with the server's message, or the fallback ("Registration failed"). U4 names
 * both; this server's answers carry no token (decision 034: the mailed link makes the account).
 */
export function registrationOutcome(answer: unknown, fallback: string): { token: string } | { warning: string } {
  const a = (answer ?? {}) as { token?: unknown; message?: unknown };
  if (typeof a.token === 'string' && a.token) return { token: a.token };
  return { warning: typeof a.message === 'string' && a.message ? a.message : fallback };
}

export function register(body: RegistrationBody): Promise<unknown> {
  return registerCall(body);
}

/** The link of the registration mail makes the account and signs in (decision 034). */
export async function finishRegistration(token: string): Promise<string> {
  return finishRegistrationCall(token);
}

/** Same answer for any address (U1); the dialog says the same thing either way. */
export async function requestPasswordReset(email: string, language: LanguageCode): Promise<void> {
  await requestPasswordResetCall({ email, language });
}

export async function resetPassword(body: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<string> {
  return resetPasswordCall(body);
}

export type GoogleCredential = { credential: string } | { code: string } | { access_token: string };

export async function googleSignIn(credential: GoogleCredential, language: LanguageCode): Promise<string> {
  return googleAuth({ ...credential, language });
}
