import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessageText, knownMessageText, messageKey, type RuleCode } from '../../src/components/form/field-messages';
import { contactInputSchema, crewApplicationInputSchema } from '../../src/contract/content-api';
import {
  changePasswordBodySchema,
  profileUpdateBodySchema,
  registrationBodySchema,
  resetPasswordBodySchema,
} from '../../src/contract/account-api';
import { WRONG_CREDENTIALS } from '../../server/accounts/credentials';
import { COMMON_PASSWORD } from '../../server/accounts/common-passwords';
import { PASSWORD_HAS_EMAIL, PASSWORD_REPEATED } from '../../src/contract/account-rules';
import { INVALID_RESET } from '../../server/accounts/password-reset';
import { NO_PASSWORD_TO_CONFIRM } from '../../server/accounts/account-data';
import { EMAIL_TAKEN, INVALID_FINISH, REGISTRATION_MAILED } from '../../server/accounts/registration';

// E1 (issue 26: one table): every message the API gives for a visitor's mistake, and every rule the browser
// checks itself, has its own text in the page's language: the messages are taken from the server's own
// schemas and constants, so a new or reworded one that the site cannot translate fails here instead of
// reaching a visitor in English or as "not valid".

const common = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as { formMessages: Record<string, string> };
let t: TFunction;
let de: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { common: common('en') }, de: { common: common('de') } },
    lng: 'en',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
  });
  t = i18n.getFixedT('en', 'common');
  de = i18n.getFixedT('de', 'common');
});

function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  });
}

describe('form messages, one table (E1)', () => {
  it('E1 every field message of the account forms maps to a text of its own', () => {
    const long = 'x'.repeat(300);
    const messages = [
      ...messagesOf(registrationBodySchema, [
        {},
        { first_name: ' ', last_name: long, email: 'not-an-address', password: 'short', password_confirmation: 'other', language: 'en' },
        {
          first_name: 'A\u0007',
          last_name: 'B',
          email: `${long}@example.com`,
          password: long,
          password_confirmation: long,
          language: 'en',
        },
      ]),
      ...messagesOf(changePasswordBodySchema, [
        {},
        { current_password: 'x', password: 'longenough1', password_confirmation: 'different1' },
      ]),
      ...messagesOf(resetPasswordBodySchema, [{}]),
      ...messagesOf(profileUpdateBodySchema, [{ births_day: '1899-12-31' }, { births_day: '31.12.1990' }, { phone: 'call me' }]),
      WRONG_CREDENTIALS,
      COMMON_PASSWORD,
      PASSWORD_REPEATED,
      PASSWORD_HAS_EMAIL,
      INVALID_RESET,
      NO_PASSWORD_TO_CONFIRM,
      EMAIL_TAKEN,
      INVALID_FINISH,
      REGISTRATION_MAILED,
      'The current password is not correct.',
      'Too many attempts. Please try again later.',
    ];
    expect(messages.length).toBeGreaterThan(15);
    const unmapped = [...new Set(messages)].filter((m) => knownMessageText(t, m) === undefined);
    expect(unmapped).toEqual([]);
  });

  it('E1 P1 every field message of the contact and join-us forms maps to a text of its own', () => {
    const long = 'x'.repeat(6000);
    const messages = [
      // As the pages send them: every field, empty when not filled in.
      ...messagesOf(contactInputSchema, [
        { name: '', email: '', phone: '', subject: '', message: '', language: 'en' },
        { name: long, email: 'not-an-address', phone: 'call me', subject: 'A\u0007', message: long, language: 'en' },
      ]),
      ...messagesOf(crewApplicationInputSchema, [
        {
          first_name: '',
          last_name: '',
          email: '',
          phone: '',
          role: 'skipper',
          years_experience: 2,
          languages: ['en'],
          message: '',
          language: 'en',
        },
        {
          first_name: long,
          last_name: 'B',
          email: 'ann@',
          phone: 'x',
          role: 'skipper',
          years_experience: 2,
          languages: ['en'],
          message: long,
          language: 'en',
        },
      ]),
      'The CV must be at most 5 MiB',
      'The CV must be a PDF or a Word document',
    ];
    expect(messages.length).toBeGreaterThan(8);
    const unmapped = [...new Set(messages)].filter((m) => messageKey(m) === undefined);
    expect(unmapped).toEqual([]);
  });

  it("E1 B1 B2 the browser's own rules are codes with a text in every language, never a sentence", () => {
    const rules: RuleCode[] = ['required', 'email', 'phoneCountry', 'phoneType', 'phoneInvalid', 'terms'];
    for (const rule of rules) {
      expect(messageKey(rule)).toBe(`formMessages.${rule}`);
      expect(fieldMessageText(de, rule)).toBe(common('de').formMessages[rule]);
    }
  });

  it('E1 one text per kind of message, in the page language; an unknown one is "not valid", never English', () => {
    expect(fieldMessageText(de, 'This field is required')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(fieldMessageText(de, 'The e-mail address is required.')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(fieldMessageText(de, 'Must be a valid e-mail address')).toBe(common('de').formMessages.email);
    expect(fieldMessageText(de, 'Enter a valid e-mail address.')).toBe(common('de').formMessages.email);
    expect(fieldMessageText(de, 'This e-mail address is already registered.')).toBe(common('de').formMessages.emailTaken);
    expect(fieldMessageText(de, 'Invalid input: expected number, received string')).toBe(common('de').formMessages.invalid);
    expect(knownMessageText(de, 'Something new from the server.')).toBeUndefined();
  });

  it('E1 the numbers of a rule come along', () => {
    expect(knownMessageText(t, 'The password must have at least 8 characters.')).toBe('The password must have at least 8 characters.');
    expect(knownMessageText(t, 'The birthday cannot be before 1900.')).toBe('The birthday cannot be before 1900.');
    expect(knownMessageText(t, 'Enter the birthday as YYYY-MM-DD.')).toBe('Enter the birthday as YYYY-MM-DD.');
    expect(knownMessageText(t, 'The CV must be at most 5 MiB')).toBe('The CV must be at most 5 MiB.');
  });
});
