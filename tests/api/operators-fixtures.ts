import type { Express } from 'express';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import type { Mail } from '../../server/mail/mailer';
import { bootstrapOwner } from '../../server/operators/bootstrap';
import { insertCompany, insertOperator } from '../../server/operators/operators-store';
import { startSession, type SessionStage } from '../../server/operators/operator-sessions';
import { codeAt } from '../../server/operators/totp';
import { client } from './accounts-helpers';

// The operator console's tests (issue 27): companies, the first owner through the start's bootstrap, and the
// invitation → password → TOTP → recovery codes round trip as a new member of staff goes through it.

export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

let lastCompany = 0;
export async function makeCompany(database: DatabaseHandle, name: string) {
  lastCompany += 1;
  return insertCompany(database.db, {
    slug: `company-${lastCompany}-${Date.now()}`,
    legalName: `${name} d.o.o.`,
    tradingName: name,
    street: 'Obala 1',
    postcode: '21000',
    city: 'Split',
    countryCode: 'HR',
    phone: '+385 21 000 000',
    email: `office${lastCompany}@example.com`,
    registrationNumber: `MBS ${lastCompany}`,
    accountHolder: `${name} d.o.o.`,
    iban: 'HR1210010051863000160',
    bic: 'ZABAHR2X',
    bankName: 'Zagrebačka banka',
    staffLanguages: ['en', 'de'],
  });
}

/** The invitation link's token from the last invitation mail sent to `to`. */
export function invitationTokenOf(mails: Mail[], to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  expect(mail, `an invitation mail to ${to}`).toBeDefined();
  const match = /\/operator\/invitation\/([\w-]{43})/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

/** Bootstraps `email` as the owner of the company named `companySlug` (server start with OPERATOR_BOOTSTRAP_*). */
export async function bootstrap(config: Config, database: DatabaseHandle, mails: Mail[], email: string, companySlug: string, now: Date) {
  await bootstrapOwner({
    config: { ...config, OPERATOR_BOOTSTRAP_EMAIL: email, OPERATOR_BOOTSTRAP_COMPANY: companySlug },
    db: database.db,
    mailer: { send: async (mail) => void mails.push(mail) },
    logger: pino({ level: 'silent' }),
    now: () => now,
  });
}

/** Accepts the invitation, sets TOTP up and returns a full session's token with the secret and recovery codes. */
export async function acceptAndEnrol(app: Express, token: string, password: string, now: () => Date) {
  const c = client(app);
  const accepted = await c.post(`/operator/invitations/${token}`, { password, password_confirmation: password });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const enrol = accepted.body.token as string;
  const secret = await c.post('/operator/totp/secret', {}, enrol);
  expect(secret.status, JSON.stringify(secret.body)).toBe(200);
  const done = await c.post('/operator/totp', { code: codeAt(secret.body.secret, now()) }, enrol);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { token: done.body.token as string, secret: secret.body.secret as string, recoveryCodes: done.body.recovery_codes as string[] };
}

/**
 * Console sessions for the drawn-request suites (issue 27): a session at any stage, new on every call (a
 * drawn sign-out ends the one it was sent with), of an owner of a company of their own — so every operator
 * endpoint, the owners' ones too, is reached with a session it accepts.
 */
export function sessionMinter(database: DatabaseHandle, now: () => Date): (stage: SessionStage) => Promise<string> {
  let owner: Promise<number> | undefined;
  return async (stage) => {
    owner ??= (async () => {
      const company = await makeCompany(database, 'Drawn Requests Charter');
      const row = await insertOperator(database.db, {
        companyId: company.id,
        email: `owner-${company.slug}@example.com`,
        name: 'Owner',
        role: 'owner',
      });
      return row.id;
    })();
    return startSession(database.db, await owner, stage, now());
  };
}
