import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';
import { client, registerUser } from './accounts-helpers';

// POST /google-auth (U3) without Google: the test is Google. It makes an RSA key pair, signs ID tokens
// (RS256, with a key id) itself and answers the calls google-auth-library makes — the signing keys, the
// code exchange, tokeninfo and userinfo — through a stand-in for fetch, the only way the server reaches
// Google. The real library verifies everything: signature, issuer, audience, expiry.
const CLIENT_ID = '1234567890-bluewater.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-google-secret';
const KID = 'test-key-1';
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });

interface Claims {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  exp?: number;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(claims: Claims, key: KeyObject = google.privateKey, kid = KID): string {
  const nowS = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    email_verified: true,
    iat: nowS - 10,
    exp: nowS + 3600,
    ...claims,
  };
  const signed = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(payload)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key).toString('base64url')}`;
}

// What the fake Google knows: authorization codes and access tokens it has handed out.
const codes = new Map<string, Claims>();
const accessTokens = new Map<string, { claims: Claims; aud: string }>();
const tokenRequests: URLSearchParams[] = [];
let googleDown = false;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeGoogle(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  if (googleDown) throw new TypeError('fetch failed');
  const url = new URL(input instanceof Request ? input.url : String(input));
  const bearer = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
  switch (`${url.origin}${url.pathname}`) {
    case 'https://www.googleapis.com/oauth2/v1/certs':
      return json({ [KID]: google.publicKey.export({ type: 'spki', format: 'pem' }) });
    case 'https://oauth2.googleapis.com/token': {
      const form = new URLSearchParams(String(init?.body));
      tokenRequests.push(form);
      const claims = codes.get(form.get('code') ?? '');
      if (!claims || form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
        return json({ error: 'invalid_grant', error_description: 'Bad Request' }, 400);
      }
      codes.delete(form.get('code') ?? '');
      return json({
        access_token: 'ya29.from-code',
        id_token: idToken(claims),
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
      });
    }
    case 'https://oauth2.googleapis.com/tokeninfo': {
      const known = accessTokens.get(bearer);
      if (!known) return json({ error: 'invalid_token' }, 400);
      return json({
        aud: known.aud,
        azp: known.aud,
        sub: known.claims.sub,
        scope: 'openid email profile',
        expires_in: 3000,
        email: known.claims.email,
        email_verified: 'true',
      });
    }
    case 'https://openidconnect.googleapis.com/v1/userinfo': {
      const known = accessTokens.get(bearer);
      if (!known) return json({ error: 'invalid_token' }, 401);
      return json({ email_verified: true, ...known.claims });
    }
    default:
      throw new Error(`the test's Google does not serve ${url}`);
  }
}

let app: Express;
let database: DatabaseHandle;
beforeAll(async () => {
  vi.stubGlobal('fetch', vi.fn(fakeGoogle));
  database = await testDatabase();
  ({ app } = await testApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, TRUST_PROXY: 'true' }, { database }));
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await database.close();
});
beforeEach(() => {
  googleDown = false;
});

const userRows = (email: string) => database.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, email) });

