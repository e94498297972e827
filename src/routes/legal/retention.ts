// How long the server keeps what the privacy and cookie pages name. The browser build cannot read the
// server's constants, so they are repeated here; legal.api.test.ts fails when the two drift apart.
export const RETENTION = {
  /** server/accounts/token-store.ts TOKEN_LIFETIME_DAYS */
  tokenDays: 90,
  /** server/accounts/password-reset.ts RESET_LIFETIME_MINUTES */
  resetMinutes: 60,
  /** server/api/rate-limit.ts LONGEST_WINDOW_MS, in minutes */
  windowMinutes: 60,
} as const;

/** When the texts of these pages last changed in substance (shown under each page's heading). */
export const LEGAL_UPDATED = '2026-11-27';
