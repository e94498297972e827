import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_MS, type ReloadStore } from './chunk-reload';

const memory = (): ReloadStore => {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
};

describe('chunk reload guard (R10)', () => {
  it('R10 allows one reload of a path, then none within 10,000 ms', () => {
    const store = memory();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(store, '/en/search', 1_000)).toBe(true);
    expect(claimReload(store, '/en/search', 1_001)).toBe(false);
    expect(claimReload(store, '/en/search', 10_999)).toBe(false);
    expect(claimReload(store, '/en/search', 11_000)).toBe(true);
  });

  it('R10 guards each path on its own', () => {
    const store = memory();
    expect(claimReload(store, '/en/search', 1_000)).toBe(true);
    expect(claimReload(store, '/en/faq', 1_000)).toBe(true);
  });
});
