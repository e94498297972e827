// How errors are written to the log. Errors carry request values: Drizzle puts a failing statement's
// parameters in its message ("params: ana@example.com,$argon2id…") and in `params`, PostgreSQL quotes the
// offending value ('invalid input syntax for type integer: "…"') and names it in `detail` ('Key (email)=(…)
// already exists'), a mailer names the recipient. The log needs what failed and where, not what was sent:
// only known fields are kept, messages and stacks lose the values, and the chain of causes is followed.

type Serialized = Record<string, unknown>;

const KEPT_FIELDS = ['code', 'status', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;
const MAX_CAUSES = 5;

/** A message or stack without the request values it may quote. */
export function withoutValues(text: string): string {
  return text
    .replace(/\nparams: [^\n]*(?:\n(?! {4}at )[^\n]*)*/g, '\nparams: [redacted]')
    .replace(/(invalid input (?:syntax|value) for [^:"\n]*): "(?:[^"\\]|\\.)*"/g, '$1: [redacted]')
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[e-mail]');
}

function serialize(err: unknown, depth: number): unknown {
  if (!err || typeof err !== 'object') return typeof err === 'string' ? withoutValues(err) : err;
  const e = err as Record<string, unknown>;
  const out: Serialized = { type: (err as object).constructor?.name ?? 'Error' };
  for (const field of KEPT_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof e.message === 'string') out.message = withoutValues(e.message);
  if (typeof e.stack === 'string') out.stack = withoutValues(e.stack);
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serialize(e.cause, depth + 1);
  return out;
}

/** pino's `err` serializer for every logger of the app (server/app.ts, server/middleware/request-context.ts). */
export function errorWithoutValues(err: unknown): unknown {
  return serialize(err, 0);
}
