import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

// Issue 31: the embedded database's memory — a small PostgreSQL page cache, and its thread's memory reported.
describe('the PGlite worker thread (issue 31)', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread('memory://');
  }, 60_000);
  afterAll(() => thread.close());

  it('runs PostgreSQL with a 16 MB page cache (shared_buffers), not PGlite’s 128 MB', async () => {
    const { rows } = await thread.query('show shared_buffers');
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('reports its V8 heap, its WebAssembly memory, its event loop delay and its CPU time', async () => {
    const { heap, wasmBytes, loopDelay, cpuSeconds } = await thread.memory();
    expect(heap.total).toBeGreaterThan(1e6);
    expect(heap.used).toBeGreaterThan(0);
    expect(heap.used).toBeLessThanOrEqual(heap.total);
    // PGlite starts its WebAssembly memory at 128 MiB and grows it as PostgreSQL asks.
    expect(wasmBytes).toBeGreaterThanOrEqual(128 * 2 ** 20);
    // The worker's own event loop delay since it started (opening the database held it for a while).
    expect(loopDelay.max).toBeGreaterThan(0);
    expect(loopDelay.max).toBeLessThan(60);
    // Its own CPU, not the process's: opening and migrating the database took it at least a tenth of a second.
    expect(cpuSeconds).toBeGreaterThan(0.1);
    expect(cpuSeconds).toBeLessThan(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6);
  });
});
