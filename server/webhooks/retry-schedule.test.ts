import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS as MAX_ATTEMPTS } from '../../src/contract/webhook-events';
import { retryDelayMs } from './retry-schedule';

// Issue 29: failed deliveries are retried with exponential backoff, then given up.
describe('the webhook retry schedule (issue 29)', () => {
  it('doubles from one minute, never waits more than six hours, gives up after the last attempt', () => {
    const minutes = Array.from({ length: MAX_ATTEMPTS }, (_, i) => retryDelayMs(i + 1)).map((ms) => (ms === null ? null : ms / 60_000));
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 360, 360, null]);
    const total = minutes.reduce<number>((sum, m) => sum + (m ?? 0), 0);
    expect(total / 60).toBeGreaterThan(20);
    expect(total / 60).toBeLessThan(24);
  });
});
