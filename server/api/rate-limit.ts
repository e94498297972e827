import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http-error';

// U5: the calls that guess, send mail or hold something are limited per client address, in fixed windows
// counted in the database (table rate_limits), so every server behind the load balancer shares the counts.
// Every attempt that passed validation counts, successful or not (the join-us page's upload counts before its
// body is read, so a flood of uploads is refused without storing them); the server's own in-process calls
// are not limited.
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
  // A booking holds a boat as an option: a script must not be able to hold a fleet. Agencies book through
  // their customers' browsers (the widget), so one address rarely books more than a few boats an hour.
  booking: { limit: 30, windowMs: 60 * MINUTE },
  // Each form sends the office a mail.
  contact: { limit: 10, windowMs: 60 * MINUTE },
  'crew-application': { limit: 5, windowMs: 60 * MINUTE },
} as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

export const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowMs));

/** The limit in words, for the endpoint's summary in /api/openapi.json. */
export function rateLimitNote(action: RateLimitedAction): string {
  const { limit, windowMs } = RATE_LIMITS[action];
  return `at most ${limit} per ${windowMs / MINUTE} minutes per client address`;
}

/** Counts one attempt of `action` from `ip`; over the limit it throws 429 with Retry-After (seconds). */
/** When this process last dropped ended windows from each database. */
const lastDrop = new WeakMap<Database, number>();
const DROP_EVERY_MS = MINUTE;

export async function enforceRateLimit(db: Database, action: RateLimitedAction, ip: string, now: Date): Promise<void> {
  if (ip === 'in-process') return;
  const { limit, windowMs } = RATE_LIMITS[action];
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const hits = await countHit(db, `${action}:${ip}`, windowStart);
  // The first hit of a window is a good moment to drop windows that have ended, but not every time: with
  // many visitors each one's first hit is new, and every drop scans the table (window_start has no index).
  if (hits === 1 && now.getTime() - (lastDrop.get(db) ?? -Infinity) >= DROP_EVERY_MS) {
    lastDrop.set(db, now.getTime());
    await dropWindowsBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
  }
  if (hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    throw new HttpError(429, 'Too many attempts. Please try again later.', undefined, { 'Retry-After': String(retryAfter) });
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
