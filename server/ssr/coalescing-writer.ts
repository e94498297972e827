import { Writable } from 'node:stream';
import type { Response } from 'express';

// React writes a rendered shell to its destination in ~2 KB pieces and then calls flush(). Handed
// straight to the compression middleware, every piece becomes its own zlib job on the thread pool, and
// the event loop sits idle waiting for them (bench:ssr measured a third of its time idle). This collects
// the pieces of one flush and writes them to the response as one buffer.
export class CoalescingWriter extends Writable {
  private pending: Buffer[] = [];
  private readonly written: Buffer[] = [];

  /** `onComplete` receives the whole document once React has written all of it. */
  constructor(
    private readonly res: Response,
    private readonly onComplete?: (html: string) => void,
  ) {
    super();
    res.on('drain', () => this.emit('drain'));
    res.on('close', () => this.destroy());
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    callback();
  }

  /** React calls this after each batch of completed work: the moment to send what it wrote. */
  flush(): void {
    if (this.pending.length === 0) return;
    const body = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    this.pending = [];
    if (this.onComplete) this.written.push(body);
    this.res.write(body);
    (this.res as Response & { flush?: () => void }).flush?.();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.res.end();
    this.onComplete?.(Buffer.concat(this.written).toString('utf8'));
    callback();
  }
}
