import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { PipeableStream } from 'react-dom/server';
import type { RenderFn } from './render-page';
import type { RenderReply, RenderRequest, RenderThreadError } from './render-thread-protocol';
import type { RenderOptions } from '../../src/entry-server';
import type { ThreadReading } from '../metrics/memory-metrics';

// Pages rendered on worker threads (docs/decisions/029). Under mixed traffic React's rendering was about
// 45 % of the main thread's busy time while the second core sat mostly idle; here the main thread keeps
// HTTP, the loaders, serialising the state and compression, and hands each render to the least busy thread.
// The RenderFn it returns behaves as entry-server's: onReady gives a stream to pipe, abort() stops it.

export interface RenderPool {
  render: RenderFn;
  /** Renders under way (tests and metrics). */
  readonly inFlight: number;
  /** Each running thread's heap, loop delay and CPU time (render-1, render-2…), as the thread answers them (server/metrics/memory-metrics.ts). */
  memory(): Promise<ThreadReading[]>;
  close(): Promise<void>;
}

interface Job {
  options: RenderOptions;
  thread: Thread;
  dest?: Writable & { flush?: () => void };
  /** Chunks that came before the page handler piped the stream. */
  early: Buffer[];
  ready: boolean;
  ended: boolean;
}

interface Thread {
  /** render-1, render-2…: a thread started in place of one that stopped takes its name. */
  name: string;
  worker: Worker;
  jobs: Set<number>;
}

/** The built worker beside this bundle (dist/server/render-worker.js), or one folder up from dist/server/chunks. */
function renderWorkerScript(): URL {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'render-worker.js'),
    join(here, '..', 'render-worker.js'),
    join(here, '..', '..', 'dist', 'server', 'render-worker.js'),
  ];
  const built = candidates.find((file) => existsSync(file));
  if (!built) throw new Error(`The render worker is missing from the build (looked for ${candidates.join(', ')}): run npm run build`);
  return pathToFileURL(built);
}

const toError = (e: RenderThreadError) => Object.assign(new Error(e.message), { name: e.name, stack: e.stack });

