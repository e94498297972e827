import type { TFunction } from 'i18next';

// E1: the account API answers in English (A5); the dialog, the reset page and the dashboard show each of
// its messages in the page's language. A message nobody listed here shows as "not valid" (beside a field)
// or as the form's own failure text, never as English. Keys of the `account` namespace.
const MESSAGES: readonly [RegExp, string][] = [
  [/credentials do not match/i, 'messages.wrongCredentials'],
  [/already registered/i, 'messages.emailTaken'],
  [/most common/i, 'messages.commonPassword'],
  [/one character repeated/i, 'messages.passwordRepeated'],
  [/contain your e-mail address/i, 'messages.passwordHasEmail'],
  [/at least \d+ characters/i, 'messages.passwordShort'],
  [/at most \d+ characters/i, 'messages.tooLong'],
  [/passwords do not match/i, 'messages.passwordsDiffer'],
  [/current password is not correct/i, 'messages.currentPasswordWrong'],
  [/password is not correct/i, 'messages.passwordWrong'],
  [/signs in with Google and has no password/i, 'messages.googleNoPassword'],
  [/Google sign-in could not be verified/i, 'messages.googleFailed'],
  [/linked to another Google account/i, 'messages.googleOtherAccount'],
  [/could not be created/i, 'messages.notCreated'],
  [/too many attempts/i, 'messages.tooMany'],
  [/sent a link to finish creating/i, 'messages.registrationMailed'],
  [/link to finish the registration/i, 'messages.finishLinkInvalid'],
  [/reset link/i, 'messages.resetLinkInvalid'],
  [/birthday must be in the past/i, 'messages.birthdayFuture'],
  [/birthday cannot be before 1900/i, 'messages.birthdayTooEarly'],
  [/birthday/i, 'messages.birthdayFormat'],
  [/phone number/i, 'messages.phone'],
  [/valid e-mail/i, 'messages.email'],
  [/control characters/i, 'messages.control'],
  [/required|repeat the password/i, 'messages.required'],
];

/** The page-language text of an API message, or undefined when the message is not one of the known ones. */
export function accountMessage(t: TFunction, message: string): string | undefined {
  const key = MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
  if (!key) return undefined;
  return t(key, { min: /at least (\d+)/.exec(message)?.[1] });
}

/** A field's message in the page's language ("not valid" for one not listed). */
export const fieldMessage = (t: TFunction, message: string): string => accountMessage(t, message) ?? t('messages.invalid');
