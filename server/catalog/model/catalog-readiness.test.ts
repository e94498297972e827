import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { catalogReadiness } from './catalog-readiness';
import type { CatalogState } from './catalog-model';

// Issue 31: "serving no page from a half-built read model" — a server is not ready until its catalog is read.

const logger = pino({ level: 'silent' });
const state = { fleet: [] } as unknown as CatalogState;

describe('catalog readiness (issue 31)', () => {
  it('is not ready while the first read fails, and ready once a later try succeeds', async () => {
    let attempts = 0;
    let database = false;
    const readiness = catalogReadiness(
      {
        current: async () => {
          attempts++;
          if (!database) throw new Error('connection refused');
          return state;
        },
      },
      logger,
    );
    expect(await readiness.load()).toBe(false);
    expect(readiness.isLoaded()).toBe(false);
    await Promise.resolve();
    expect(attempts).toBe(2); // the readiness check started another read
    database = true;
    expect(readiness.isLoaded()).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readiness.isLoaded()).toBe(true);
    expect(attempts).toBe(3);
  });

  it('stays ready without reading again once loaded', async () => {
    let attempts = 0;
    const readiness = catalogReadiness({ current: async () => (attempts++, state) }, logger);
    expect(await readiness.load()).toBe(true);
    expect(readiness.isLoaded()).toBe(true);
    expect(readiness.isLoaded()).toBe(true);
    expect(attempts).toBe(1);
  });
});
