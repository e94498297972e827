import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf, messageOf, registrationOutcome } from './account-calls';

const account = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/account.json`, 'utf8')) as { messages: Record<string, string> };
let en: TFunction;
let de: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({ resources: { en: { account: account('en') }, de: { account: account('de') } }, lng: 'en', fallbackLng: false, ns: ['account'], defaultNS: 'account' });
  en = i18n.getFixedT('en', 'account');
  de = i18n.getFixedT('de', 'account');
});

describe('registration answers (U4)', () => {
  it('U4 an answer with a token signs in', () => {
    expect(registrationOutcome({ success: true, token: 'abc', message: 'Created' }, 'Registration failed')).toEqual({ token: 'abc' });
  });

  it("U4 an answer without a token is a warning with the server's message, or the fallback", () => {
    expect(registrationOutcome({ success: false, message: 'Check your mail first' }, 'Registration failed')).toEqual({ warning: 'Check your mail first' });
    expect(registrationOutcome({ success: true }, 'Registration failed')).toEqual({ warning: 'Registration failed' });
    expect(registrationOutcome(null, 'Registration failed')).toEqual({ warning: 'Registration failed' });
    expect(registrationOutcome({ token: '' }, 'Registration failed')).toEqual({ warning: 'Registration failed' });
  });
});

describe("the server's messages in the page's language (A5, E1)", () => {
  const invalid = new ApiError(422, {
    message: 'The given data was invalid',
    errors: { email: ['This e-mail address is already registered.', 'Other'], password: ['The password must have at least 8 characters.'], junk: 3 },
  });

  it('E1 a 422 gives the first message of each field, in English and in German', () => {
    expect(fieldErrorsOf(invalid, en)).toEqual({
      email: 'This e-mail address is already registered. Sign in, or use “Forgot password?” to set a new password.',
      password: 'The password must have at least 8 characters.',
    });
    const german = fieldErrorsOf(invalid, de);
    expect(german.email).toBe(account('de').messages.emailTaken);
    expect(german.password).toBe(account('de').messages.passwordShort!.replace('{{min}}', '8'));
  });

  it('E1 a refused sign-in is said in the page language; an unknown message is never shown in English', () => {
    expect(messageOf(new ApiError(401, { message: 'These credentials do not match our records.' }), de)).toBe(account('de').messages.wrongCredentials);
    expect(messageOf(new ApiError(429, { message: 'Too many attempts. Please try again later.' }), en)).toBe('Too many attempts. Please try again later.');
    expect(messageOf(invalid, en)).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(422, { errors: { first_name: ['Something new from the server.'] } }), de)).toEqual({ first_name: account('de').messages.invalid });
  });

  it('U1 other failures have no field messages', () => {
    expect(fieldErrorsOf(new ApiError(429, { message: 'Too many attempts', errors: { email: ['x'] } }), en)).toEqual({});
    expect(fieldErrorsOf(new Error('network'), en)).toEqual({});
    expect(messageOf(new Error('network'), en)).toBeUndefined();
  });
});
