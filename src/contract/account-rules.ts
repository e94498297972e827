// The account form rules (U1, U6), zod-free so the web app's forms can show them (maxlength, hints)
// without pulling the contract's schemas into the bundle. src/contract/account-api.ts enforces them.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Length is the only rule a visitor sees (OWASP ASVS 5.0 level 1: at least 8, up to at least 64, no
 * composition rules, decision 019); the server also refuses the most common passwords.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** Most boats a visitor's local wishlist can bring into the account in one merge (F2). */
export const FAVORITES_MERGE_MAX = 200;
