import { describe, expect, it, vi } from 'vitest';
import { createMetrics } from './metrics';
import { withinMs } from './memory-metrics';
import type { ThreadHeap } from './thread-heap';

// Issue 31: memory reported per thread (main, the render threads, the PGlite worker) and per structure.

const heap = (total: number): ThreadHeap => ({ total, used: total / 2, external: 1 });
const loopDelay = { p99: 0.012, max: 0.03 };

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('memory metrics (issue 31)', () => {
  it('report each thread’s heap, the PGlite WebAssembly memory and the caches’ sizes', async () => {
    const metrics = createMetrics();
    const renderThreads = vi.fn(async () => [
      { thread: 'render-1', heap: heap(40e6) },
      { thread: 'render-2', heap: heap(50e6) },
    ]);
    const pglite = vi.fn(async () => ({ heap: heap(30e6), wasmBytes: 150e6, loopDelay }));
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
    // The three heap gauges share one question to each thread per scrape.
    expect(renderThreads).toHaveBeenCalledOnce();
    expect(pglite).toHaveBeenCalledOnce();
  });

  it('report how late each worker thread’s event loop ran, as the thread answers it', async () => {
    const metrics = createMetrics();
    metrics.watchMemory({
      renderThreads: async () => [
        { thread: 'render-1', heap: heap(40e6), loopDelay: { p99: 0.02, max: 2.5 } },
        { thread: 'render-2', heap: heap(50e6), loopDelay: { p99: 0.011, max: 0.04 } },
      ],
      pglite: async () => ({ heap: heap(30e6), wasmBytes: 150e6, loopDelay }),
    });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="render-1"}')).toBe(2.5);
    expect(sample(text, 'bluewater_thread_event_loop_delay_p99_seconds{thread="render-1"}')).toBe(0.02);
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="render-2"}')).toBe(0.04);
    expect(sample(text, 'bluewater_thread_event_loop_delay_max_seconds{thread="pglite"}')).toBe(0.03);
    expect(sample(text, 'bluewater_thread_event_loop_delay_p99_seconds{thread="pglite"}')).toBe(0.012);
    // The main thread's delay is prom-client's own series (nodejs_eventloop_lag_*), not repeated here.
    expect(text).not.toContain('bluewater_thread_event_loop_delay_max_seconds{thread="main"}');
  });

  it('leave out a thread that does not answer in time, and report the others', async () => {
    const metrics = createMetrics();
    metrics.watchMemory({
      renderThreads: () => new Promise(() => {}), // a render thread busy past the scrape's patience
      pglite: async () => ({ heap: heap(30e6), wasmBytes: 150e6, loopDelay }),
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
