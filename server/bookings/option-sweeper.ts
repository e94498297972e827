import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { completeFinishedBookings, expireStaleOptions } from './bookings-store';
import { retriedWrite } from './retried-write';

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
}): {
  stop(): Promise<void>;
} {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A sweep slower than the interval (a database under load) is not started twice.
    if (running) return;
    // The sweep's UPDATE locks many options in its own order and can deadlock with a booking write.
    running = retriedWrite(() => expireStaleOptions(options.db, now()))
      .then(async (expired) => {
        if (expired.length) options.logger.info({ count: expired.length }, 'options expired');
        if (expired.length) await options.onExpired?.(expired);
        const completed = await retriedWrite(() => completeFinishedBookings(options.db, now()));
        if (completed) options.logger.info({ count: completed }, 'bookings completed');
      })
      .catch((err: unknown) => options.logger.warn({ err }, 'expiring options failed; the next sweep tries again'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    // Resolves once a sweep under way has finished, so the database can be closed after it.
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
