// Issue 30: a 429's `code` says which limit was met, so the page says "from this connection" or "with this
// e-mail address" (server/api/rate-limit.ts).
export const RATE_LIMIT_CODES = { address: 'rate_limited', email: 'rate_limited_email' } as const;