describe('Google sign-in with an ID token (U3, one-tap and button)', () => {
  it('U3 a valid ID token creates the account with the Google names and no password, then signs in to it again', async () => {
    const api = client(app);
    const credential = idToken({ sub: 'g-100', email: 'Eleni.G@Gmail.com', given_name: 'Eleni', family_name: 'Georgiou' });
    const first = await api.post('/google-auth', { credential, language: 'el' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, token: expect.any(String) });
    const profile = await api.get('/profile', first.body.token);
    expect(profile.body).toMatchObject({
      email: 'eleni.g@gmail.com',
      first_name: 'Eleni',
      last_name: 'Georgiou',
      language: 'el',
      innerUser: false,
    });

    const again = await api.post('/google-auth', {
      credential: idToken({ sub: 'g-100', email: 'eleni.g@gmail.com', given_name: 'Changed' }),
    });
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(first.body.token);
    expect((await api.get('/profile', again.body.token)).body).toMatchObject({ email: 'eleni.g@gmail.com', first_name: 'Eleni' });
    const rows = await userRows('eleni.g@gmail.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ googleSub: 'g-100', passwordHash: null });
  });

  it('U3 an account registered with the same e-mail is linked, and its password keeps working', async () => {
    const user = await registerUser(app, { first_name: 'Luka', last_name: 'Marić' });
    const api = client(app);
    const res = await api.post('/google-auth', {
      credential: idToken({ sub: 'g-200', email: user.email, given_name: 'L', family_name: 'M' }),
    });
    expect(res.status).toBe(200);
    expect((await api.get('/profile', res.body.token)).body).toMatchObject({ email: user.email, first_name: 'Luka', innerUser: true });
    expect((await userRows(user.email))[0]?.googleSub).toBe('g-200');
    expect((await api.post('/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('U3 an account already linked to another Google account is not taken over (409)', async () => {
    const api = client(app);
    expect(
      (await api.post('/google-auth', { credential: idToken({ sub: 'g-300', email: 'pavel@example.com', given_name: 'Pavel' }) })).status,
    ).toBe(200);
    const other = await api.post('/google-auth', { credential: idToken({ sub: 'g-301', email: 'pavel@example.com' }) });
    expect(other.status).toBe(409);
    expect((await userRows('pavel@example.com'))[0]?.googleSub).toBe('g-300');
  });

  it('U3 a Google-only account cannot log in with a password (the usual 401)', async () => {
    const api = client(app);
    await api.post('/google-auth', { credential: idToken({ sub: 'g-400', email: 'only-google@example.com' }) });
    const res = await api.post('/login', { email: 'only-google@example.com', password: 'anything1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'These credentials do not match our records.' });
  });

  it('U3 forged, expired, foreign or unverified ID tokens are refused with 401 and create nothing', async () => {
    const api = client(app);
    const nowS = Math.floor(Date.now() / 1000);
    const claims = { sub: 'g-500', email: 'mallory@example.com' };
    const refused = {
      'wrong audience': idToken({ ...claims, aud: 'someone-else.apps.googleusercontent.com' }),
      expired: idToken({ ...claims, iat: nowS - 7200, exp: nowS - 3600 }),
      'wrong issuer': idToken({ ...claims, iss: 'https://accounts.example.com' }),
      'unverified e-mail': idToken({ ...claims, email_verified: false }),
      'signed by another key': idToken(claims, impostor.privateKey),
      'unknown key id': idToken(claims, google.privateKey, 'other-kid'),
      'not a JWT': 'not.a.jwt',
      garbage: 'x',
    };
    for (const [why, credential] of Object.entries(refused)) {
      const res = await api.post('/google-auth', { credential });
      expect(res.status, why).toBe(401);
      expect(res.body, why).toEqual({ message: 'The Google sign-in could not be verified.' });
    }
    expect(await userRows('mallory@example.com')).toHaveLength(0);
  });

  it('U3 when Google cannot be reached for its keys the answer is 502, not a 500', async () => {
    googleDown = true;
    const res = await client(app).post('/google-auth', { credential: idToken({ sub: 'g-600', email: 'down@example.com' }) });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Google could not be reached. Please try again.');
  });
});

describe('Google sign-in with a code or an access token (U3, popup code flow and token flow)', () => {
  it('U3 an authorization code is exchanged with the client secret and redirect_uri postmessage, then its ID token is verified', async () => {
    codes.set('4/good-code', { sub: 'g-700', email: 'marco@example.com', given_name: 'Marco', family_name: 'Rossi' });
    const api = client(app);
    const res = await api.post('/google-auth', { code: '4/good-code' });
    expect(res.status).toBe(200);
    const exchange = tokenRequests.at(-1);
    expect(exchange?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.get('redirect_uri')).toBe('postmessage');
    expect((await api.get('/profile', res.body.token)).body).toMatchObject({
      email: 'marco@example.com',
      first_name: 'Marco',
      last_name: 'Rossi',
    });
    // Codes are single-use at Google: the same code again is refused.
    expect((await api.post('/google-auth', { code: '4/good-code' })).status).toBe(401);
  });

  it('U3 an access token issued to this site signs in with the names from the user-info answer', async () => {
    accessTokens.set('ya29.ours', {
      aud: CLIENT_ID,
      claims: { sub: 'g-800', email: 'sofia@example.com', given_name: 'Sofía', family_name: 'García' },
    });
    const api = client(app);
    const res = await api.post('/google-auth', { access_token: 'ya29.ours' });
    expect(res.status).toBe(200);
    expect((await api.get('/profile', res.body.token)).body).toMatchObject({
      email: 'sofia@example.com',
      first_name: 'Sofía',
      last_name: 'García',
      innerUser: false,
    });
  });

  it('U3 an access token issued to another application, or unknown to Google, is refused', async () => {
    accessTokens.set('ya29.theirs', { aud: 'other-app.apps.googleusercontent.com', claims: { sub: 'g-900', email: 'victim@example.com' } });
    const api = client(app);
    expect((await api.post('/google-auth', { access_token: 'ya29.theirs' })).status).toBe(401);
    expect((await api.post('/google-auth', { access_token: 'ya29.unknown' })).status).toBe(401);
    expect(await userRows('victim@example.com')).toHaveLength(0);
  });

  it('U3 the body holds exactly one of credential, code or access_token', async () => {
    const api = client(app);
    const none = await api.post('/google-auth', {});
    expect(none.status).toBe(422);
    // The body as a whole (one of three forms, `oneOf` in the document) is wrong: no field is.
    expect(none.body.errors).toEqual({ _: ['Send exactly one of credential, code or access_token.'] });
    expect((await api.post('/google-auth', { credential: 'a', code: 'b' })).status).toBe(422);
    expect((await api.post('/google-auth', { credential: ['a'] })).status).toBe(422);
    expect((await api.post('/google-auth', { code: 'c', redirect_uri: 'javascript:alert(1)' })).status).toBe(422);
  });
});

describe('Google sign-in not configured (U3)', () => {
  it('U3 without GOOGLE_CLIENT_ID the call answers 503; without the secret the code flow does', async () => {
    const { app: bare } = await testApp({}, { database });
    const res = await client(bare).post('/google-auth', { credential: idToken({ sub: 'g-1', email: 'a@example.com' }) });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Google sign-in is not configured' });
    const { app: noSecret } = await testApp({ GOOGLE_CLIENT_ID: CLIENT_ID }, { database });
    expect((await client(noSecret).post('/google-auth', { code: '4/any' })).status).toBe(503);
    expect((await client(noSecret).post('/google-auth', { credential: idToken({ sub: 'g-1000', email: 'ok@example.com' }) })).status).toBe(
      200,
    );
  });
});
