import busboy from 'busboy';
import type { Request } from 'express';
import { readFile, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { CV_FIELD, CV_MAX_BYTES, CV_MAX_MIB } from '../../src/contract/forms';
import { HttpError } from '../http-error';
import { keepCv, receiveCvStream, type StoredCv } from './cv-store';
import { cvTypeOf } from './cv-type';

// The join-us form as a browser posts it (multipart/form-data): text fields and at most one CV. Limits are
// enforced while the body streams in (busboy): the first one broken (a CV over 5 MiB, a body longer than any
// allowed form, too many or too long fields) stops the parser at once with 413; a body that ends early or
// is malformed is a 400, and so is a client that goes away. Whatever was written of a refused CV is deleted
// before the answer (issue 25: nothing left behind, and no stream error without a listener to crash the
// process).

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  cv: StoredCv | null;
}

// busboy reports 'limit' when a file *reaches* fileSize: one byte more than the largest CV, so a CV of
// exactly CV_MAX_BYTES passes and one byte more does not.
const LIMITS = { fileSize: CV_MAX_BYTES + 1, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 42, headerPairs: 40 };
/** A full CV and its fields; anything longer (announced or counted) is refused. */
const MAX_BODY_BYTES = CV_MAX_BYTES + 256 * 1024;
const CV_TOO_LARGE = `The CV must be at most ${CV_MAX_MIB} MiB`;
const CV_WRONG_TYPE = 'The CV must be a PDF or a Word document';
const MALFORMED_BODY = 'Malformed multipart body';

const tooLarge = () => new HttpError(413, CV_TOO_LARGE, { [CV_FIELD]: [CV_TOO_LARGE] });

/** What the headers alone refuse (415, 413 by Content-Length): checked before a byte of the body is read. */
export function checkMultipartHeaders(req: Request): void {
  if (req.is('multipart/form-data') !== 'multipart/form-data') {
    throw new HttpError(415, 'Content-Type must be multipart/form-data');
  }
  if (Number(req.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
}

export async function readMultipartForm(req: Request, dataDir: string): Promise<MultipartForm> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: LIMITS });
  } catch {
    throw new HttpError(400, MALFORMED_BODY);
  }
  const fields: Record<string, string | string[]> = {};
  let upload: Promise<{ path: string; bytes: number; name: string } | null> = Promise.resolve(null);
  // The first refusal decides the answer. Stopping destroys the parser, which destroys the file stream
  // being written (so its .part file is removed), and drains the rest of the body unread, so the answer
  // reaches a client that is still sending.
  let failure: unknown = null;
  const stop = (reason: unknown) => {
    if (failure !== null) return;
    failure = reason;
    req.unpipe(parser);
    req.resume();
    // On the next tick: most refusals come from inside the parser's own events, and busboy goes on with
    // its state after emitting them (a parser destroyed under it throws).
    process.nextTick(() => parser.destroy());
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) return stop(new HttpError(413, 'A field is too long'));
    const known = fields[name];
    fields[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  });
  parser.on('file', (name, stream, info) => {
    const filename = info.filename;
    // A file input left empty still sends a part, with no name and no bytes. A part the form does not take
    // is skipped; if the body ends inside it, the parser reports that.
    if (name !== CV_FIELD || !filename) {
      stream.on('error', () => {});
      return void stream.resume();
    }
    stream.on('limit', () => stop(tooLarge()));
    upload = receiveCvStream(dataDir, stream).then(
      (file) => ({ ...file, name: filename }),
      // Failed because the parser stopped (its own reason stands), or on our side: a disk error, a 500.
      (err: unknown) => {
        if (!parser.destroyed) stop(err);
        return null;
      },
    );
  });
  parser.on('partsLimit', () => stop(new HttpError(413, 'Too many form fields')));
  parser.on('fieldsLimit', () => stop(new HttpError(413, 'Too many form fields')));
  // Counted here too, because a chunked body announces no length, and the parser reads past its limits
  // (whatever comes before the first boundary or after the last) without a word.
  let bodyBytes = 0;
  req.on('data', (chunk: Buffer) => {
    bodyBytes += chunk.length;
    if (bodyBytes > MAX_BODY_BYTES) stop(tooLarge());
  });
  // A client that goes away mid-body never ends it: without this the parser (and the file) would wait forever.
  req.once('close', () => {
    if (!req.complete) stop(new HttpError(400, 'The upload was interrupted'));
  });
  const parsed = finished(parser).then(
    () => true,
    () => false,
  );
  req.pipe(parser);

  const complete = await parsed;
  const received = await upload;
  if (failure || !complete) {
    if (received) await rm(received.path, { force: true });
    throw failure ?? new HttpError(400, MALFORMED_BODY);
  }
  if (!received) return { fields, cv: null };
  const type = received.bytes > 0 ? await cvTypeOf(await readFile(received.path)) : null;
  if (!type) {
    await rm(received.path, { force: true });
    throw new HttpError(415, CV_WRONG_TYPE, { [CV_FIELD]: [CV_WRONG_TYPE] });
  }
  const file = await keepCv(received.path, type);
  return { fields, cv: { file, type, bytes: received.bytes, originalName: received.name.slice(0, 200) } };
}
