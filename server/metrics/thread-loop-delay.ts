import { createHistogram } from 'node:perf_hooks';

// How late a thread's event loop ran (issue 31). A render thread once stayed in one turn of its loop for
// seconds while pages kept arriving (docs/decisions/029, 2026-11-28 addendum); its heap grew, but only a
// heap snapshot told why. Each thread (main, the render threads, the PGlite worker) times its own, since a
// loop's delay can only be timed from inside it. Apart from prom-client, so the workers' bundles do not carry it.

/** A thread's event loop delay since the previous reading, in seconds. */
export interface LoopDelay {
  p99: number;
  max: number;
}

/** How often the loop is timed, as prom-client times the main thread's. */
const EVERY_MS = 10;

/**
 * Starts timing this thread's event loop; each call of the reader answers the delay since the reading
 * before and starts afresh. A timer of its own rather than perf_hooks.monitorEventLoopDelay: that one drops
 * the first interval after each reset, so a long turn begun in the turn that read it (a scrape answered in
 * the middle of a busy stretch) was never counted. Here it is counted in the next reading.
 */
export function watchLoopDelay(): () => LoopDelay {
  const histogram = createHistogram();
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    histogram.record(Math.max(1, Math.round((now - last - EVERY_MS) * 1e6)));
    last = now;
  }, EVERY_MS).unref();
  return () => {
    const delay = histogram.count === 0 ? { p99: 0, max: 0 } : { p99: histogram.percentile(99) / 1e9, max: histogram.max / 1e9 };
    histogram.reset();
    return delay;
  };
}
