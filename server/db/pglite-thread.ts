import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type {
  QueryResult,
  RowMode,
  SerializedError,
  WorkerNotification,
  WorkerOptions,
  WorkerRequest,
  WorkerResponse,
  WorkerReading,
  WorkerStarted,
} from './pglite-protocol';

// The main thread's side of the PGlite worker (server/db/pglite-worker.ts, docs/decisions/017): a client
// with the two methods Drizzle's PGlite driver calls, `query` and `transaction`, each sent as a message.

interface PgliteQueryable {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult>;
}

export interface PgliteThread extends PgliteQueryable {
  transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  /** Calls `callback` with each NOTIFY payload on `channel`, in the order the statements committed. */
  listen(channel: string, callback: (payload: string) => void): Promise<void>;
  /** The worker's V8 heap, loop delay, CPU time and PostgreSQL's WebAssembly memory (server/metrics/memory-metrics.ts). */
  memory(): Promise<WorkerReading>;
  close(): Promise<void>;
}

/**
 * The worker's V8 young generation. Its JavaScript is little more than each answer's rows on their way to
 * the main thread, short-lived and small; V8's default let that space grow to tens of megabytes it then kept
 * (issue 31: about 15 MiB less resident with this, docs/decisions/052).
 */
const YOUNG_GENERATION_MB = 4;

/**
 * How far V8 lets a heap grow past what its last full collection kept, in percent, in a process that holds
 * the embedded database: that is the small server (issue 31: ≤ 512 MiB at 1,500 boats). V8's own factor,
 * up to 4× for a busy heap, left the main thread's heap at twice its live size; 30 % took the process from
 * 630–690 to about 535 MiB after bench:mix, with mixed req/s no lower in the same run (docs/decisions/052).
 * The flag is read at each collection, by every thread's heap, so it holds though set after start.
 */
const HEAP_GROWING_PERCENT = 30;

/** A request before it is given its id (Omit over each member of the union, not over the union). */
type Call = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function deserializeError(error: SerializedError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

/**
 * How to start the worker: from the build, the bundled `pglite-worker.js` beside this module's bundle (or
 * one folder up when this code sits in dist/server/chunks); from the sources (tsx, vitest), the TypeScript
 * file through tsx's loader, which a worker does not inherit from its parent.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = import.meta.resolve('tsx/esm/api');
    const source = join(dirname(here), 'pglite-worker.ts');
    return {
      script: `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`,
      eval: true,
    };
  }
  const candidates = [join(dirname(here), 'pglite-worker.js'), join(dirname(here), '..', 'pglite-worker.js')];
  const built = candidates.find((file) => existsSync(file));
  if (!built) throw new Error(`The PGlite worker is missing from the build (looked for ${candidates.join(' and ')}): run npm run build`);
  return { script: pathToFileURL(built), eval: false };
}

/** Starts a worker thread that opens PGlite on `dataDir` (from `dump` when given); resolves once the database is open. */
export async function startPgliteThread(dataDir: string, dump?: string): Promise<PgliteThread> {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const { script, eval: isEval } = workerScript();
  const worker = new Worker(script, {
    eval: isEval,
    workerData: { dataDir, dump } satisfies WorkerOptions,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let closed: Error | undefined;

  // The worker keeps the process alive only while a call waits for it: an idle open database must not
  // stop a script from ending, and a pending query must not be cut off by the process exiting.
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };
  const failAll = (err: Error) => {
    closed = err;
    for (const id of [...pending.keys()]) settle(id)?.reject(err);
  };

  await new Promise<void>((resolve, reject) => {
    const started = (message: WorkerStarted) => {
      stop();
      if (message.started) resolve();
      else reject(deserializeError(message.error));
    };
    const failed = (err: Error) => {
      stop();
      reject(err);
    };
    const exited = (code: number) => failed(new Error(`The PGlite worker exited with code ${code} before the database opened`));
    const stop = () => {
      worker.off('message', started);
      worker.off('error', failed);
      worker.off('exit', exited);
    };
    worker.on('message', started);
    worker.on('error', failed);
    worker.on('exit', exited);
  });
  worker.unref();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (message: WorkerResponse | WorkerNotification) => {
    if ('notification' in message) {
      for (const listener of listeners.get(message.notification.channel) ?? []) listener(message.notification.payload);
      return;
    }
    const entry = settle(message.id);
    if (message.ok) entry?.resolve(message.result);
    else entry?.reject(deserializeError(message.error));
  });
  // The message matches what PGlite itself throws once closed, which server/db/unavailable.ts maps to 503.
  worker.on('error', (err) => failAll(new Error(`PGlite is closed: its worker failed (${err.message})`, { cause: err })));
  worker.on('exit', () => failAll(new Error('PGlite is closed')));

  function call(request: Call): Promise<unknown> {
    if (closed) return Promise.reject(closed);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  const queryIn =
    (tx?: number) =>
    (sql: string, params: unknown[] = [], options: { rowMode?: RowMode } = {}) =>
      call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }) as Promise<QueryResult>;

  return {
    query: queryIn(),
    async transaction(callback) {
      const tx = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await callback({ query: queryIn(tx) });
      } catch (err) {
        await call({ op: 'rollback', tx }).catch(() => {});
        throw err;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async listen(channel, callback) {
      const known = listeners.get(channel);
      if (known) {
        known.add(callback);
        return;
      }
      listeners.set(channel, new Set([callback]));
      await call({ op: 'listen', channel });
    },
    memory: () => call({ op: 'memory' }) as Promise<WorkerReading>,
    async close() {
      if (closed) return;
      await call({ op: 'close' });
      closed = new Error('PGlite is closed');
      await worker.terminate();
    },
  };
}
