import { describe, expect, it } from 'vitest';
import {
  createLoaderRegistry,
  createMapsLoader,
  googleLoaderOptions,
  mapEngine,
  retryDelay,
  retryMessage,
  type LoaderStatus,
} from './maps-loader';
import { createMapLogger } from './map-log';

const options = googleLoaderOptions('test-key', 'en');

function fakeDeps(failures: number) {
  const log = createMapLogger(null);
  const slept: number[] = [];
  const statuses: LoaderStatus[] = [];
  let calls = 0;
  return {
    log,
    slept,
    statuses,
    get calls() {
      return calls;
    },
    deps: {
      log,
      sleep: async (ms: number) => void slept.push(ms),
      onStatus: (s: LoaderStatus) => void statuses.push(s),
      loadScript: async () => {
        calls++;
        if (calls <= failures) throw new Error('The Google Maps JavaScript API could not load.');
        return 'google';
      },
    },
  };
}

describe('Google Maps loader', () => {
  it('M2 loads version weekly with places and marker, language and region from the page language', () => {
    expect(googleLoaderOptions('k', 'en')).toEqual({
      key: 'k',
      v: 'weekly',
      libraries: ['places', 'marker'],
      language: 'en',
      region: 'US',
    });
    expect(googleLoaderOptions('k', 'ua')).toMatchObject({ language: 'uk', region: 'UA' });
    expect(googleLoaderOptions('k', 'el')).toMatchObject({ language: 'el', region: 'GR' });
    expect(googleLoaderOptions('k', 'cs')).toMatchObject({ language: 'cs', region: 'CZ' });
    expect(googleLoaderOptions('k', 'de')).toMatchObject({ language: 'de', region: 'DE' });
  });

  it('M2 retry delays are attempt × 2^attempt ms: 2, 8, 24', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([2, 8, 24]);
    expect(retryMessage(8)).toBe('Failed to load Google Maps script, retrying in 8 ms');
  });

  it('M2 states go initialized → loading → success', async () => {
    const f = fakeDeps(0);
    const loader = createMapsLoader(options, f.deps);
    expect(loader.status).toBe('initialized');
    const pending = loader.load();
    expect(loader.status).toBe('loading');
    await expect(pending).resolves.toBe('google');
    expect(loader.status).toBe('success');
    expect(f.statuses).toEqual(['loading', 'success']);
    expect(f.log.entries).toEqual([]);
    // Loaded once: later calls share the result.
    await loader.load();
    expect(f.calls).toBe(1);
  });

  it('M2 a failing script is retried 3 times, logging "Failed to load Google Maps script, retrying in N ms", then fails', async () => {
    const f = fakeDeps(Infinity);
    const loader = createMapsLoader(options, f.deps);
    await expect(loader.load()).rejects.toThrow('could not load');
    expect(f.calls).toBe(4);
    expect(f.slept).toEqual([2, 8, 24]);
    expect(f.log.entries).toEqual([
      { level: 'warn', message: 'Failed to load Google Maps script, retrying in 2 ms' },
      { level: 'warn', message: 'Failed to load Google Maps script, retrying in 8 ms' },
      { level: 'warn', message: 'Failed to load Google Maps script, retrying in 24 ms' },
    ]);
    expect(f.statuses).toEqual(['loading', 'failure']);
    expect(loader.status).toBe('failure');
    // M3: after the retries the offline map takes over.
    expect(mapEngine('test-key', loader.status)).toBe('offline');
  });

  it('M2 a script that loads on the second retry succeeds', async () => {
    const f = fakeDeps(2);
    const loader = createMapsLoader(options, f.deps);
    await expect(loader.load()).resolves.toBe('google');
    expect(f.slept).toEqual([2, 8]);
    expect(loader.status).toBe('success');
  });

  it('M2 the real wait between retries is the delay (timers, not a busy loop)', async () => {
    const log = createMapLogger(null);
    let calls = 0;
    const started = Date.now();
    const loader = createMapsLoader(options, {
      log,
      loadScript: async () => {
        calls++;
        throw new Error('offline');
      },
    });
    await expect(loader.load()).rejects.toThrow();
    expect(calls).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 + 8 + 24 - 3);
  });

  it('M2 creating the loader again with other options is an error; the same options give the same loader', () => {
    const registry = createLoaderRegistry<string>();
    const f = fakeDeps(0);
    const first = registry.get(options, f.deps);
    expect(registry.get(googleLoaderOptions('test-key', 'en'), f.deps)).toBe(first);
    expect(() => registry.get(googleLoaderOptions('test-key', 'de'), f.deps)).toThrow(/must not be called again with different options/);
    expect(() => registry.get(googleLoaderOptions('other-key', 'en'), f.deps)).toThrow(/different options/);
    expect(registry.current).toBe(first);
  });

  it('M2 M3 which map is drawn: offline without a key or after failure, Google once loaded', () => {
    expect(mapEngine(undefined, 'initialized')).toBe('offline');
    expect(mapEngine('', 'success')).toBe('offline');
    expect(mapEngine('k', 'initialized')).toBe('pending');
    expect(mapEngine('k', 'loading')).toBe('pending');
    expect(mapEngine('k', 'success')).toBe('google');
    expect(mapEngine('k', 'failure')).toBe('offline');
  });
});
