import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../api/error-body';
import { HttpError } from '../http-error';
import { retriedWrite, WRITE_ATTEMPTS } from './retried-write';

// Issue 25, item 3 (B4: the loser of a booking race gets a clear answer, never a 500): a booking write
// PostgreSQL aborts for a deadlock or a serialization failure runs again a bounded number of times.

/** A pg error as Drizzle wraps it (DrizzleQueryError, the driver's error in `cause`). */
const wrapped = (code: string) =>
  new Error('Failed query: insert into "bookings" …', { cause: Object.assign(new Error('deadlock detected'), { code }) });

/** A write that fails with `errors` in turn, then answers 'written'; and how often it ran. */
function write(...errors: unknown[]) {
  const calls = { count: 0 };
  const run = async () => {
    const err = errors[calls.count++];
    if (err) throw err;
    return 'written';
  };
  return { run, calls };
}

describe('retriedWrite (B4, issue 25)', () => {
  it('B4 runs a write aborted by a deadlock (40P01) or a serialization failure (40001) again until it succeeds', async () => {
    const { run, calls } = write(wrapped('40P01'), wrapped('40001'), wrapped('40P01'));
    await expect(retriedWrite(run)).resolves.toBe('written');
    expect(calls.count).toBe(4);
  });

  it(`B4 gives up after ${WRITE_ATTEMPTS} tries with a 503 and Retry-After, not a 500`, async () => {
    const { run, calls } = write(...Array.from({ length: WRITE_ATTEMPTS + 1 }, () => wrapped('40P01')));
    const refusal = await retriedWrite(run).catch((err: unknown) => err);
    expect(calls.count).toBe(WRITE_ATTEMPTS);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(apiErrorOf(refusal)).toEqual({
      status: 503,
      body: { message: 'The booking could not be saved just now: please try again' },
      headers: { 'Retry-After': '1' },
    });
  });

  it('B4 does not retry other errors: a taken period (23P01), a refusal, a bug', async () => {
    for (const err of [
      wrapped('23P01'),
      new HttpError(409, 'The boat is not available for these dates'),
      new TypeError('x is undefined'),
    ]) {
      const { run, calls } = write(err);
      await expect(retriedWrite(run)).rejects.toBe(err);
      expect(calls.count).toBe(1);
    }
  });

  it('B4 pauses between tries, a little longer each time', async () => {
    const started = performance.now();
    const { run } = write(wrapped('40P01'), wrapped('40P01'), wrapped('40P01'));
    await retriedWrite(run);
    // Three pauses of at least 7.5, 15 and 30 ms (half of 15 × 2^n: the jitter never goes below half), less
    // the millisecond a timer may round away on each.
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
  });
});
