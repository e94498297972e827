import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyInterval } from './background-pass';

// The background passes' one rule set (sweeps, reminders, webhooks, fleet syncs): one pass at a time, a
// failure reported and the next pass still run, and stop() waiting for the pass under way.

afterEach(() => {
  vi.useRealTimers();
});

describe('everyInterval', () => {
  it('never runs two passes at once: a pass slower than the interval is not started again meanwhile', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = everyInterval(100, pass, () => {});
    await vi.advanceTimersByTimeAsync(350);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it('reports a failed pass and runs the next one', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const pass = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const job = everyInterval(100, pass, (err) => errors.push(err));
    await vi.advanceTimersByTimeAsync(200);
    expect(errors).toEqual([new Error('database away')]);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stop() resolves only once the pass under way has ended, and no pass starts after it', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    let ended = false;
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void (ended = true)));
    const job = everyInterval(100, pass, () => {});
    await vi.advanceTimersByTimeAsync(100);
    const stopped = job.stop().then(() => ended);
    finish();
    expect(await stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
