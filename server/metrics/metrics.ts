import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerMemoryGauges, type MemorySources } from './memory-metrics';

/** What the pool reports about itself (pg.Pool's counters). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

// Seconds, from a cached page (a few ms) to the render and API deadlines (5–10 s).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

// One registry per app (not prom-client's global one): tests build many apps in one process, and a
// metric name can be registered once per registry. Label values are route ids and statuses, never raw
// paths, so the number of series stays bounded whatever clients send.
export function createMetrics() {
  const registry = new Registry();
  let pool: PoolCounts | undefined;
  let poolMax = 0;
  const memory: MemorySources = {};
  registerMemoryGauges(registry, memory);

  const httpDuration = new Histogram({
    name: 'bluewater_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by route id and status (aborted: the client left first)',
    labelNames: ['route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: 'bluewater_render_duration_seconds',
    help: 'React render of a page until its shell is ready to stream (after its data is loaded), by route id',
    labelNames: ['route', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'bluewater_db_query_duration_seconds',
    help: 'Database statement time as the driver sees it (PostgreSQL: after a pool connection was obtained)',
    labelNames: ['engine', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const pageDataCache = new Counter({
    name: 'bluewater_page_data_cache_requests_total',
    help: 'Public API reads by page loaders: answered from the page data cache (hit) or by the API (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const uncaughtErrors = new Counter({
    name: 'bluewater_uncaught_errors_total',
    help: 'Errors that escaped every handler (exception) or promises rejected with none (rejection); each is a bug, the server went on',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'bluewater_db_pool_connections',
    help: 'PostgreSQL pool connections by state (busy: running a statement or held by a transaction)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'bluewater_db_pool_waiting_requests',
    help: 'Requests waiting for a PostgreSQL pool connection (above 0 for long: the pool is too small or the database slow)',
    registers: [registry],
    collect() {
      if (pool) this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'bluewater_db_pool_max_connections',
    help: 'DATABASE_POOL_SIZE: the most connections the pool opens',
    registers: [registry],
    collect() {
      if (pool) this.set(poolMax);
    },
  });

  return {
    registry,
    httpDuration,
    renderDuration,
    queryDuration,
    pageDataCache,
    uncaughtErrors,
    /** The PostgreSQL pool whose usage is reported (PGlite has none). */
    watchPool(counts: PoolCounts, max: number) {
      pool = counts;
      poolMax = max;
    },
    /** Adds what the memory gauges read (server/metrics/memory-metrics.ts): threads and caches, each given by its owner. */
    watchMemory(sources: MemorySources) {
      Object.assign(memory, sources);
    },
    /** Process figures (CPU, memory, event loop delay, GC): only where the metrics are served. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
