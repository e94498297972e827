import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cpuOfThisThread } from '../metrics/thread-cpu';
import { heapOfThisThread } from '../metrics/thread-heap';
import { watchLoopDelay } from '../metrics/thread-loop-delay';
import type {
  QueryResult,
  SerializedError,
  WorkerNotification,
  WorkerOptions,
  WorkerRequest,
  WorkerResponse,
  WorkerReading,
  WorkerStarted,
} from './pglite-protocol';

// The thread that owns the embedded database (docs/decisions/017). PGlite runs PostgreSQL as WebAssembly
// on the thread that calls it, so a query of 40 ms is 40 ms in which that thread does nothing else; here
// it is this thread, and the server's event loop stays free for health checks, signals, files and
// rendering. Requests arrive by message (server/db/pglite-thread.ts), each answered with its id. This file
// is a build entry of its own (vite.config.ts) and imports nothing of the server but types and the few
// lines that read a thread's heap and loop delay (server/metrics/thread-heap.ts, thread-loop-delay.ts).

const port = parentPort!;
const { dataDir, dump } = workerData as WorkerOptions;
const loopDelay = watchLoopDelay();

const keepText = (value: string) => value;
// The values Drizzle's PGlite driver keeps as PostgreSQL prints them (it passes these parsers with every
// query; functions cannot cross a thread, so they are applied here): dates stay 'YYYY-MM-DD' (§9),
// timestamps and intervals strings, and so do their arrays (1182 date[], 1115 timestamp[], 1185
// timestamptz[], 1187 interval[], 1231 numeric[]).
const PARSERS = Object.fromEntries(
  [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, 1182, 1115, 1185, 1187, 1231].map((oid) => [oid, keepText]),
);

// PostgreSQL's own page cache, inside the WebAssembly memory, which never gives memory back: PGlite's 128 MB
// default was most of the worker's resident size once touched. The database files are read through Node's
// file system, so the operating system's cache keeps them warm beside this (docs/decisions/052).
const SHARED_BUFFERS = '16MB';

/** Thrown inside PGlite's transaction callback when the main thread asks for a rollback. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  finished: Promise<unknown>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: err.message, stack: err.stack, fields };
}

/**
 * Opens a transaction and answers its id once BEGIN has run. PGlite holds its transaction lock until the
 * callback returns, so queries without the id wait for COMMIT or ROLLBACK, as they would on the main thread.
 */
function begin(pg: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise((started, failed) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const finished = pg.transaction(async (tx) => {
      transactions.set(id, { tx, decide, finished });
      started(id);
      if (!(await decided)) throw ROLLBACK;
    });
    // Before the callback ran (BEGIN itself failed) nobody else will hear of the failure.
    finished.catch((err: unknown) => {
      if (!transactions.has(id)) failed(err);
    });
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  open.decide(commit);
  try {
    await open.finished;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  } finally {
    transactions.delete(id);
  }
}

async function query(pg: PGlite, request: Extract<WorkerRequest, { op: 'query' }>): Promise<QueryResult> {
  const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
  if (!target) throw new Error(`No open transaction ${request.tx}`);
  const { rows, affectedRows, fields } = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers: PARSERS });
  return { rows, affectedRows, fields };
}

/** PGlite keeps its Emscripten module to itself; its memory size is read for the metrics only. */
function wasmBytes(pg: PGlite): number {
  return (pg as unknown as { mod?: { HEAPU8: Uint8Array } }).mod?.HEAPU8.length ?? 0;
}

async function handle(pg: PGlite, request: WorkerRequest): Promise<QueryResult | WorkerReading | number | undefined> {
  switch (request.op) {
    case 'listen':
      // PGlite calls back while it reads the committing statement's answer, so the notice is posted before it.
      await pg.listen(request.channel, (payload) =>
        port.postMessage({ notification: { channel: request.channel, payload } } satisfies WorkerNotification),
      );
      return undefined;
    case 'query':
      return query(pg, request);
    case 'begin':
      return begin(pg);
    case 'commit':
    case 'rollback':
      await end(request.tx, request.op === 'commit');
      return undefined;
    case 'memory':
      return { heap: heapOfThisThread(), wasmBytes: wasmBytes(pg), loopDelay: loopDelay(), cpuSeconds: cpuOfThisThread() };
    case 'close':
      await pg.close();
      return undefined;
  }
}

try {
  const pg = await PGlite.create(dataDir, {
    ...(dump && { loadDataDir: new Blob([readFileSync(dump)]) }),
    extensions: { btree_gist },
    parsers: { [types.DATE]: keepText },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  // Every message is handled as it arrives, not one after another: a transaction's own queries must reach
  // PGlite while other queries wait for its lock.
  port.on('message', (request: WorkerRequest) => {
    handle(pg, request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerResponse),
      (err: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(err) } satisfies WorkerResponse),
    );
  });
  port.postMessage({ started: true } satisfies WorkerStarted);
} catch (err) {
  port.postMessage({ started: false, error: serializeError(err) } satisfies WorkerStarted);
}
