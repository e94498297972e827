import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { TEST_TOKEN } from '../setup/test-app';

// Shared by the account test files: requests from a chosen client address (the apps under test trust
// X-Forwarded-For, so each test has its own rate-limit counters), a registered user, and the outbox.

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
  const res = await client(app).post('/registration', user);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...user, token: res.body.token as string };
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
