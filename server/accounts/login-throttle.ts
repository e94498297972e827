import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { claimLoginAttempt, clearLoginThrottle, dropLoginThrottlesBefore, loginRetryAt, type BackOff } from './accounts-store';

// Sign-in throttled per e-mail address (issue 25), beside the per-client-address limit of
// server/api/rate-limit.ts: guesses spread over many client addresses still meet one account's back-off.
// Five failures in a row are free (typos); after them each attempt waits 1 s, 2 s, 4 s … up to 15 minutes,
// never longer, so nobody can lock an owner out for good, and a success or a password reset ends the streak.
// Addresses without an account are throttled the same way and get the same 429, so the throttle says
// nothing about which addresses have accounts. Counted in the database, shared by every instance.

export const LOGIN_BACK_OFF: BackOff = {
  freeFailures: 5,
  firstWaitMs: 1000,
  longestWaitMs: 15 * 60_000,
  // A streak nobody continued for a day is forgotten (and its row dropped).
  forgetAfterMs: 24 * 60 * 60_000,
};

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** The row's key: the address is not kept in the clear, known or not. */
const keyOf = (email: string) => createHash('sha256').update(email).digest('hex');

/** When this process last dropped forgotten streaks from each database. */
const lastDrop = new WeakMap<Database, number>();
const DROP_EVERY_MS = 60_000;

/** Claims a sign-in attempt for `email` (already lower-cased) or throws 429 with Retry-After (seconds). */
export async function throttleLogin(db: Database, email: string, now: Date): Promise<void> {
  const key = keyOf(email);
  if (now.getTime() - (lastDrop.get(db) ?? -Infinity) >= DROP_EVERY_MS) {
    lastDrop.set(db, now.getTime());
    await dropLoginThrottlesBefore(db, new Date(now.getTime() - LOGIN_BACK_OFF.forgetAfterMs));
  }
  if (await claimLoginAttempt(db, key, now, LOGIN_BACK_OFF)) return;
  const retryAt = await loginRetryAt(db, key);
  const seconds = Math.max(1, Math.ceil(((retryAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(seconds) });
}

/** A right password (or a reset through the mailed link) ends the streak. */
export function clearLoginFailures(db: Database, email: string): Promise<void> {
  return clearLoginThrottle(db, keyOf(email));
}
