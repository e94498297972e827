import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { CV_EXTENSIONS, type CvType } from './cv-type';

// The CVs of the join-us form (P1): written under DATA_DIR/cv with a random name, outside everything the
// site serves (/media serves DATA_DIR/media only), so a CV is never public; the office gets it attached to
// its copy of the application. Nothing refused is kept, and nothing half-received either: an upload is a
// `.part` file until it is accepted, removed when it fails or its client goes, and at the next start if the
// process died while writing it.

export interface StoredCv {
  /** The random file name under DATA_DIR/cv. */
  file: string;
  /** The type its content shows (never the name or the browser's claim). */
  type: CvType;
  bytes: number;
  /** The name it was sent with, for the office's copy only (never used on disk). */
  originalName: string;
}

const PART = '.part';

export const cvDir = (dataDir: string) => resolve(dataDir, 'cv');

/**
 * Makes DATA_DIR/cv and removes the `.part` files a process that died mid-upload left in it. Run once when
 * the app is made, before it takes a request, so no upload of this process is in flight (and DATA_DIR is one
 * process's, docs/operations.md). Synchronous so that the folder exists before the first upload is piped into
 * it: nothing may be awaited between receiving a file stream and piping it (receiveCvStream).
 */
export function prepareCvDir(dataDir: string, logger: Logger): void {
  const dir = cvDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const leftovers = readdirSync(dir).filter((name) => name.endsWith(PART));
  for (const name of leftovers) rmSync(join(dir, name), { force: true });
  if (leftovers.length) logger.info({ files: leftovers.length }, 'removed partial CV uploads left by an earlier process');
}

/**
 * Writes an incoming file stream to a temporary file in DATA_DIR/cv; returns its path and size. A stream
 * that fails (the body ends inside the file, the client goes, the parser is stopped) rejects, and what was
 * written of it is removed.
 */
export async function receiveCvStream(dataDir: string, stream: Readable): Promise<{ path: string; bytes: number }> {
  // Piped before anything is awaited: the parser emits 'error' on this stream when the body ends inside
  // the file, and an 'error' nobody listens to ends the process (issue 25).
  const path = join(cvDir(dataDir), `${randomUUID()}${PART}`);
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  // The file is opened asynchronously: removing it before its stream has closed could race its creation.
  const closed = new Promise<void>((done) => file.once('close', () => done()));
  let bytes = 0;
  const written = pipeline(
    stream,
    async function* count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        yield chunk;
      }
    },
    file,
  );
  try {
    await written;
  } catch (err) {
    await closed;
    await rm(path, { force: true });
    throw err;
  }
  await closed;
  return { path, bytes };
}

/** Gives an accepted temporary file its final random name. */
export async function keepCv(tempPath: string, type: CvType): Promise<string> {
  const file = `${randomUUID()}.${CV_EXTENSIONS[type]}`;
  await rename(tempPath, join(resolve(tempPath, '..'), file));
  return file;
}

/** Removes a stored CV (its application was refused or dropped). */
export async function discardCv(dataDir: string, file: string): Promise<void> {
  await rm(join(cvDir(dataDir), file), { force: true });
}
