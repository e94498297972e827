import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';

// The CVs of the join-us form (P1): written under DATA_DIR/cv with a random name, outside everything the
// site serves (/media serves DATA_DIR/media only), so a CV is never public; the office gets it attached to
// its copy of the application. Nothing refused is kept.

export interface StoredCv {
  /** The random file name under DATA_DIR/cv. */
  file: string;
  /** The type its content shows (never the name or the browser's claim). */
  type: CvType;
  bytes: number;
  /** The name it was sent with, for the office's copy only (never used on disk). */
  originalName: string;
}

const TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvType = (typeof TYPES)[keyof typeof TYPES];

export const cvDir = (dataDir: string) => resolve(dataDir, 'cv');

/** Writes an incoming file stream to a temporary file in DATA_DIR/cv; returns its path and size. */
export async function receiveCvStream(dataDir: string, stream: Readable): Promise<{ path: string; bytes: number }> {
  // Not a byte is read before the file is open (the stream waits, paused, while the folder is made).
  const dir = cvDir(dataDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  let bytes = 0;
  try {
    await pipeline(
      stream,
      async function* count(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path, { flags: 'wx', mode: 0o600 }),
    );
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return { path, bytes };
}

/**
 * Decides what a received file is by its content: a PDF, a Word document (.docx, or the old .doc inside
 * an OLE compound file that holds a WordDocument stream); anything else (a picture, an executable renamed
 * to cv.pdf, an Excel sheet in the same OLE container) is null.
 */
export async function cvTypeOf(path: string): Promise<CvType | null> {
  const found = await fileTypeFromFile(path);
  if (found?.ext === 'pdf') return TYPES.pdf;
  if (found?.ext === 'docx') return TYPES.docx;
  if (found?.ext === 'cfb' && (await readFile(path)).includes(WORD_STREAM)) return TYPES.doc;
  return null;
}

// The name of the main stream of a Word 97–2003 document, as an OLE directory entry stores it (UTF-16LE).
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

const EXTENSIONS: Record<CvType, string> = { [TYPES.pdf]: 'pdf', [TYPES.doc]: 'doc', [TYPES.docx]: 'docx' };

/** Gives an accepted temporary file its final random name. */
export async function keepCv(tempPath: string, type: CvType): Promise<string> {
  const file = `${randomUUID()}.${EXTENSIONS[type]}`;
  await rename(tempPath, join(resolve(tempPath, '..'), file));
  return file;
}

/** Removes a stored CV (its application was refused or dropped). */
export async function discardCv(dataDir: string, file: string): Promise<void> {
  await rm(join(cvDir(dataDir), file), { force: true });
}
