import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordRuleBroken } from '../../src/contract/account-rules';
import { HttpError } from '../http-error';

// OWASP ASVS 5.0 level 1 (decision 019): a new password must not be one of the most common ones. The list is
// zxcvbn-ts's "passwords-common" (MIT, 49,233 passwords from leaked sets, about 18,000 of them with 8 or
// more characters), the one the sign-in dialog's strength meter rates against, so the meter and the server
// agree. It is compared in lower case, as zxcvbn does: "Password1" is as guessable as "password1".

let common: ReadonlySet<string> | undefined;

function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFC').toLowerCase());
}

export const COMMON_PASSWORD = 'This password is one of the most common ones and easy to guess. Please choose another.';

/**
 * Refuses a new password of the account with this e-mail as a 422 on `password`, before anything is
 * changed: the rules the forms also check (src/contract/account-rules.ts), then the list.
 */
export function refuseWeakPassword(password: string, email: string): void {
  const broken = passwordRuleBroken(password, email) ?? (isCommonPassword(password) ? COMMON_PASSWORD : null);
  if (broken) throw new HttpError(422, 'The given data was invalid', { password: [broken] });
}
