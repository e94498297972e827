// E2: when the database cannot be reached the answer is 503 with Retry-After, not 500. Drizzle wraps
// driver errors (`cause`), so the whole chain is inspected.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// SQLSTATE: class 08 connection exceptions; 57P01–57P03 server shutting down or starting; 53300 too many connections.
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
// (A pool that has been ended, during shutdown, is unavailable too.)
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
