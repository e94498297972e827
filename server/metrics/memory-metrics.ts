import { Counter, Gauge, type Registry } from 'prom-client';
import { cpuOfThisThread } from './thread-cpu';
import { heapOfThisThread, type ThreadHeap } from './thread-heap';
import { watchLoopDelay, type LoopDelay } from './thread-loop-delay';

// Memory by thread and by structure (issue 31): the process's resident size alone (process_resident_memory_bytes)
// does not say whether the render threads, the PGlite worker or the caches grew. Each thread reports its own
// V8 heap (a heap cannot be read from another thread), how late its event loop ran
// (server/metrics/thread-loop-delay.ts) and its CPU time (server/metrics/thread-cpu.ts), the worker threads
// over the channel they already have; a thread that does not answer in time (a long query, a long render) is
// left out of that scrape, never waited for.

export interface ThreadReading {
  thread: string;
  heap: ThreadHeap;
  loopDelay: LoopDelay;
  /** Undefined where the system does not tell a thread's CPU time (not Linux). */
  cpuSeconds: number | undefined;
}

/** What the gauges read; each part is given by whoever owns the structure (metrics.watchMemory). */
export interface MemorySources {
  /** The render threads' readings (server/ssr/render-pool.ts). */
  renderThreads?: () => Promise<ThreadReading[]>;
  /** The PGlite worker's reading and its WebAssembly memory (server/db/pglite-thread.ts). */
  pglite?: () => Promise<Omit<ThreadReading, 'thread'> & { wasmBytes: number }>;
  renderMemo?: { readonly bytes: number; readonly size: number };
  pageData?: { readonly size: number };
  /** The boats whose page details the catalog keeps (server/catalog/model/catalog-model.ts). */
  catalogDetails?: { readonly size: number };
}

/** How long a thread is given to answer a scrape. */
const THREAD_ANSWER_MS = 1_000;

/** `promise`'s value, or undefined when it fails or takes longer than `ms`. */
export function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

interface Snapshot {
  threads: ThreadReading[];
  wasmBytes?: number;
}

async function takeSnapshot(sources: MemorySources, answerMs: number, mainLoopDelay: () => LoopDelay): Promise<Snapshot> {
  const [rendering, pglite] = await Promise.all([
    sources.renderThreads ? withinMs(sources.renderThreads(), answerMs) : undefined,
    sources.pglite ? withinMs(sources.pglite(), answerMs) : undefined,
  ]);
  const main = { thread: 'main', heap: heapOfThisThread(), loopDelay: mainLoopDelay(), cpuSeconds: cpuOfThisThread() };
  const threads: ThreadReading[] = [main, ...(rendering ?? [])];
  if (pglite) threads.push({ thread: 'pglite', heap: pglite.heap, loopDelay: pglite.loopDelay, cpuSeconds: pglite.cpuSeconds });
  return { threads, wasmBytes: pglite?.wasmBytes };
}

/**
 * Registers the memory gauges on `registry`. The threads are asked once per scrape: the gauges, collected
 * together, share the snapshot of the scrape under way.
 */
export function registerMemoryGauges(registry: Registry, sources: MemorySources, answerMs = THREAD_ANSWER_MS): void {
  // The main thread timed as the workers time theirs: prom-client's nodejs_eventloop_lag_* (kept, as every
  // Node dashboard reads it) drops the first interval after each scrape, and with it a turn held across one.
  const mainLoopDelay = watchLoopDelay();
  let current: Promise<Snapshot> | undefined;
  const snapshot = () => {
    if (!current) {
      current = takeSnapshot(sources, answerMs, mainLoopDelay);
      void current.finally(() => setImmediate(() => (current = undefined)));
    }
    return current;
  };
  // A gauge by thread: each thread of the scrape's snapshot that has the figure.
  const threadGauge = (name: string, help: string, pick: (thread: ThreadReading) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['thread'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const memory of (await snapshot()).threads) {
          const value = pick(memory);
          if (value !== undefined) this.set({ thread: memory.thread }, value);
        }
      },
    });
  threadGauge(
    'bluewater_thread_heap_bytes',
    'V8 heap size of each thread (main, render-N, pglite): the pages it holds from the system',
    (t) => t.heap.total,
  );
  threadGauge(
    'bluewater_thread_heap_used_bytes',
    'V8 heap in use in each thread (live objects and garbage not yet collected)',
    (t) => t.heap.used,
  );
  threadGauge(
    'bluewater_thread_external_bytes',
    "Memory outside each thread's V8 heap held by its objects (ArrayBuffers, Buffers)",
    (t) => t.heap.external,
  );
  threadGauge(
    'bluewater_thread_event_loop_delay_p99_seconds',
    "99th percentile of how late each thread's event loop ran (main, render-N, pglite) since the previous scrape",
    (t) => t.loopDelay.p99,
  );
  threadGauge(
    'bluewater_thread_event_loop_delay_max_seconds',
    "Longest a thread's event loop ran late (main, render-N, pglite) since the previous scrape: one turn that long held the thread",
    (t) => t.loopDelay.max,
  );
  new Counter({
    name: 'bluewater_thread_cpu_seconds_total',
    help: "CPU time each thread has used (main, render-N, pglite; Linux only). The process's CPU less their sum is V8's collector helpers and libuv's pool (compression)",
    labelNames: ['thread'] as const,
    registers: [registry],
    async collect() {
      // The thread's own total, not an increment: a replaced render thread starts again from 0, as a counter may.
      this.reset();
      for (const { thread, cpuSeconds } of (await snapshot()).threads) if (cpuSeconds !== undefined) this.inc({ thread }, cpuSeconds);
    },
  });
  new Gauge({
    name: 'bluewater_pglite_wasm_bytes',
    help: "Size of the embedded PostgreSQL's WebAssembly memory (it only grows; shared_buffers is part of it)",
    registers: [registry],
    async collect() {
      const { wasmBytes } = await snapshot();
      if (wasmBytes !== undefined) this.set(wasmBytes);
    },
  });
  new Gauge({
    name: 'bluewater_render_memo_bytes',
    help: 'Documents kept by the render memo, counted as UTF-16 (2 bytes a character, as it bounds them)',
    registers: [registry],
    collect() {
      if (sources.renderMemo) this.set(sources.renderMemo.bytes);
    },
  });
  new Gauge({
    name: 'bluewater_render_memo_entries',
    help: 'Documents kept by the render memo',
    registers: [registry],
    collect() {
      if (sources.renderMemo) this.set(sources.renderMemo.size);
    },
  });
  new Gauge({
    name: 'bluewater_page_data_cache_entries',
    help: 'API answers kept by the page data cache',
    registers: [registry],
    collect() {
      if (sources.pageData) this.set(sources.pageData.size);
    },
  });
  new Gauge({
    name: 'bluewater_catalog_details_kept',
    help: 'Boats whose page details (texts of every language, extras, reviews) the catalog keeps: at most CATALOG_DETAILS_KEPT',
    registers: [registry],
    collect() {
      if (sources.catalogDetails) this.set(sources.catalogDetails.size);
    },
  });
}
