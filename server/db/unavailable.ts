// E2: when the database cannot be reached the answer is 503 with Retry-After, not 500. Drizzle wraps
// driver errors (`cause`), so the whole chain is inspected.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// SQLSTATE: class 08 connection exceptions; 57P01–57P03 server shutting down or starting; 53300 too many
// connections; 57014 a statement cancelled, as statement_timeout does (a database too slow to answer in time).
const SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
// (A pool that has been ended, during shutdown, is unavailable too, and so is the catalog model while it
// cannot hear of changes, server/catalog/model/catalog-model.ts. 'Query read timeout' is pg's
// query_timeout: no answer at all, as from a frozen server or across a partition.)
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error|Cannot use a pool after calling end|The catalog is not in sync with the database/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailabilityOf(err) !== undefined;
}

/** What says the database is unavailable, in the chain of causes: its code (when it has one) and message. */
export function unavailabilityOf(err: unknown): { code?: string; message: string } | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return { code, message: text };
    if (MESSAGES.test(text)) return { message: text };
  }
  return undefined;
}
