import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { PipeableStream } from 'react-dom/server';
import { render } from '../../src/entry-server';
import { appStateOf, type DocumentState } from '../../src/contract/app-state';
import { createServerI18n } from '../i18n';
import { cpuOfThisThread } from '../metrics/thread-cpu';
import { heapOfThisThread } from '../metrics/thread-heap';
import { watchLoopDelay } from '../metrics/thread-loop-delay';
import type { RenderReply, RenderRequest, RenderThreadError } from './render-thread-protocol';

// A render thread (docs/decisions/029): React renders pages here while the main thread serves HTTP, runs
// the loaders and compresses. It holds its own texts (the same locale files) and sends each flush of
// React's stream back as one message, so the main thread writes it as it would have written its own.
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (server/ssr/render-pool.ts)');

const i18n = await createServerI18n();
const streams = new Map<number, PipeableStream>();
const post = (reply: RenderReply) => port.postMessage(reply);
const loopDelay = watchLoopDelay();
const serialize = (err: unknown): RenderThreadError =>
  err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { name: 'Error', message: String(err) };

/** Collects React's writes and posts them as one chunk on each flush, as CoalescingWriter does in-thread. */
class PostingWriter extends Writable {
  private pending: Buffer[] = [];
  constructor(private readonly id: number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    callback();
  }
  flush(): void {
    if (this.pending.length === 0) return;
    const data = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    this.pending = [];
    post({ type: 'chunk', id: this.id, data });
  }
  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    streams.delete(this.id);
    post({ type: 'end', id: this.id });
    callback();
  }
}

type RenderMessage = Extract<RenderRequest, { type: 'render' }>;

/** Renders received and not yet begun, and whether the page handler gave up on one meanwhile. */
const waiting = new Map<number, { aborted: boolean }>();

// Each render begins on the loop's next turn, never in the message handler itself (issue 31). Node reads a
// port's messages one after another as long as more arrive, and under a steady stream of pages more always
// arrive: rendering inside the handler kept the thread in one turn of its loop for seconds. React keeps every
// finished render until an immediate it scheduled runs, and immediates wait for the loop's next turn, so the
// thread held hundreds of finished pages (140 MiB live after a full collection at 1,500 boats, the whole
// process at 600 MiB). Here a turn reads the messages that came and renders them, and the next turn lets
// their pages go. bluewater_thread_event_loop_delay_max_seconds{thread="render-N"} shows a turn that runs long.
port.on('message', (message: RenderRequest) => {
  if (message.type === 'abort') {
    const before = waiting.get(message.id);
    if (before) before.aborted = true;
    else streams.get(message.id)?.abort();
    return;
  }
  if (message.type === 'memory') {
    post({ type: 'memory', id: message.id, heap: heapOfThisThread(), loopDelay: loopDelay(), cpuSeconds: cpuOfThisThread() });
    return;
  }
  waiting.set(message.id, { aborted: false });
  setImmediate(begin, message);
});

function begin(message: RenderMessage): void {
  const { id } = message;
  const aborted = waiting.get(id)?.aborted === true;
  waiting.delete(id);
  let failed = false;
  try {
    const stream = render({
      url: message.url,
      state: appStateOf(JSON.parse(message.stateJson) as DocumentState),
      stateJson: message.stateJson,
      i18n: i18n.forLanguage(message.lang),
      nonce: message.nonce,
      startScript: message.startScript,
      waitForAll: message.waitForAll,
      onReady(ready) {
        post({ type: 'ready', id });
        ready.pipe(new PostingWriter(id));
      },
      onShellError(error) {
        failed = true;
        streams.delete(id);
        post({ type: 'shell-error', id, error: serialize(error) });
      },
      onError(error) {
        post({ type: 'error', id, error: serialize(error) });
      },
    });
    if (failed) return;
    streams.set(id, stream);
    // Aborted before it began: React ends it as it would any render aborted before its shell (onShellError).
    if (aborted) stream.abort();
  } catch (error) {
    post({ type: 'shell-error', id, error: serialize(error) });
  }
}
post({ type: 'started' });
