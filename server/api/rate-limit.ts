import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http-error';
import { RATE_LIMIT_CODES } from '../../src/contract/rate-limit-codes';

// U5: the calls that guess, send mail or hold something are limited per client address, in fixed windows
// counted in the database (table rate_limits), so every server behind the load balancer shares the counts.
// Every attempt that passed validation counts, successful or not (the join-us page's upload counts before its
// body is read, so a flood of uploads is refused without storing them); the server's own in-process calls
// are not limited. Placing an option is limited twice (issue 30): per address, generously, since an office,
// a hotel or a marina's Wi-Fi puts many visitors behind one address; and per e-mail address, tightly, since
// one person needs only a few options. The numbers and why: docs/operations.md, "Rate limits".
const MINUTE = 60_000;

const RATE_LIMITS = {
  // Password guessing: 10 attempts per 15 minutes is plenty for a person who mistyped.
  login: { limit: 10, windowMs: 15 * MINUTE },
  'reset-password': { limit: 10, windowMs: 15 * MINUTE },
  'change-password': { limit: 10, windowMs: 15 * MINUTE },
  'delete-account': { limit: 10, windowMs: 15 * MINUTE },
  // A registration's mailed link (256 random bits): a person opens it once or twice.
  'finish-registration': { limit: 10, windowMs: 15 * MINUTE },
  // Each code or access token costs calls to Google.
  'google-auth': { limit: 20, windowMs: 15 * MINUTE },
  // Account creation and mail sending: nobody needs more than a few per hour from one address.
  registration: { limit: 5, windowMs: 60 * MINUTE },
  'forgot-password': { limit: 5, windowMs: 60 * MINUTE },
  // A booking holds a boat as an option (30 minutes by default): a script must not be able to hold a fleet.
  // Per address: a shared address (a charter office, a hotel, a marina's Wi-Fi, a mobile carrier's NAT)
  // carries dozens of visitors, each trying a few boats; 120 an hour still holds at most about 60 boats at
  // once. Per e-mail address (keyed by its hash): a person compares a few boats, not ten an hour.
  booking: { limit: 120, windowMs: 60 * MINUTE },
  'booking-email': { limit: 10, windowMs: 60 * MINUTE },
  // Each form sends the office a mail.
  contact: { limit: 10, windowMs: 60 * MINUTE },
  'crew-application': { limit: 5, windowMs: 60 * MINUTE },
} as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

export const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowMs));

/** The limit in words, for the endpoint's summary in /api/openapi.json. */
export function rateLimitNote(action: RateLimitedAction, per = 'client address'): string {
  const { limit, windowMs } = RATE_LIMITS[action];
  return `at most ${limit} per ${windowMs / MINUTE} minutes per ${per}`;
}

/** When this process last dropped ended windows from each database. */
const lastDrop = new WeakMap<Database, number>();
const DROP_EVERY_MS = MINUTE;

/**
 * Counts one attempt of `action` from `ip` (or, with `email`, with that e-mail address, counted under its
 * hash so the table holds no address in clear); over the limit it throws 429 with Retry-After (seconds).
 */
export async function enforceRateLimit(db: Database, action: RateLimitedAction, ip: string, now: Date, email?: string): Promise<void> {
  if (ip === 'in-process') return;
  const { limit, windowMs } = RATE_LIMITS[action];
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const subject = email === undefined ? ip : createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  const hits = await countHit(db, `${action}:${subject}`, windowStart);
  // The first hit of a window is a good moment to drop windows that have ended, but not every time: with
  // many visitors each one's first hit is new, and every drop scans the table (window_start has no index).
  if (hits === 1 && now.getTime() - (lastDrop.get(db) ?? -Infinity) >= DROP_EVERY_MS) {
    lastDrop.set(db, now.getTime());
    await dropWindowsBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
  }
  if (hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    const [message, code] =
      email === undefined
        ? ['Too many attempts. Please try again later.', RATE_LIMIT_CODES.address]
        : ['Too many attempts with this e-mail address. Please try again later.', RATE_LIMIT_CODES.email];
    throw new HttpError(429, message, undefined, { 'Retry-After': String(retryAfter) }, code);
  }
}

async function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  // insert … on conflict do update … returning: one atomic statement, right under concurrency.
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  return (rows[0] as { hits: number }).hits;
}

async function dropWindowsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
}
