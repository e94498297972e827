import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { enforceRateLimit } from '../../server/api/rate-limit';
import { testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';
import { client, finishTokenFor, mailsTo, registerUser } from './accounts-helpers';

// Registration, login, logout, profile and password change (U1, U2, U5, U6, U7, A2), on a clock the
// tests set, so rate-limit windows and Retry-After are exact.
let app: Express;
let database: DatabaseHandle;
let now = new Date('2026-06-01T10:05:00Z');
const dataDir = mkdtempSync(join(tmpdir(), 'bw-accounts-'));

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await testApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }, { database, now: () => now }));
}, 60_000);
afterAll(() => database.close());

const validRegistration = {
  first_name: '  Marta ',
  last_name: 'Horvat',
  email: 'Marta.Horvat@Example.COM',
  password: 'bura2024wind',
  password_confirmation: 'bura2024wind',
  language: 'fr',
  subscribed: true,
};

describe('registration (U1)', () => {
  it('U1 registration answers 202 and mails a link; the link creates the account with the normalised fields and signs in', async () => {
    // Rule (decision 034): registering only mails the address; opening the mailed link makes the account.
    const api = client(app);
    const res = await api.post('/registration', validRegistration);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, message: 'Check your e-mail: we have sent a link to finish creating your account.' });
    expect((await api.post('/login', { email: 'marta.horvat@example.com', password: 'bura2024wind' })).status).toBe(401);
    const [mail] = await mailsTo(dataDir, 'marta.horvat@example.com');
    expect(mail?.subject).toBe('Finalisez la création de votre compte Bluewater');
    expect(mail?.text).toMatch(/https:\/\/bluewater\.test\/fr\/finish-registration\/[A-Za-z0-9_-]{43}\n/);
    const finished = await api.post('/finish-registration', { token: await finishTokenFor(dataDir, 'marta.horvat@example.com') });
    expect(finished.status).toBe(201);
    expect(finished.body).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: 'Your account has been created.',
    });
    const profile = await api.get('/profile', finished.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email: 'marta.horvat@example.com',
      first_name: 'Marta',
      last_name: 'Horvat',
      display_name: 'Marta Horvat',
      subscribed: true,
      language: 'fr',
      innerUser: true,
    });
    expect((await api.post('/login', { email: 'marta.horvat@example.com', password: 'bura2024wind' })).status).toBe(200);
  });

  it('U1 an address that has an account gets the same answer, and its owner a mail saying so; the account is left alone', async () => {
    // Rule (decision 034): the answer never tells whether an address has an account; the inbox does.
    const owner = await registerUser(app, { language: 'de' });
    const fresh = await client(app).post('/registration', { ...validRegistration, email: `new-${Date.now()}@example.com` });
    const taken = await client(app).post('/registration', { ...validRegistration, email: owner.email.toUpperCase(), language: 'it' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.body).toEqual(fresh.body);
    const [mail] = await mailsTo(dataDir, owner.email);
    expect(mail?.subject).toBe('Hai già un account Bluewater');
    expect(mail?.text).toContain('https://bluewater.test/it\n');
    expect(mail?.text).not.toContain('/finish-registration/');
    expect((await client(app).post('/login', { email: owner.email, password: validRegistration.password })).status).toBe(401);
    expect((await client(app).post('/login', { email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('U1 a link works once and for 24 hours, and once the account exists the other links to the address stop working', async () => {
    // Rule: the token is single-use and expiring; an address gets one account whichever link is opened.
    const email = `twice-${Date.now()}@example.com`;
    const api = client(app);
    await api.post('/registration', { ...validRegistration, email });
    const first = await finishTokenFor(dataDir, email);
    await api.post('/registration', { ...validRegistration, email, password: 'other bura wind', password_confirmation: 'other bura wind' });
    await mailsTo(dataDir, email, { atLeast: 2 });
    const second = await finishTokenFor(dataDir, email);
    expect(second).not.toBe(first);
    expect((await api.post('/finish-registration', { token: second })).status).toBe(201);
    const invalid = {
      message: 'The given data was invalid',
      errors: { token: ['This link to finish the registration is invalid or has expired. Please register again.'] },
    };
    for (const token of [second, first, 'no-such-token']) {
      const again = await api.post('/finish-registration', { token });
      expect(again.status).toBe(422);
      expect(again.body).toEqual(invalid);
    }
    // The password of the link that was opened is the account's.
    expect((await api.post('/login', { email, password: 'other bura wind' })).status).toBe(200);

    const late = `late-${Date.now()}@example.com`;
    await api.post('/registration', { ...validRegistration, email: late });
    const token = await finishTokenFor(dataDir, late);
    now = new Date(now.getTime() + 24 * 3_600_000);
    const expired = await api.post('/finish-registration', { token });
    now = new Date('2026-06-01T10:05:00Z');
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual(invalid);
  });

  it('U1 every invalid field gets its own message', async () => {
    const res = await client(app).post('/registration', {
      first_name: '   ',
      last_name: 'x'.repeat(101),
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'different',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid');
    expect(res.body.errors).toEqual({
      first_name: ['The first name is required.'],
      last_name: ['The last name may have at most 100 characters.'],
      email: ['Enter a valid e-mail address.'],
      password: ['The password must have at least 8 characters.'],
      password_confirmation: ['The passwords do not match.'],
    });
  });

  it('U1 a password is 8 to 128 characters of any kind (no composition rules), and a missing field is named', async () => {
    const api = client(app);
    const attempt = (password: string, email = 'pw@example.com') =>
      api.post('/registration', { ...validRegistration, email, password, password_confirmation: password });
    expect((await attempt('x'.repeat(129))).body.errors).toEqual({ password: ['The password may have at most 128 characters.'] });
    expect((await attempt('seven c')).body.errors).toEqual({ password: ['The password must have at least 8 characters.'] });
    // Letters only, digits only, 64 accented letters: all accepted when long enough and not common.
    expect((await attempt('only letters here', 'pw1@example.com')).status).toBe(202);
    expect((await attempt('90817263544536', 'pw2@example.com')).status).toBe(202);
    expect((await attempt(`${'äöü'.repeat(21)}ä`, 'pw3@example.com')).status).toBe(202);
    const missing = await api.post('/registration', {
      first_name: 'A',
      last_name: 'B',
      password: 'abc12345',
      password_confirmation: 'abc12345',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['The e-mail address is required.'] });
  });

  it('U1 wrong types and a huge body field get 422, never a 500', async () => {
    const api = client(app);
    const wrong = await api.post('/registration', { ...validRegistration, email: ['a@b.c'], subscribed: 'yes', language: 'xx' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['email', 'language', 'subscribed']);
    const huge = await api.post('/registration', { ...validRegistration, first_name: 'x'.repeat(50_000) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ first_name: ['The first name may have at most 100 characters.'] });
  });
});

describe('login and logout (U1, U2)', () => {
  it('U1 login with the right password answers a new token', async () => {
    const user = await registerUser(app);
    const res = await client(app).post('/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, token: expect.any(String) });
    expect(res.body.token).not.toBe(user.token);
    expect((await client(app).get('/profile', res.body.token)).body.email).toBe(user.email);
  });

  it('U1 a wrong password and an unknown e-mail get the same 401 answer', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const wrong = await api.post('/login', { email: user.email, password: 'harbour7winD' });
    const unknown = await api.post('/login', { email: 'nobody-here@example.com', password: user.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'These credentials do not match our records.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('U2 logout revokes only the token it is called with', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const second = (await api.post('/login', { email: user.email, password: user.password })).body.token as string;
    const out = await api.post('/logout', {}, user.token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const revoked = await api.get('/profile', user.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ message: 'Invalid bearer token' });
    expect((await api.get('/profile', second)).status).toBe(200);
  });

  it('A2 user calls with the public site token are 401', async () => {
    const api = client(app);
    const calls = [
      api.get('/profile'),
      api.put('/profile', { first_name: 'X' }),
      api.post('/logout'),
      api.post('/change-password', { current_password: 'a', password: 'abcd1234', password_confirmation: 'abcd1234' }),
      api.post('/add-favorite', { yacht_slug: 'any' }),
      api.post('/remove-favorite', { yacht_slug: 'any' }),
      api.post('/favorites/merge', { yacht_slugs: [] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('This call needs a user token: log in first');
    }
  });
});

describe('profile (§3 user, U6, U7)', () => {
  it('U6 the profile answers every §3 user field (no favourites or bookings yet)', async () => {
    const user = await registerUser(app, { first_name: 'Nikos', last_name: 'Papadopoulos' });
    const res = await client(app).get('/profile', user.token);
    expect(res.body).toEqual({
      success: true,
      display_name: 'Nikos Papadopoulos',
      email: user.email,
      first_name: 'Nikos',
      last_name: 'Papadopoulos',
      firstName: 'Nikos',
      lastName: 'Papadopoulos',
      births_day: null,
      phone: null,
      subscribed: false,
      language: 'en',
      favorites: [],
      orders: [],
      authentificated: true,
      innerUser: true,
    });
  });

  it('U7 a phone number without a leading + is stored and answered with one', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const updated = await api.put(
      '/profile',
      { phone: '385 91 234 5678', births_day: '1984-03-09', subscribed: true, first_name: 'Iva' },
      user.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      phone: '+385 91 234 5678',
      births_day: '1984-03-09',
      subscribed: true,
      first_name: 'Iva',
      last_name: 'Kovač',
      display_name: 'Iva Kovač',
    });
    const reread = await api.get('/profile', user.token);
    expect(reread.body).toMatchObject({ phone: '+385 91 234 5678', births_day: '1984-03-09', firstName: 'Iva' });
    const cleared = await api.put('/profile', { phone: null, births_day: null }, user.token);
    expect(cleared.body).toMatchObject({ phone: null, births_day: null, first_name: 'Iva' });
  });

  it('U6 profile updates are validated field by field', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const bad = await api.put(
      '/profile',
      { phone: '+385-91-234', births_day: '1984-02-30', first_name: '', subscribed: 'yes', language: 'xx' },
      user.token,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['births_day', 'first_name', 'language', 'phone', 'subscribed']);
    expect(bad.body.errors.phone).toEqual(['The phone number may contain only digits, spaces and a leading +.']);
    const old = await api.put('/profile', { births_day: '1899-12-31' }, user.token);
    expect(old.body.errors).toEqual({ births_day: ['The birthday cannot be before 1900.'] });
    // "now" is 2026-06-01: that day itself is not in the past.
    const future = await api.put('/profile', { births_day: '2026-06-01' }, user.token);
    expect(future.body.errors).toEqual({ births_day: ['The birthday must be in the past.'] });
    const long = await api.put('/profile', { phone: '+1 234 567 890 123 456' }, user.token);
    expect(long.body.errors).toEqual({ phone: ['The phone number may have at most 20 characters.'] });
    expect((await api.get('/profile', user.token)).body).toMatchObject({ phone: null, births_day: null, first_name: 'Ana' });
  });
});

describe('change password (U1, U6)', () => {
  it('U1 a wrong current password is a 422 on current_password and changes nothing', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const res = await api.post(
      '/change-password',
      { current_password: 'not-it-1', password: 'newpass99', password_confirmation: 'newpass99' },
      user.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ['The current password is not correct.'] });
    expect((await api.post('/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('U1 a changed password replaces the old one and signs out the other devices', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const otherDevice = (await api.post('/login', { email: user.email, password: user.password })).body.token as string;
    const res = await api.post(
      '/change-password',
      { current_password: user.password, password: 'newpass99', password_confirmation: 'newpass99' },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await api.get('/profile', user.token)).status).toBe(200);
    expect((await api.get('/profile', otherDevice)).status).toBe(401);
    expect((await api.post('/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await api.post('/login', { email: user.email, password: 'newpass99' })).status).toBe(200);
  });
});

describe('sign-in throttled per account (U5, issue 25)', () => {
  // Every guess comes from a client address of its own: the per-address limit never answers, the
  // account's back-off does. The clock runs in May, before the other tests' days, so the rate-limit rows
  // these tests leave are old windows to those tests.
  afterAll(() => {
    now = new Date('2026-06-01T10:05:00Z');
  });
  const guess = (email: string, password = 'not-the-password') => client(app).post('/login', { email, password });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('U5 after 5 failed sign-ins for one account, from any addresses, each further attempt waits 1 s, 2 s, 4 s … (429 with Retry-After)', async () => {
    // Rule: five failures in a row are free; then every attempt must wait a doubling time after the last.
    now = new Date('2026-05-05T08:00:00Z');
    const user = await registerUser(app);
    for (let i = 0; i < 5; i++) expect((await guess(user.email)).status).toBe(401);
    const answers: [number, string | undefined][] = [];
    for (const wait of [1, 2, 4, 8]) {
      const early = await guess(user.email);
      answers.push([early.status, early.headers['retry-after']]);
      expect(early.body).toEqual({ message: 'Too many attempts. Please try again later.' });
      later(wait * 1000);
      expect((await guess(user.email)).status).toBe(401);
    }
    expect(answers).toEqual([
      [429, '1'],
      [429, '2'],
      [429, '4'],
      [429, '8'],
    ]);
    // Even the right password waits its turn: the throttle does not test it.
    const right = await guess(user.email, user.password);
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toBe('16');
  });

  it('U5 an address without an account is throttled exactly like one with an account', async () => {
    // Rule: the throttle's answers must not tell which addresses have accounts.
    now = new Date('2026-05-05T09:00:00Z');
    const user = await registerUser(app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const trace = async (email: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await guess(email);
        seen.push([res.status, res.headers['retry-after'] ?? null, res.body]);
      }
      return seen;
    };
    expect(await trace(unknown)).toEqual(await trace(user.email));
  });

  it('U5 the wait stops growing at 15 minutes; the right password after the wait signs in and ends the streak', async () => {
    // Rule: the back-off is bounded, so nobody can lock an owner out for longer than 15 minutes at a time.
    now = new Date('2026-05-06T08:00:00Z');
    const user = await registerUser(app);
    const waits: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await guess(user.email);
      if (res.status === 429) {
        waits.push(Number(res.headers['retry-after']));
        later(Number(res.headers['retry-after']) * 1000);
      }
    }
    expect(Math.max(...waits)).toBe(15 * 60);
    expect(waits.slice(-3)).toEqual([900, 900, 900]);
    later(15 * 60_000);
    expect((await guess(user.email, user.password)).status).toBe(200);
    // The streak is over: five free failures again.
    for (let i = 0; i < 5; i++) expect((await guess(user.email)).status).toBe(401);
  });

  it('U5 when the wait ends, only one of many parallel attempts is let through', async () => {
    // Rule: an attempt is counted before its password is checked, so a burst from many addresses gets one guess.
    now = new Date('2026-05-07T08:00:00Z');
    const user = await registerUser(app);
    for (let i = 0; i < 5; i++) await guess(user.email);
    later(1000);
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => guess(user.email)))).map((r) => r.status).sort();
    expect(statuses).toEqual([401, ...Array<number>(9).fill(429)]);
  });

  it('U5 a password reset through the mailed link ends the streak at once', async () => {
    // Rule: whoever can read the account's mail is its owner; the back-off of earlier guesses is lifted.
    now = new Date('2026-05-08T08:00:00Z');
    const user = await registerUser(app);
    for (let i = 0; i < 12; i++) await guess(user.email);
    expect((await guess(user.email, user.password)).status).toBe(429);
    await client(app).post('/forgot-password', { email: user.email });
    const [mail] = await mailsTo(dataDir, user.email, { matching: (m) => m.text.includes('/reset-password/') });
    const [, token] = /\/reset-password\/([A-Za-z0-9_-]+)\//.exec(mail!.text) ?? [];
    const reset = await client(app).post('/reset-password', {
      token,
      email: user.email,
      password: 'levante lantern',
      password_confirmation: 'levante lantern',
    });
    expect(reset.status).toBe(200);
    expect((await guess(user.email, 'levante lantern')).status).toBe(200);
  });
});

describe('rate limits (U5)', () => {
  it('U5 the 11th login attempt within 15 minutes from one address is a 429 with Retry-After until the window ends', async () => {
    // Each guess names another address, so only the client address's limit is met, not an account's.
    now = new Date('2026-06-01T10:05:00Z');
    const api = client(app);
    for (let i = 0; i < 10; i++) {
      expect((await api.post('/login', { email: `guess${i}@example.com`, password: `guess${i}` })).status).toBe(401);
    }
    const limited = await api.post('/login', { email: 'guess10@example.com', password: 'guess10' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many attempts. Please try again later.', code: 'rate_limited' });
    // The window is 10:00–10:15 and the clock says 10:05: ten minutes to wait.
    expect(limited.headers['retry-after']).toBe('600');
    expect((await client(app).post('/login', { email: 'guess11@example.com', password: 'x1' })).status).toBe(401);
    now = new Date('2026-06-01T10:15:00Z');
    expect((await api.post('/login', { email: 'guess12@example.com', password: 'guess11' })).status).toBe(401);
    now = new Date('2026-06-01T10:05:00Z');
  });

  it('U5 the 6th registration within an hour from one address is a 429', async () => {
    const api = client(app);
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/registration', { ...validRegistration, email: `burst${i}@example.com` });
      expect(res.status).toBe(202);
    }
    const limited = await api.post('/registration', { ...validRegistration, email: 'burst5@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(55 * 60));
  });

  it("U5 the server's own in-process calls are never limited, and old windows are cleared", async () => {
    for (let i = 0; i < 30; i++) await enforceRateLimit(database.db, 'login', 'in-process', now);
    const rows = await database.db.query.rateLimits.findMany();
    expect(rows.some((r) => r.key.includes('in-process'))).toBe(false);
    now = new Date('2026-06-02T12:00:00Z');
    await enforceRateLimit(database.db, 'login', '192.0.2.1', now);
    const left = await database.db.query.rateLimits.findMany();
    expect(left.map((r) => r.key)).toEqual(['login:192.0.2.1']);
    now = new Date('2026-06-01T10:05:00Z');
  });

  it('U5 ended windows are dropped at most once a minute, not at every new address', async () => {
    const ended = new Date('2026-06-03T08:00:00Z');
    await enforceRateLimit(database.db, 'login', '192.0.2.20', ended);
    const first = new Date('2026-06-04T12:00:00Z');
    await enforceRateLimit(database.db, 'login', '192.0.2.21', first); // drops what ended
    await enforceRateLimit(database.db, 'login', '192.0.2.22', ended);
    await enforceRateLimit(database.db, 'login', '192.0.2.23', new Date(first.getTime() + 59_000));
    const keys = async () => (await database.db.query.rateLimits.findMany()).map((r) => r.key);
    expect(await keys()).toContain('login:192.0.2.22');
    await enforceRateLimit(database.db, 'login', '192.0.2.24', new Date(first.getTime() + 60_000));
    expect(await keys()).not.toContain('login:192.0.2.22');
  });
});
