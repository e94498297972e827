// The messages between the page handler's thread and a render thread (server/ssr/render-worker.ts,
// docs/decisions/029). Types only: both sides import it and nothing of it is left in the build.
import type { LanguageCode } from '../../src/contract/languages';
import type { ThreadHeap } from '../metrics/thread-heap';
import type { LoopDelay } from '../metrics/thread-loop-delay';

export type RenderRequest =
  | {
      type: 'render';
      id: number;
      url: string;
      lang: LanguageCode;
      /** The state as the page carries it (serializeForScript): parsed in the render thread, not copied as objects, and sent once. */
      stateJson: string;
      nonce: string;
      startScript: string;
      waitForAll: boolean;
    }
  | { type: 'abort'; id: number }
  /** The thread's V8 heap, loop delay and CPU time, for the metrics (its own id space: answered by a 'memory' reply with the same id). */
  | { type: 'memory'; id: number };

/** An error as it crosses the thread boundary (structured clone would keep only message and stack). */
export interface RenderThreadError {
  name: string;
  message: string;
  stack?: string;
}

export type RenderReply =
  | { type: 'started' }
  /** The shell (or, for crawlers, the whole document) is ready: chunks follow. */
  | { type: 'ready'; id: number }
  /** What React wrote between two of its flushes. */
  | { type: 'chunk'; id: number; data: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'shell-error'; id: number; error: RenderThreadError }
  /** A boundary fell back to client rendering (React's onError): the document still completes. */
  | { type: 'error'; id: number; error: RenderThreadError }
  | { type: 'memory'; id: number; heap: ThreadHeap; loopDelay: LoopDelay; cpuSeconds: number | undefined };
