import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { hashToken } from '../accounts/token-store';
import { deleteSession, insertSession, liveSession, type OperatorRow } from './operators-store';

// Console sessions (issue 27, ASVS 5.0 V7 level 2): opaque tokens ("op." + 256 random bits; the '.' is
// outside base64url, so an operator token is never mistaken for a visitor's) kept by the server, so signing
// out — or out everywhere — ends them at once. A full session ends after 30 minutes without a call or 12 hours
// after sign-in; a half-way one (second factor owed, TOTP being set up) after 10 minutes. A new token is
// issued at every step up, so a token seen before the second factor is worth nothing after it.

const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
const HALF_WAY_LIFETIME_MS = 10 * 60_000;

export type SessionStage = 'password' | 'enrol' | 'full';

/** The stage of session each operator endpoint's `auth` needs (server/api/endpoint.ts), as /api/openapi.json says it. */
export const STAGE_OF_AUTH = { operator: 'full', 'operator-password': 'password', 'operator-enrol': 'enrol' } as const satisfies Record<
  string,
  SessionStage
>;
export const isOperatorAuth = (auth: string): auth is keyof typeof STAGE_OF_AUTH => auth in STAGE_OF_AUTH;

export interface OperatorCaller {
  operator: OperatorRow;
  stage: SessionStage;
  tokenHash: string;
}

export const isOperatorToken = (token: string) => token.startsWith('op.');

export async function startSession(db: Database, operatorId: number, stage: SessionStage, now: Date): Promise<string> {
  const token = `op.${randomBytes(32).toString('base64url')}`;
  const lifetime = stage === 'full' ? SESSION_LIFETIME_MS : HALF_WAY_LIFETIME_MS;
  await insertSession(db, { tokenHash: hashToken(token), operatorId, stage, expiresAt: new Date(now.getTime() + lifetime), now });
  return token;
}

/** Ends the caller's session and starts one at the next stage: the token changes with the privilege. */
export async function stepUp(db: Database, caller: OperatorCaller, stage: SessionStage, now: Date): Promise<string> {
  await deleteSession(db, caller.tokenHash);
  return startSession(db, caller.operator.id, stage, now);
}

export async function operatorForToken(db: Database, token: string, now: Date): Promise<OperatorCaller | null> {
  // Tokens are 46 characters; anything else cannot be one and need not reach the database.
  if (token.length !== 46) return null;
  const tokenHash = hashToken(token);
  const live = await liveSession(db, tokenHash, now, SESSION_IDLE_MS);
  return live && { operator: live.operator, stage: live.session.stage, tokenHash };
}
