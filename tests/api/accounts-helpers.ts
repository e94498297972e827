import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { registrationBodySchema } from '../../src/contract/account-api';
import { insertUser } from '../../server/accounts/accounts-store';
import { hashPassword } from '../../server/accounts/passwords';
import { databaseOf, TEST_TOKEN } from '../setup/test-app';

// Shared by the account test files: requests from a chosen client address (the apps under test trust
// X-Forwarded-For, so each test has its own rate-limit counters), a registered user, the outbox, and the
// registration in its two steps (decision 034).

let lastAddress = 0;
/** A client address no other test of this process uses. */
export function freshIp(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export function client(app: Express, ip = freshIp()) {
  const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip });
  return {
    ip,
    get: (path: string, token = TEST_TOKEN) => request(app).get(`/api${path}`).set(auth(token)),
    post: (path: string, body: object = {}, token = TEST_TOKEN) => request(app).post(`/api${path}`).set(auth(token)).send(body),
    put: (path: string, body: object, token = TEST_TOKEN) => request(app).put(`/api${path}`).set(auth(token)).send(body),
  };
}

let lastUser = 0;
/**
 * A user with an account and a token, for tests about what accounts do: made as a finished registration
 * makes it (same fields, same normalisation), without the mail round trip, which the registration tests
 * (tests/api/accounts.test.ts) go through themselves — some apps here send no mail.
 */
export async function registerUser(app: Express, fields: Record<string, unknown> = {}) {
  lastUser += 1;
  const user = {
    first_name: 'Ana',
    last_name: 'Kovač',
    email: `sailor${lastUser}-${Date.now()}@example.com`,
    password: 'harbour7wind',
    password_confirmation: 'harbour7wind',
    ...fields,
  };
  const body = registrationBodySchema.parse(user);
  const row = await insertUser(databaseOf(app).db, {
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.first_name,
    lastName: body.last_name,
    language: body.language ?? 'en',
    subscribed: body.subscribed ?? false,
  });
  expect(row, `${body.email} is taken`).not.toBeNull();
  // Signed in as the finished registration would be, on the app's own clock.
  const signedIn = await client(app).post('/login', { email: body.email, password: body.password });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { ...user, token: signedIn.body.token as string };
}

/** The token of the newest link that finishes a registration, from the mails to `email`. */
export async function finishTokenFor(dataDir: string, email: string): Promise<string> {
  const mails = await mailsTo(dataDir, email, { matching: (m) => m.text.includes('/finish-registration/') });
  const token = /\/finish-registration\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(token, `a finish-registration mail to ${email}`).toBeTruthy();
  return token!;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails in DATA_DIR/outbox addressed to `to` (and `matching`), waiting up to `waitMs` until there are
 * `atLeast` of them: account mail is sent in the background.
 */
export async function mailsTo(
  dataDir: string,
  to: string,
  { atLeast = 1, matching = () => true, waitMs = 3000 }: { atLeast?: number; matching?: (mail: SentMail) => boolean; waitMs?: number } = {},
): Promise<SentMail[]> {
  for (let waited = 0; ; waited += 25) {
    const mails = readOutbox(dataDir).filter((m) => m.to === to && matching(m));
    if (mails.length >= atLeast || waited >= waitMs) return mails;
    await new Promise((r) => setTimeout(r, 25));
  }
}

function readOutbox(dataDir: string): SentMail[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, 'outbox')).sort();
  } catch {
    return [];
  }
  return files.map((f) => parseEml(readFileSync(join(dataDir, 'outbox', f), 'utf8')));
}

/** Just enough of RFC 5322/2047/2045 for what nodemailer writes: one text part, Q or B encodings. */
function parseEml(raw: string): SentMail {
  const split = raw.indexOf('\n\n');
  const headerText = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headerText)?.[1] ?? '';
  const body = raw.slice(split + 2);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\n/g, ''))
        : body;
  const subject = header('Subject').replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_w, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  return { to: header('To'), subject, text };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
