import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http-error';

// OWASP ASVS 5.0 level 1 (decision 019): a new password must not be one of the most common ones. The list is
// zxcvbn-ts's "passwords-common" (MIT, 49,233 passwords from leaked sets, about 18,000 of them with 8 or
// more characters), the one the sign-in dialog's strength meter rates against, so the meter and the server
// agree. It is compared in lower case, as zxcvbn does: "Password1" is as guessable as "password1".

let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFC').toLowerCase());
}

export const COMMON_PASSWORD = 'This password is one of the most common ones and easy to guess. Please choose another.';

/** Refuses a common new password as a 422 on `field`, before anything is changed. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new HttpError(422, 'The given data was invalid', { [field]: [COMMON_PASSWORD] });
}
