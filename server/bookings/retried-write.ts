import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http-error';
import { isConcurrencyAbort } from './database-errors';

// Issue 25, item 3: on PostgreSQL two booking writes can deadlock (two options inserted at once on
// overlapping days wait for each other while checking the exclusion constraint; a cancellation and a
// sweep lock the same rows in different orders). PostgreSQL then aborts one of them with 40P01 (40001
// under a stricter isolation). Nothing was written, so the whole transaction runs again, after a short
// random pause that keeps the two from meeting again in step. A write that still loses after a few tries
// is a 503 with Retry-After, a "try again" the client can act on; never a 500.

/** Tries of one write in all: the first and three more. */
export const WRITE_ATTEMPTS = 4;
/** The pause before the n-th retry is drawn between half and one and a half times BASE_DELAY_MS × 2^(n-1). */
const BASE_DELAY_MS = 15;

const writeContended = () =>
  new HttpError(503, 'The booking could not be saved just now: please try again', undefined, { 'Retry-After': '1' });

/** Runs `write` (a whole transaction) again while PostgreSQL aborts it for a deadlock or a serialization failure. */
export async function retriedWrite<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isConcurrencyAbort(err)) throw err;
      if (attempt >= WRITE_ATTEMPTS) throw writeContended();
      await sleep(BASE_DELAY_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
