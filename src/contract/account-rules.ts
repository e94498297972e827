// The account form rules (U1, U6), zod-free so the web app's forms can show them (maxlength, hints)
// without pulling the contract's schemas into the bundle. src/contract/account-api.ts enforces them.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A password needs a letter and a digit, of any script (Cyrillic and Greek letters count). */
export const PASSWORD_LETTER = /\p{L}/u;
export const PASSWORD_DIGIT = /\p{N}/u;
/** Most boats a visitor's local wishlist can bring into the account in one merge (F2). */
export const FAVORITES_MERGE_MAX = 200;
