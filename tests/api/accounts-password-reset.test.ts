import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';
import { client, mailsTo, registerUser, type SentMail } from './accounts-helpers';

// Forgot and reset password (U1, U5): same answer for every address, the link from the outbox works once
// and for 60 minutes, the token is stored hashed. The clock is the tests' own.
let app: Express;
let database: DatabaseHandle;
const start = new Date('2026-07-04T09:00:00Z');
let now = start;
const dataDir = mkdtempSync(join(tmpdir(), 'bw-reset-'));

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await testApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }, { database, now: () => now }));
}, 60_000);
afterAll(() => database.close());

const LINK = /https:\/\/bluewater\.test\/(\w\w)\/reset-password\/([A-Za-z0-9_-]+)\/(\S+)/;

/** Asks for a reset link and reads it from the outbox. */
async function resetLinkFor(app: Express, email: string, body: object = {}) {
  const isReset = (mail: SentMail) => LINK.test(mail.text);
  const before = (await mailsTo(dataDir, email, { atLeast: 0, matching: isReset })).length;
  const res = await client(app).post('/forgot-password', { email, ...body });
  expect(res.status).toBe(200);
  const mail = (await mailsTo(dataDir, email, { atLeast: before + 1, matching: isReset }))[before];
  const [, language, token, encodedEmail] = LINK.exec(mail?.text ?? '') ?? [];
  expect(token).toBeDefined();
  return { mail: mail!, language, token: token!, email: decodeURIComponent(encodedEmail!) };
}

const newPassword = (token: string, email: string, password = 'meltemi55') => ({ token, email, password, password_confirmation: password });

describe('forgot password (U1)', () => {
  it('U1 forgot-password answers the same for an unknown address, which gets no mail', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const known = await api.post('/forgot-password', { email: user.email });
    const unknown = await api.post('/forgot-password', { email: 'stranger@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: expect.stringContaining('If an account exists') });
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(dataDir, user.email, { atLeast: 2, waitMs: 300 })).toHaveLength(1); // the reset
    // Mail is handed to the mailer before the answer goes out; a short wait covers the file write.
    expect(await mailsTo(dataDir, 'stranger@example.com', { waitMs: 300 })).toHaveLength(0);
  });

  it('U1 the reset mail links to /{lang}/reset-password/{token}/{email} in the language asked for, else the account language', async () => {
    const user = await registerUser(app, { language: 'ru' });
    const german = await resetLinkFor(app, user.email, { language: 'de' });
    expect(german.mail.subject).toBe('Bluewater-Passwort zurücksetzen');
    expect(german.language).toBe('de');
    expect(german.email).toBe(user.email);
    expect(german.mail.text).toContain('60 Minuten');
    const russian = await resetLinkFor(app, user.email);
    expect(russian.mail.subject).toBe('Сброс пароля Bluewater');
    expect(russian.language).toBe('ru');
  });

  it('U1 the database keeps only the SHA-256 of the reset token', async () => {
    const user = await registerUser(app);
    const { token } = await resetLinkFor(app, user.email);
    const rows = await database.db.query.passwordResets.findMany();
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });
});

describe('reset password (U1)', () => {
  it('U1 the link from the mail sets the password once, signs in and signs out every other session', async () => {
    const user = await registerUser(app);
    const { token, email } = await resetLinkFor(app, user.email);
    const api = client(app);
    const res = await api.post('/reset-password', newPassword(token, email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, token: expect.any(String) });
    expect((await api.get('/profile', res.body.token)).body.email).toBe(user.email);
    expect((await api.get('/profile', user.token)).status).toBe(401);
    expect((await api.post('/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await api.post('/login', { email: user.email, password: 'meltemi55' })).status).toBe(200);

    const again = await api.post('/reset-password', newPassword(token, email, 'another77'));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ['This password reset link is invalid or has expired. Please ask for a new one.'] });
    expect((await api.post('/login', { email: user.email, password: 'another77' })).status).toBe(401);
  });

  it('U1 an unknown token, or a token with another e-mail, gets the same 422', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const { token } = await resetLinkFor(app, user.email);
    const api = client(app);
    const wrongEmail = await api.post('/reset-password', newPassword(token, other.email));
    const unknown = await api.post('/reset-password', newPassword('x'.repeat(43), user.email));
    expect(wrongEmail.status).toBe(422);
    expect(unknown.body).toEqual(wrongEmail.body);
    // The token survived the wrong attempt and still works for its own address.
    expect((await api.post('/reset-password', newPassword(token, user.email))).status).toBe(200);
  });

  it('U1 a reset link expires after 60 minutes', async () => {
    const user = await registerUser(app);
    const late = await resetLinkFor(app, user.email);
    const inTime = await resetLinkFor(app, user.email);
    const api = client(app);
    try {
      now = new Date(start.getTime() + 59 * 60_000);
      expect((await api.post('/reset-password', newPassword(inTime.token, user.email))).status).toBe(200);
      const other = await registerUser(app);
      const expiring = await resetLinkFor(app, other.email);
      now = new Date(now.getTime() + 60 * 60_000);
      const res = await api.post('/reset-password', newPassword(expiring.token, other.email));
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['token']);
    } finally {
      now = start;
    }
    // The older link of the first user was closed when the password was reset with the newer one.
    expect((await api.post('/reset-password', newPassword(late.token, user.email))).status).toBe(422);
  });

  it('U1 the new password must follow the rules and match its confirmation', async () => {
    const res = await client(app).post('/reset-password', {
      token: 'abc',
      email: 'a@example.com',
      password: 'short',
      password_confirmation: 'shorter',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['password', 'password_confirmation']);
  });
});

describe('rate limits (U5)', () => {
  it('U5 the 6th forgot-password within an hour from one address is a 429 with Retry-After', async () => {
    const api = client(app);
    for (let i = 0; i < 5; i++) expect((await api.post('/forgot-password', { email: `nobody${i}@example.com` })).status).toBe(200);
    const limited = await api.post('/forgot-password', { email: 'nobody5@example.com' });
    expect(limited.status).toBe(429);
    // 09:00 is the start of the hour-long window.
    expect(limited.headers['retry-after']).toBe('3600');
  });

  it('U5 the 11th reset attempt within 15 minutes from one address is a 429', async () => {
    const api = client(app);
    for (let i = 0; i < 10; i++) expect((await api.post('/reset-password', newPassword(`guess${i}`, 'a@example.com'))).status).toBe(422);
    const limited = await api.post('/reset-password', newPassword('guess10', 'a@example.com'));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
  });
});
