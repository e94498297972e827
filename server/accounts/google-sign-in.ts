import type { GoogleAuthBody } from '../../src/contract/account-api';
import { NAME_MAX_LENGTH } from '../../src/contract/account-rules';
import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import { findUserByEmail, findUserByGoogleSub, insertUser, linkGoogleSub } from './accounts-store';
import { createGoogleVerifier, GoogleRejectedError, type GoogleIdentity, type GoogleVerifier } from './google-identity';
import { issueToken, type AuthUser } from './token-store';

// POST /google-auth (U3): a verified Google identity signs in the account linked to it, or links the
// account registered with the same (Google-verified) address, or creates an account without a password.

// One client per configuration, so google-auth-library's cache of Google's signing keys lasts between calls.
const verifiers = new Map<string, GoogleVerifier>();

function verifierFor(clientId: string, clientSecret: string | undefined): GoogleVerifier {
  const key = `${clientId}\n${clientSecret ?? ''}`;
  let verifier = verifiers.get(key);
  if (!verifier) verifiers.set(key, (verifier = createGoogleVerifier(clientId, clientSecret)));
  return verifier;
}

export async function signInWithGoogle(ctx: ApiContext, body: GoogleAuthBody): Promise<string> {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = ctx.config;
  if (!clientId) throw new HttpError(503, 'Google sign-in is not configured');
  if (body.code !== undefined && !clientSecret) throw new HttpError(503, 'Google sign-in with an authorization code is not configured');
  const identity = await verifiedIdentity(ctx, verifierFor(clientId, clientSecret), body);
  const user = await accountFor(ctx, identity, body.language ?? 'en');
  return issueToken(ctx.db, user.id, ctx.now());
}

async function verifiedIdentity(ctx: ApiContext, verifier: GoogleVerifier, body: GoogleAuthBody): Promise<GoogleIdentity> {
  try {
    if (body.credential !== undefined) return await verifier.fromIdToken(body.credential);
    if (body.code !== undefined) return await verifier.fromCode(body.code, body.redirect_uri ?? 'postmessage');
    return await verifier.fromAccessToken(body.access_token as string);
  } catch (err) {
    if (err instanceof GoogleRejectedError) {
      // The reason helps to spot a wrong client id; cut short because some messages quote the token.
      ctx.logger.info({ reason: err.message.slice(0, 120) }, 'Google sign-in refused');
      throw new HttpError(401, 'The Google sign-in could not be verified.');
    }
    ctx.logger.warn({ err }, 'Google could not be reached for a sign-in');
    throw new HttpError(502, 'Google could not be reached. Please try again.');
  }
}

async function accountFor(ctx: ApiContext, identity: GoogleIdentity, language: string, retry = true): Promise<AuthUser> {
  const linked = await findUserByGoogleSub(ctx.db, identity.sub);
  if (linked) return linked;
  const sameEmail = await findUserByEmail(ctx.db, identity.email);
  if (sameEmail) {
    if (await linkGoogleSub(ctx.db, sameEmail.id, identity.sub)) return sameEmail;
    throw new HttpError(409, 'This e-mail address belongs to an account linked to another Google account.');
  }
  const created = await insertUser(ctx.db, {
    email: identity.email,
    passwordHash: null,
    googleSub: identity.sub,
    firstName: clip(identity.givenName ?? identity.name ?? identity.email.split('@')[0] ?? ''),
    lastName: clip(identity.familyName ?? ''),
    language,
  });
  if (created) return created;
  // A parallel sign-in of the same person created the account a moment ago: use it.
  if (retry) return accountFor(ctx, identity, language, false);
  throw new HttpError(409, 'The account could not be created. Please try again.');
}

function clip(name: string): string {
  return name.trim().slice(0, NAME_MAX_LENGTH);
}
