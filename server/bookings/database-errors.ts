// Drizzle wraps driver errors (DrizzleQueryError, the driver's error in `cause`); pg and PGlite both put
// the SQLSTATE in `code`. These look through the wrapping.

function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 23P01: an exclusion constraint refused the row (for bookings: the days are taken). */
export function isExclusionViolation(err: unknown): boolean {
  return sqlState(err) === '23P01';
}

/** 23505: a unique constraint refused the row. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/**
 * 40P01 (deadlock detected) or 40001 (serialization failure): PostgreSQL aborted the transaction only
 * because of what ran beside it, so the same transaction run again can succeed.
 */
export function isConcurrencyAbort(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
}
