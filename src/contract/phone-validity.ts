import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

// B3: a phone number counts only with its country and only if it is a number of the kind asked for
// (a mobile by default: the office calls or texts the skipper on the way to the base). Shared by the
// international input (browser, loaded lazily with its metadata) and the server's checks. The full
// ("max") metadata is needed: the smaller sets cannot tell a mobile from a landline.

export type PhoneKind = 'mobile' | 'any';

/** Why a number is refused: none given, no country (no +code), impossible or unknown, or not a mobile. */
export type PhoneProblem = 'missing' | 'country' | 'invalid' | 'type';

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/** null when the E.164 value ("+385911234567") is a valid number of that kind. */
export function phoneProblem(value: string, kind: PhoneKind = 'mobile'): PhoneProblem | null {
  const text = value.trim();
  if (text === '') return 'missing';
  if (!text.startsWith('+')) return 'country';
  const number = parsePhoneNumberFromString(text);
  if (!number?.country) return number ? 'invalid' : 'country';
  if (!number.isPossible() || !number.isValid()) return 'invalid';
  if (kind === 'mobile') {
    const type = number.getType();
    // Some territories publish no number types; their valid numbers are let through.
    if (type !== undefined && !MOBILE_TYPES.has(type)) return 'type';
  }
  return null;
}

/** The country a number belongs to, for the input's country select (undefined without one). */
export function phoneCountry(value: string): CountryCode | undefined {
  return value.startsWith('+') ? parsePhoneNumberFromString(value)?.country : undefined;
}