export async function startRenderPool({
  threads,
  logger,
  script = renderWorkerScript(),
}: {
  threads: number;
  logger: Logger;
  script?: URL;
}): Promise<RenderPool> {
  const jobs = new Map<number, Job>();
  const pool: Thread[] = [];
  let nextId = 1;
  let closing = false;
  /** Readings asked and waiting for their thread's answer, by their own ids. */
  const readingAsked = new Map<number, { thread: Thread; answer(reply: Extract<RenderReply, { type: 'memory' }>): void }>();
  let nextReadingId = 1;

  const finish = (id: number) => {
    const job = jobs.get(id);
    jobs.delete(id);
    job?.thread.jobs.delete(id);
    return job;
  };

  const onReply = (reply: RenderReply) => {
    if (reply.type === 'started') return;
    if (reply.type === 'memory') {
      readingAsked.get(reply.id)?.answer(reply);
      readingAsked.delete(reply.id);
      return;
    }
    const job = jobs.get(reply.id);
    if (!job) return; // aborted, or its thread was replaced
    switch (reply.type) {
      case 'ready':
        job.ready = true;
        job.options.onReady(streamOf(reply.id, job));
        return;
      case 'chunk': {
        const data = Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
        if (!job.dest) return void job.early.push(data);
        if (job.dest.destroyed) {
          // The visitor left: stop rendering for nobody.
          job.thread.worker.postMessage({ type: 'abort', id: reply.id } satisfies RenderRequest);
          return void finish(reply.id);
        }
        job.dest.write(data);
        job.dest.flush?.();
        return;
      }
      case 'end':
        finish(reply.id);
        job.ended = true;
        if (job.dest && !job.dest.destroyed) job.dest.end();
        return;
      case 'shell-error':
        finish(reply.id);
        job.options.onShellError(toError(reply.error));
        return;
      case 'error':
        job.options.onError(toError(reply.error));
        return;
    }
  };

  function streamOf(id: number, job: Job): PipeableStream {
    return {
      pipe<T extends NodeJS.WritableStream>(destination: T): T {
        const dest = destination as unknown as NonNullable<Job['dest']>;
        job.dest = dest;
        for (const data of job.early.splice(0)) dest.write(data);
        if (job.ended) dest.end();
        else dest.flush?.();
        return destination;
      },
      abort() {
        if (jobs.has(id)) job.thread.worker.postMessage({ type: 'abort', id } satisfies RenderRequest);
      },
    };
  }

  /** A thread that dies takes its renders with it: each fails (or ends cut short) and a new thread takes its place. */
  function lost(thread: Thread, err: Error) {
    const index = pool.indexOf(thread);
    if (index >= 0) pool.splice(index, 1);
    // Its heap questions are never answered (the metrics stop waiting for them): forget them.
    for (const [id, asked] of readingAsked) if (asked.thread === thread) readingAsked.delete(id);
    for (const id of [...thread.jobs]) {
      const job = finish(id);
      if (!job) continue;
      if (!job.ready) job.options.onShellError(err);
      else {
        job.options.onError(err);
        if (job.dest && !job.dest.destroyed) job.dest.end();
      }
    }
    if (!closing) {
      logger.error({ err }, 'A render thread stopped; starting another');
      void spawn(thread.name).then(
        (t) => pool.push(t),
        (e: unknown) => logger.error({ err: e }, 'Starting a render thread failed'),
      );
    }
  }

  async function spawn(name: string): Promise<Thread> {
    const worker = new Worker(script);
    const thread: Thread = { name, worker, jobs: new Set() };
    await new Promise<void>((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      const exited = (code: number) => reject(new Error(`The render thread exited with code ${code} before it started`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.once('message', (m: RenderReply) => {
        worker.off('error', failed);
        worker.off('exit', exited);
        if (m.type === 'started') resolve();
        else reject(new Error(`The render thread's first message was ${m.type}`));
      });
    });
    worker.on('message', onReply);
    worker.on('error', (err) => lost(thread, err));
    worker.on('exit', (code) => lost(thread, new Error(`The render thread exited with code ${code}`)));
    return thread;
  }

  pool.push(...(await Promise.all(Array.from({ length: threads }, (_, i) => spawn(`render-${i + 1}`)))));

  const render: RenderFn = (options) => {
    const thread = pool.reduce<Thread | undefined>((best, t) => (!best || t.jobs.size < best.jobs.size ? t : best), undefined);
    const id = nextId++;
    const job: Job = { options, thread: thread!, early: [], ready: false, ended: false };
    if (!thread) {
      queueMicrotask(() => options.onShellError(new Error('No render thread is running')));
      return streamOf(id, job);
    }
    jobs.set(id, job);
    thread.jobs.add(id);
    const lang = options.state.lang;
    thread.worker.postMessage({
      type: 'render',
      id,
      url: options.url,
      lang,
      stateJson: options.stateJson,
      nonce: options.nonce,
      startScript: options.startScript,
      waitForAll: options.waitForAll,
    } satisfies RenderRequest);
    return streamOf(id, job);
  };

  return {
    render,
    get inFlight() {
      return jobs.size;
    },
    memory() {
      return Promise.all(
        pool.map(
          (thread) =>
            new Promise<ThreadReading>((resolve) => {
              const id = nextReadingId++;
              readingAsked.set(id, {
                thread,
                answer: ({ heap, loopDelay, cpuSeconds }) => resolve({ thread: thread.name, heap, loopDelay, cpuSeconds }),
              });
              thread.worker.postMessage({ type: 'memory', id } satisfies RenderRequest);
            }),
        ),
      );
    },
    async close() {
      closing = true;
      await Promise.all(pool.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
