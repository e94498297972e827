import type { TFunction } from 'i18next';
import { CV_MAX_MIB } from '../../contract/forms';

// E1: the one table of form messages. The API answers in English (A5) and the browser's own checks name
// their rule by a code; every form shows either in the page's language through this table, from the
// `formMessages` keys of the `common` namespace (every page has it, so no route loads another namespace
// for its messages). A server message nobody listed is "not valid" beside a field, never English.

/** The browser's own rules (step one's contact check, step two's terms, join-us's CV size): codes, never sentences. */
export type RuleCode =
  'required' | 'email' | 'phoneCountry' | 'phoneType' | 'phoneInvalid' | 'terms' | 'cvTooLarge' | 'totpWrong' | 'recoveryWrong';

const RULES: Readonly<Record<RuleCode, string>> = {
  required: 'required',
  email: 'email',
  phoneCountry: 'phoneCountry',
  phoneType: 'phoneType',
  phoneInvalid: 'phoneInvalid',
  terms: 'terms',
  cvTooLarge: 'cvTooLarge',
  // Issue 27: the console's second factor refused (the server says so by a code, not by a field message).
  totpWrong: 'totpWrong',
  recoveryWrong: 'recoveryWrong',
};

// The server's English messages, most specific first (e.g. "This e-mail address is already registered"
// before the e-mail rule, "The e-mail address is required." as required).
const SERVER_MESSAGES: readonly [RegExp, string][] = [
  [/credentials do not match/i, 'wrongCredentials'],
  [/already registered/i, 'emailTaken'],
  [/most common/i, 'commonPassword'],
  [/one character repeated/i, 'passwordRepeated'],
  [/contain your e-mail address/i, 'passwordHasEmail'],
  [/at least \d+ characters/i, 'passwordShort'],
  [/passwords do not match/i, 'passwordsDiffer'],
  [/current password is not correct/i, 'currentPasswordWrong'],
  [/password is not correct/i, 'passwordWrong'],
  [/signs in with Google and has no password/i, 'googleNoPassword'],
  [/Google sign-in could not be verified/i, 'googleFailed'],
  [/linked to another Google account/i, 'googleOtherAccount'],
  [/could not be created/i, 'notCreated'],
  [/too many attempts/i, 'tooManyAttempts'],
  [/sent a link to finish creating/i, 'registrationMailed'],
  [/link to finish the registration/i, 'finishLinkInvalid'],
  [/reset link/i, 'resetLinkInvalid'],
  [/birthday must be in the past/i, 'birthdayFuture'],
  [/birthday cannot be before 1900/i, 'birthdayTooEarly'],
  [/birthday/i, 'birthdayFormat'],
  [/CV must be at most/, 'cvTooLarge'],
  [/PDF or a Word/, 'cvType'],
  [/phone number may contain only/i, 'phoneCharacters'],
  [/required|repeat the password/i, 'required'],
  [/phone/i, 'phone'],
  [/e-mail/i, 'email'],
  [/at most \d+ characters|too big|<=/i, 'tooLong'],
  [/control characters/i, 'control'],
];

/** The `common` key of a rule code or a server message, or undefined for a message the table does not know. */
export function messageKey(message: string): string | undefined {
  const rule = (RULES as Record<string, string | undefined>)[message];
  const key = rule ?? SERVER_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
  return key && `formMessages.${key}`;
}

/** A known message in the page's language (`t` of the `common` namespace), or undefined. */
export function knownMessageText(t: TFunction, message: string): string | undefined {
  const key = messageKey(message);
  // The numbers a text says come from the server's own words (the password length) or the shared constant.
  return key && t(key, { min: /at least (\d+)/.exec(message)?.[1], max: CV_MAX_MIB });
}

/** A field's message in the page's language: "not valid" for one the table does not know. */
export const fieldMessageText = (t: TFunction, message: string): string => knownMessageText(t, message) ?? t('formMessages.invalid');
