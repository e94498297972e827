import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { completeFinishedBookings, expireStaleOptions } from './bookings-store';
import { retriedWrite } from './retried-write';
import { everyInterval, type BackgroundPass } from '../background-pass';

// Expired holds free their days without anyone doing anything (issue 12): every interval the server marks
// the options past their expires_at as 'expired'; the triggers on bookings then take their days out of the
// boats' booked days, which searches read. Placing an option expires the dead holds it meets itself
// (bookings.ts), so a visitor is never refused for a hold that ended between two sweeps. The same sweep
// marks reservations whose check-out day has come as 'completed' (issue 28). Each change is a row of the
// booking's history, written by the statement that makes it.

const SWEEP_INTERVAL_MS = 30_000;

export function startOptionSweeper(options: {
  db: Database;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
  /** After the expiry has committed: the expired options' ids (issue 28: their days go to the waiting list). */
  onExpired?: (bookingIds: number[]) => Promise<void>;
}): BackgroundPass {
  const now = options.now ?? (() => new Date());
  return everyInterval(
    options.intervalMs ?? SWEEP_INTERVAL_MS,
    async () => {
      // The sweep's UPDATE locks many options in its own order and can deadlock with a booking write.
      const expired = await retriedWrite(() => expireStaleOptions(options.db, now()));
      if (expired.length) options.logger.info({ count: expired.length }, 'options expired');
      if (expired.length) await options.onExpired?.(expired);
      const completed = await retriedWrite(() => completeFinishedBookings(options.db, now()));
      if (completed) options.logger.info({ count: completed }, 'bookings completed');
    },
    (err) => options.logger.warn({ err }, 'expiring options failed; the next sweep tries again'),
  );
}
