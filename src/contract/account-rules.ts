// The account form rules (U1, U6), zod-free so the web app's forms can show them (maxlength, hints)
// without pulling the contract's schemas into the bundle. src/contract/account-api.ts enforces them.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * OWASP ASVS 5.0 level 1: at least 8, up to at least 64, no composition rules (decision 019). Besides the
 * length, passwordRuleBroken below is checked by the forms and the server alike; the server also refuses
 * the most common passwords.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** A shorter local part ("al@…") would refuse many good passwords that merely contain those letters. */
export const EMAIL_LOCAL_PART_MIN_LENGTH = 3;

export const PASSWORD_REPEATED = 'The password must not be one character repeated.';
export const PASSWORD_HAS_EMAIL = 'The password must not contain your e-mail address or the part before the @.';

/**
 * The rules of a new password that need no list (issue 25): not one character repeated (white space only
 * counts as one: "        " and " \t  " are as guessable as "aaaaaaaa"), and not the account's e-mail
 * address nor anything containing its local part, compared without case — the address is the first thing
 * an attacker who knows it tries. Returns the message of the broken rule, or null. The registration and
 * reset forms and the dashboard check it before sending; the server checks it on every new password.
 */
export function passwordRuleBroken(password: string, email: string): string | null {
  if (!password) return null; // the length rule speaks for an empty password
  const chars = [...password.normalize('NFC')];
  if (chars.every((c) => c === chars[0]) || /^\s*$/u.test(password)) return PASSWORD_REPEATED;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return null; // an address still being typed
  const local = address.slice(0, at);
  const lowered = password.normalize('NFC').toLowerCase();
  if (lowered.includes(address) || (local.length >= EMAIL_LOCAL_PART_MIN_LENGTH && lowered.includes(local))) return PASSWORD_HAS_EMAIL;
  return null;
}

/** Most boats a visitor's local wishlist can bring into the account in one merge (F2). */
export const FAVORITES_MERGE_MAX = 200;
