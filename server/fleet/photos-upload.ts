import busboy from 'busboy';
import type { Request } from 'express';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { HttpError } from '../http-error';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MAX_MIB, PHOTOS_PER_UPLOAD } from '../../src/contract/operator-photos-limits';

// Issue 27: the photos of one upload (multipart/form-data, field "photos", several files), each written to
// a temporary folder as it streams in, so memory holds none of them whole. Limits hold while the body
// streams (busboy, as the join-us form's CV in server/content/multipart-form.ts): the first broken stops
// the parser with 413; a body that ends early or is malformed is a 400. The caller removes the folder.

/** A multipart request handed to the upload endpoint, read only once the caller and the boat have passed. */
export class PhotoUploadRequest {
  constructor(readonly req: Request) {}
}

interface ReceivedPhoto {
  path: string;
  /** The file's name as sent (for messages only, never for its type). */
  name: string;
  bytes: number;
}

export interface ReceivedPhotos {
  dir: string;
  photos: ReceivedPhoto[];
}

const LIMITS = { fileSize: PHOTO_MAX_BYTES + 1, files: PHOTOS_PER_UPLOAD, fields: 5, fieldSize: 1024, parts: PHOTOS_PER_UPLOAD + 5 };
const MAX_BODY_BYTES = PHOTOS_PER_UPLOAD * (PHOTO_MAX_BYTES + 64 * 1024);
const field = (message: string) => ({ [PHOTO_FIELD]: [message] });
const tooLarge = (name: string) =>
  new HttpError(
    413,
    `${name}: a photo must be at most ${PHOTO_MAX_MIB} MiB`,
    field(`${name}: a photo must be at most ${PHOTO_MAX_MIB} MiB`),
  );
const TOO_MANY = `At most ${PHOTOS_PER_UPLOAD} photos at once`;
const MALFORMED = 'Malformed multipart body';

/** What the headers alone refuse, before a byte of the body is read. */
function checkUploadHeaders(req: Request): void {
  if (req.is('multipart/form-data') !== 'multipart/form-data') throw new HttpError(415, 'Content-Type must be multipart/form-data');
  if (Number(req.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, TOO_MANY, field(TOO_MANY));
}

export async function receivePhotos(req: Request): Promise<ReceivedPhotos> {
  checkUploadHeaders(req);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: LIMITS });
  } catch {
    throw new HttpError(400, MALFORMED);
  }
  const dir = await mkdtemp(join(tmpdir(), 'bw-photos-'));
  const photos: ReceivedPhoto[] = [];
  const writes: Promise<unknown>[] = [];
  let failure: unknown = null;
  // The first refusal decides the answer; the rest of the body is drained unread, so the answer reaches a
  // client that is still sending (see multipart-form.ts).
  const stop = (reason: unknown) => {
    if (failure !== null) return;
    failure = reason;
    req.unpipe(parser);
    req.resume();
    process.nextTick(() => parser.destroy());
  };

  parser.on('file', (name, stream, info) => {
    if (name !== PHOTO_FIELD || !info.filename) {
      stream.on('error', () => {});
      return void stream.resume();
    }
    const photo: ReceivedPhoto = { path: join(dir, String(photos.length)), name: info.filename.slice(0, 120), bytes: 0 };
    photos.push(photo);
    stream.on('data', (chunk: Buffer) => (photo.bytes += chunk.length));
    stream.on('limit', () => stop(tooLarge(photo.name)));
    writes.push(pipeline(stream, createWriteStream(photo.path)).catch((err: unknown) => (parser.destroyed ? null : stop(err))));
  });
  parser.on('filesLimit', () => stop(new HttpError(413, TOO_MANY, field(TOO_MANY))));
  parser.on('partsLimit', () => stop(new HttpError(413, TOO_MANY, field(TOO_MANY))));
  parser.on('fieldsLimit', () => stop(new HttpError(413, 'Too many form fields')));
  let bodyBytes = 0;
  req.on('data', (chunk: Buffer) => {
    bodyBytes += chunk.length;
    if (bodyBytes > MAX_BODY_BYTES) stop(new HttpError(413, TOO_MANY, field(TOO_MANY)));
  });
  req.once('close', () => {
    if (!req.complete) stop(new HttpError(400, 'The upload was interrupted'));
  });
  const complete = finished(parser).then(
    () => true,
    () => false,
  );
  req.pipe(parser);
  const parsed = await complete;
  await Promise.all(writes);
  if (failure || !parsed) {
    await rm(dir, { recursive: true, force: true });
    throw failure ?? new HttpError(400, MALFORMED);
  }
  const empty = photos.find((p) => p.bytes === 0);
  if (photos.length === 0 || empty) {
    await rm(dir, { recursive: true, force: true });
    const message = empty ? `${empty.name}: the file is empty` : 'Choose at least one photo';
    throw new HttpError(422, message, field(message));
  }
  return { dir, photos };
}
