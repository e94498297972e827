/**
 * The one e-mail rule (issue 25), zod-free so the browser checks an address with the server's own rule
 * (issue 26): zod's local part (z.regexes.email's), then host-name labels of letters, digits and inner
 * hyphens (RFC 1123: a label neither starts nor ends with '-', at most 63 characters) and a top-level domain
 * of letters. Nothing around it: " ann@example.com" is refused, not trimmed, so what is checked is what is
 * stored and mailed. The API's schemas (account-api.ts, content-api.ts) build on it, and /api/openapi.json states it.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
