import { getHeapStatistics } from 'node:v8';

// A thread's own heap figures (a V8 heap cannot be read from another thread): the render threads and the
// PGlite worker answer them when the metrics ask (server/metrics/memory-metrics.ts). Apart from prom-client,
// so the workers' bundles do not carry it.

/** A thread's V8 heap as v8.getHeapStatistics() sees it, in bytes. */
export interface ThreadHeap {
  /** What the heap holds from the system (its pages, used or not). */
  total: number;
  /** Live objects and garbage not yet collected. */
  used: number;
  /** Memory outside the heap that its objects hold (ArrayBuffers, Buffers; PGlite's WebAssembly memory). */
  external: number;
}

export function heapOfThisThread(): ThreadHeap {
  const h = getHeapStatistics();
  return { total: h.total_heap_size, used: h.used_heap_size, external: h.external_memory };
}
