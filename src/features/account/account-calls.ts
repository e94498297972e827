import type { LanguageCode } from '../../contract/languages';
import { ApiError, fieldMessagesOf } from '../../lib/api-client';
import { logIn as logInCall } from '../../api/login';
import { register as registerCall } from '../../api/registration';
import { finishRegistration as finishRegistrationCall } from '../../api/finish-registration';
import { requestPasswordReset as requestPasswordResetCall } from '../../api/forgot-password';
import { resetPassword as resetPasswordCall } from '../../api/reset-password';
import { googleAuth } from '../../api/google-auth';
import { accountMessage, fieldMessage } from './account-messages';
import type { TFunction } from 'i18next';

// The account calls of the dialog and the reset page (§7 /login, /registration, /forgot-password,
// /reset-password, /google-auth), with what §8 (E1) and U4 say happens when they fail.

/** The server's per-field messages of a 422 (A5), the first message of each field, in the page's language (E1). */
export function fieldErrorsOf(err: unknown, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldMessagesOf(err)).map(([field, messages]) => [field, fieldMessage(t, messages[0]!)]));
}

/** The server's message in the page's language, when it sent one the site knows (E1). */
export function messageOf(err: unknown, t: TFunction): string | undefined {
  const message = err instanceof ApiError ? (err.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === 'string' && message ? accountMessage(t, message) : undefined;
}

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

export async function resetPassword(body: { token: string; email: string; password: string; password_confirmation: string }): Promise<string> {
  return resetPasswordCall(body);
}

export type GoogleCredential = { credential: string } | { code: string } | { access_token: string };

export async function googleSignIn(credential: GoogleCredential, language: LanguageCode): Promise<string> {
  return googleAuth({ ...credential, language });
}
