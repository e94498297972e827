import type { TFunction } from 'i18next';
import { ApiError, fieldMessagesOf } from '../../lib/api-client';
import { RATE_LIMIT_CODES } from '../../contract/rate-limit-codes';

/** Each field's first message, as the server or a browser rule gave it (translated where it is shown). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The `errors` of a 422 body (`{ message, errors: { field: [messages] } }`, A5): each field's first message. */
export function firstMessages(errors: Readonly<Record<string, readonly string[]>> | undefined): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([field, messages]) => (messages[0] === undefined ? [] : [[field, messages[0]]])),
  );
}

/** A refused call's 422 as one message per field (none for any other failure). */
export const fieldErrorsOf = (err: unknown): FieldErrors => firstMessages(fieldMessagesOf(err));

/** The server's message of a refusal (English, for `knownMessageText`), when it sent one. */
export function serverMessageOf(err: unknown): string | undefined {
  const message = err instanceof ApiError ? (err.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Issue 30: a refused booking attempt over its rate limit (429) in the page's language (`t` of `common`):
 * whether this connection or this e-mail address tried too often, and in how many minutes to try again
 * (from Retry-After: seconds or an HTTP date); undefined for any other failure.
 */
export function bookingLimitText(t: TFunction, err: unknown, now = Date.now()): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 429) return undefined;
  const text = err.retryAfter?.trim() ?? '';
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  // Without a usable Retry-After the limits' window (an hour) is the longest wait there can be.
  const minutes = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 60;
  const perEmail = (err.body as { code?: unknown } | null)?.code === RATE_LIMIT_CODES.email;
  return t(perEmail ? 'formMessages.tooManyBookingsEmail' : 'formMessages.tooManyBookings', { minutes });
}
