import { ApiError, fieldMessagesOf } from '../../lib/api-client';

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
