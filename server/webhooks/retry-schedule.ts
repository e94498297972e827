import { WEBHOOK_MAX_ATTEMPTS } from '../../src/contract/webhook-events';

// Issue 29: when a failed delivery is tried again. Exponential backoff from one minute, doubling, each wait
// at most six hours; after WEBHOOK_MAX_ATTEMPTS (12) attempts (about 21 hours) the delivery is marked failed and the
// endpoint's later events go on. No random jitter: an endpoint's deliveries go one at a time anyway, so
// there is no herd of retries to spread, and the console shows the exact next try.

const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** The wait after the `attempts`-th failed attempt (1 → 1 min, 2 → 2 min, 3 → 4 min …), or null: give up. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(FIRST_WAIT_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);
}
