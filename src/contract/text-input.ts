import { z } from 'zod';

// The one string schema every text the API reads is built on (JSON bodies, query and path values).
// Control characters never belong in a name, an address, a slug or a message, and PostgreSQL refuses NUL
// in text outright (a 500 once it got that far): they are refused where the value comes in (422 in a
// body), not cleaned away, so what is stored is what was sent. Its pattern is also what /api/openapi.json
// shows, so a client knows the rule before it sends.

/** C0 controls, DEL and C1 controls anywhere in the value. */
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** The same, but a free text keeps its line breaks and tabs. */
export const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
/** At least one character that is not white space (JSON Schema patterns search, they need no anchors). */
export const NOT_BLANK = /\S/;

const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/**
 * A string without control characters (with `multiLine`, line breaks and tabs are allowed). Everything
 * else (lengths, formats, trimming) is chained on by the caller.
 */
export function textInput(options: { multiLine?: boolean; error?: string } = {}): z.ZodString {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .regex(options.multiLine ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}
