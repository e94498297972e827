import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from './route-preload';

describe('route preloads (R10)', () => {
  it('R10 runs at most 4 preloads at once and starts the rest as earlier ones finish', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const resolvers: Array<() => void> = [];
    let peak = 0;
    let active = 0;
    const started: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
      queue.preload(id, () => {
        started.push(id);
        active += 1;
        peak = Math.max(peak, active);
        return new Promise<void>((resolve) => resolvers.push(() => ((active -= 1), resolve())));
      });
    }
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    resolvers[0]?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    resolvers.slice(1).forEach((r) => r());
    await new Promise((r) => setTimeout(r, 0));
    resolvers.slice(5).forEach((r) => r());
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(peak).toBe(4);
  });

  it('R10 does not preload the same page twice', () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const load = () => (calls++, Promise.resolve());
    queue.preload('search', load);
    queue.preload('search', load);
    expect(calls).toBe(1);
  });
});
