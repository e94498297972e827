import { describe, expect, it, vi } from 'vitest';
import { createMetrics } from './metrics';
import { withinMs, type ThreadReading } from './memory-metrics';
import type { ThreadHeap } from './thread-heap';

// Issue 31: memory, loop delay and CPU time reported per thread (main, the render threads, the PGlite worker),
// and memory per structure.

const heap = (total: number): ThreadHeap => ({ total, used: total / 2, external: 1 });
const loopDelay = { p99: 0.012, max: 0.03 };
const render = (n: number, total: number, more: Partial<ThreadReading> = {}): ThreadReading => ({
  thread: `render-${n}`,
  heap: heap(total),
  loopDelay,
  cpuSeconds: 1,
  ...more,
});
const pgliteReading = { heap: heap(30e6), wasmBytes: 150e6, loopDelay, cpuSeconds: 2 };

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('memory metrics (issue 31)', () => {
  it('report each thread’s heap, the PGlite WebAssembly memory and the caches’ sizes', async () => {
    const metrics = createMetrics();
    const renderThreads = vi.fn(async () => [render(1, 40e6), render(2, 50e6)]);
    const pglite = vi.fn(async () => pgliteReading);
    metrics.watchMemory({ renderThreads, pglite });
    metrics.watchMemory({ renderMemo: { bytes: 2048, size: 3 }, pageData: { size: 7 }, catalogDetails: { size: 11 } });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'bluewater_thread_heap_bytes{thread="render-1"}')).toBe(40e6);
    expect(sample(text, 'bluewater_thread_heap_bytes{thread="render-2"}')).toBe(50e6);
    expect(sample(text, 'bluewater_thread_heap_bytes{thread="pglite"}')).toBe(30e6);
    expect(sample(text, 'bluewater_thread_heap_used_bytes{thread="pglite"}')).toBe(15e6);
    expect(sample(text, 'bluewater_thread_heap_bytes{thread="main"}')).toBeGreaterThan(0);
    expect(sample(text, 'bluewater_pglite_wasm_bytes')).toBe(150e6);
    expect(sample(text, 'bluewater_render_memo_bytes')).toBe(2048);
    expect(sample(text, 'bluewater_render_memo_entries')).toBe(3);
    expect(sample(text, 'bluewater_page_data_cache_entries')).toBe(7);
    expect(sample(text, 'bluewater_catalog_details_kept')).toBe(11);
    // The thread gauges share one question to each thread per scrape.
    expect(renderThreads).toHaveBeenCalledOnce();
    expect(pglite).toHaveBeenCalledOnce();
  });

  it('report how late each thread’s event loop ran, as the thread answers it', async () => {
    const metrics = createMetrics();
    metrics.watchMemory({
      renderThreads: async () => [
        render(1, 40e6, { loopDelay: { p99: 0.02, max: 2.5 } }),
        render(2, 50e6, { loopDelay: { p99: 0.011, max: 0.04 } }),
      ],
      pglite: async () => pgliteReading,
    });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="render-1"}')).toBe(2.5);
    expect(sample(text, 'bluewater_thread_event_loop_delay_p99_seconds{thread="render-1"}')).toBe(0.02);
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="render-2"}')).toBe(0.04);
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="pglite"}')).toBe(0.03);
    expect(sample(text, 'bluewater_thread_event_loop_delay_p99_seconds{thread="pglite"}')).toBe(0.012);
    // The main thread times its own loop as the workers do (its held turn: the next test).
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="main"}')).toBeDefined();
  });

  it('count the main thread’s turn held right after a scrape in the next one', async () => {
    const metrics = createMetrics();
    await metrics.registry.metrics();
    const until = Date.now() + 200;
    while (Date.now() < until); // the main thread held for 200 ms, the first turn after the reading
    await new Promise((resolve) => setTimeout(resolve, 30));
    const text = await metrics.registry.metrics();
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="main"}')).toBeGreaterThanOrEqual(0.15);
  });

  it('report each thread’s CPU time as a counter, the worker threads’ as they answer it', async () => {
    const metrics = createMetrics();
    metrics.watchMemory({
      renderThreads: async () => [render(1, 40e6, { cpuSeconds: 12.5 }), render(2, 50e6, { cpuSeconds: undefined })],
      pglite: async () => pgliteReading,
    });
    const first = await metrics.registry.metrics();
    expect(first).toContain('# TYPE bluewater_thread_cpu_seconds_total counter');
    expect(sample(first, 'bluewater_thread_cpu_seconds_total{thread="render-1"}')).toBe(12.5);
    expect(sample(first, 'bluewater_thread_cpu_seconds_total{thread="pglite"}')).toBe(2);
    // A thread that cannot tell (a system without /proc/thread-self) is left out, not reported as 0.
    expect(first).not.toContain('bluewater_thread_cpu_seconds_total{thread="render-2"}');
    const mainBefore = sample(first, 'bluewater_thread_cpu_seconds_total{thread="main"}')!;
    const until = Date.now() + 300;
    while (Date.now() < until); // 300 ms of this thread's CPU
    await new Promise((resolve) => setTimeout(resolve, 10)); // a later scrape, as Prometheus's come
    const second = await metrics.registry.metrics();
    // Each scrape reports the thread's total, not a sum of the readings: 12.5 again, not 25.
    expect(sample(second, 'bluewater_thread_cpu_seconds_total{thread="render-1"}')).toBe(12.5);
    expect(sample(second, 'bluewater_thread_cpu_seconds_total{thread="main"}')! - mainBefore).toBeGreaterThanOrEqual(0.25);
  });

  it('leave out a thread that does not answer in time, and report the others', async () => {
    const metrics = createMetrics();
    metrics.watchMemory({
      renderThreads: () => new Promise(() => {}), // a render thread busy past the scrape's patience
      pglite: async () => pgliteReading,
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const scrape = metrics.registry.metrics();
      await vi.advanceTimersByTimeAsync(1_000);
      const text = await scrape;
      expect(text).not.toContain('thread="render-');
      expect(sample(text, 'bluewater_thread_heap_bytes{thread="pglite"}')).toBe(30e6);
      expect(sample(text, 'bluewater_thread_heap_bytes{thread="main"}')).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a PGlite worker (PostgreSQL) report 0 of WebAssembly memory and only the threads there are', async () => {
    const text = await createMetrics().registry.metrics();
    expect(sample(text, 'bluewater_pglite_wasm_bytes')).toBe(0);
    expect(text).not.toContain('thread="pglite"');
    expect(sample(text, 'bluewater_thread_heap_bytes{thread="main"}')).toBeGreaterThan(0);
  });

  it('withinMs: a failed or late answer is undefined', async () => {
    expect(await withinMs(Promise.resolve(1), 50)).toBe(1);
    expect(await withinMs(Promise.reject(new Error('gone')), 50)).toBeUndefined();
    expect(await withinMs(new Promise(() => {}), 10)).toBeUndefined();
  });
});
