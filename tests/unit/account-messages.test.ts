import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountMessage } from '../../src/features/account/account-messages';
import { changePasswordBodySchema, profileUpdateBodySchema, registrationBodySchema, resetPasswordBodySchema } from '../../src/contract/account-api';
import { WRONG_CREDENTIALS } from '../../server/accounts/credentials';
import { COMMON_PASSWORD } from '../../server/accounts/common-passwords';
import { PASSWORD_HAS_EMAIL, PASSWORD_REPEATED } from '../../src/contract/account-rules';
import { INVALID_RESET } from '../../server/accounts/password-reset';
import { NO_PASSWORD_TO_CONFIRM } from '../../server/accounts/account-data';
import { EMAIL_TAKEN, INVALID_FINISH, REGISTRATION_MAILED } from '../../server/accounts/registration';

// E1: every message the account API gives for a visitor's mistake has its own text in the page's language:
// the messages are taken from the server's own schemas and constants, so a new or reworded one that the
// site cannot translate fails here instead of reaching a visitor in English or as "not valid".

let t: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({ resources: { en: { account: JSON.parse(readFileSync('locales/en/account.json', 'utf8')) } }, lng: 'en', ns: ['account'], defaultNS: 'account' });
  t = i18n.getFixedT('en', 'account');
});

function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  });
}

describe('account messages (E1)', () => {
  it('E1 every field message of the account forms maps to a text of its own', () => {
    const long = 'x'.repeat(300);
    const messages = [
      ...messagesOf(registrationBodySchema, [
        {},
        { first_name: ' ', last_name: long, email: 'not-an-address', password: 'short', password_confirmation: 'other', language: 'en' },
        { first_name: 'A\u0007', last_name: 'B', email: `${long}@example.com`, password: long, password_confirmation: long, language: 'en' },
      ]),
      ...messagesOf(changePasswordBodySchema, [{}, { current_password: 'x', password: 'longenough1', password_confirmation: 'different1' }]),
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
    const unmapped = [...new Set(messages)].filter((m) => accountMessage(t, m) === undefined);
    expect(unmapped).toEqual([]);
  });

  it('E1 the numbers of a rule come along', () => {
    expect(accountMessage(t, 'The password must have at least 8 characters.')).toBe('The password must have at least 8 characters.');
    expect(accountMessage(t, 'The birthday cannot be before 1900.')).toBe('The birthday cannot be before 1900.');
    expect(accountMessage(t, 'Enter the birthday as YYYY-MM-DD.')).toBe('Enter the birthday as YYYY-MM-DD.');
  });
});
