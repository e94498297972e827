import { afterEach, describe, expect, it } from 'vitest';
import { cachedCheck, type CachedCheck } from './readiness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const never = () => new Promise<void>(() => undefined);
let probe: CachedCheck | undefined;
afterEach(() => probe?.stop());

/** Times one isUp() call. */
async function timed(p: CachedCheck): Promise<{ up: boolean; ms: number }> {
  const started = performance.now();
  const up = await p.isUp();
  return { up, ms: performance.now() - started };
}

describe('cached readiness check', () => {
  it('answers the first question from a check, and later ones at once from the last state while a check hangs', async () => {
    let behaviour: () => Promise<void> = async () => undefined;
    probe = cachedCheck({ check: () => behaviour(), intervalMs: 50, timeoutMs: 300 });
    expect(await probe.isUp()).toBe(true);
    behaviour = never; // the database freezes
    await sleep(120); // a background check has started and hangs
    const during = await timed(probe);
    expect(during.up).toBe(true); // not yet past the timeout: still the last known state
    expect(during.ms).toBeLessThan(20);
    await sleep(400);
    const after = await timed(probe);
    expect(after.up).toBe(false);
    expect(after.ms).toBeLessThan(20);
  });

  it('waits at most the timeout for the very first answer', async () => {
    probe = cachedCheck({ check: never, intervalMs: 1_000, timeoutMs: 150 });
    const first = await timed(probe);
    expect(first.up).toBe(false);
    expect(first.ms).toBeLessThan(400);
  });

  it('recovers by itself when the dependency answers again', async () => {
    let fail = true;
    probe = cachedCheck({ check: async () => (fail ? Promise.reject(new Error('down')) : undefined), intervalMs: 50, timeoutMs: 300 });
    expect(await probe.isUp()).toBe(false);
    fail = false;
    await sleep(150);
    expect(await probe.isUp()).toBe(true);
  });

  it("tells each settled check's result, with the error of a failed one (issue 25: the outage log hears of recoveries)", async () => {
    let fail = true;
    const down = new Error('down');
    const results: [boolean, unknown][] = [];
    probe = cachedCheck({
      check: async () => (fail ? Promise.reject(down) : undefined),
      intervalMs: 50,
      timeoutMs: 300,
      onResult: (up, err) => results.push([up, err]),
    });
    await probe.isUp();
    fail = false;
    await sleep(80);
    expect(results.slice(0, 2)).toEqual([
      [false, down],
      [true, undefined],
    ]);
  });

  it('checks at most every interval and never has two checks outstanding, however often it is asked', async () => {
    let started = 0;
    probe = cachedCheck({
      check: () => {
        started += 1;
        return never();
      },
      intervalMs: 50,
      timeoutMs: 100,
    });
    await probe.isUp();
    for (let i = 0; i < 50; i++) void probe.isUp();
    await sleep(400);
    expect(started).toBe(1);
  });

  it('checks again in the background as the interval passes', async () => {
    let started = 0;
    probe = cachedCheck({
      check: async () => void (started += 1),
      intervalMs: 50,
      timeoutMs: 100,
    });
    await probe.isUp();
    await sleep(280);
    expect(started).toBeGreaterThanOrEqual(4);
    expect(started).toBeLessThanOrEqual(7);
  });
});
