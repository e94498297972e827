// The messages between the main thread and the PGlite worker (server/db/pglite-worker.ts). Types only:
// both sides import it, and nothing of it is left in the build, so the worker bundles alone.
import type { ThreadHeap } from '../metrics/thread-heap';
import type { LoopDelay } from '../metrics/thread-loop-delay';

export type RowMode = 'object' | 'array';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'memory' }
  | { id: number; op: 'close' };

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** An error as it crosses the thread boundary: structured clone keeps only an Error's message and stack. */
export interface SerializedError {
  message: string;
  stack?: string;
  /** PostgreSQL's fields (code = SQLSTATE, constraint, detail…), as PGlite's DatabaseError carries them. */
  fields: Record<string, string | number | undefined>;
}

/** The worker's memory, loop delay and CPU time, for the metrics (server/metrics/memory-metrics.ts). */
export interface WorkerReading {
  heap: ThreadHeap;
  /** PostgreSQL's WebAssembly memory: it only grows, and holds shared_buffers. */
  wasmBytes: number;
  /** How late the worker's event loop ran since the previous question. */
  loopDelay: LoopDelay;
  /** The worker's CPU time in seconds (undefined where the system does not tell it). */
  cpuSeconds: number | undefined;
}

export type WorkerResponse =
  { id: number; ok: true; result?: QueryResult | WorkerReading | number } | { id: number; ok: false; error: SerializedError };

/** A NOTIFY on a channel the worker listens to; posted before the answer of the statement that committed it. */
export interface WorkerNotification {
  notification: { channel: string; payload: string };
}

/** The first message of a worker: the database is open, or why it could not be. */
export type WorkerStarted = { started: true } | { started: false; error: SerializedError };

export interface WorkerOptions {
  /** PGlite's data directory, or 'memory://'. */
  dataDir: string;
  /** A file written by PGlite's dumpDataDir to start from, instead of an empty cluster (DatabaseOptions.pgliteDump). */
  dump?: string;
}
