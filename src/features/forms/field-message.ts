import { CV_MAX_MIB } from '../../contract/forms';

// The API answers in English (A5); the forms show their own text for each kind of message, in the page's
// language. Keys of the `forms` namespace.

const FIELD_MESSAGES: readonly [RegExp, string][] = [
  [/required/i, 'errors.required'],
  [/e-mail/i, 'errors.email'],
  [/phone/i, 'errors.phone'],
  [/CV must be at most/, 'errors.cvTooLarge'],
  [/PDF or a Word/, 'errors.cvType'],
  [/too big|<=/i, 'errors.tooLong'],
  [/control characters/i, 'errors.control'],
];

/** The values the forms' texts put in: the CV limit is said from the same constant the server enforces. */
export const FORM_TEXT_VALUES = { max: CV_MAX_MIB };

/** The `forms` key for a field message of the API. */
export function fieldMessageKey(message: string): string {
  return FIELD_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? 'errors.invalid';
}

/** The `forms` key for the outcome of a form as a whole, by its status. */
export function outcomeKey(form: string, status: number): string {
  if (status === 201) return `${form}.sent`;
  if (status === 422 || status === 413 || status === 415) return 'errors.summary';
  if (status === 429) return 'errors.tooMany';
  if (status === 403) return 'errors.forbidden';
  // A body that ended early or could not be parsed (an upload cut off): sending again is the remedy.
  if (status === 400) return 'errors.unreadable';
  return 'errors.failed';
}
