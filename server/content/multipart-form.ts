import busboy from 'busboy';
import type { Request } from 'express';
import { rm } from 'node:fs/promises';
import { CV_FIELD, CV_MAX_BYTES } from '../../src/contract/forms';
import { HttpError } from '../http-error';
import { cvTypeOf, keepCv, receiveCvStream, type StoredCv } from './cv-store';

// The join-us form as a browser posts it (multipart/form-data): text fields and at most one CV. Limits are
// enforced while the body streams in (busboy): a CV over 5 MB, too many or too long fields stop the
// request with 413, and whatever was written of a refused CV is deleted before the answer.

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  cv: StoredCv | null;
}

const LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 42, headerPairs: 40 };
const MAX_BODY_BYTES = CV_MAX_BYTES + 256 * 1024;
const CV_TOO_LARGE = 'The CV must be at most 5 MB';
export const CV_WRONG_TYPE = 'The CV must be a PDF or a Word document';

export async function readMultipartForm(req: Request, dataDir: string): Promise<MultipartForm> {
  if (req.is('multipart/form-data') !== 'multipart/form-data') {
    throw new HttpError(415, 'Content-Type must be multipart/form-data');
  }
  // A body announced larger than a full CV and its fields is refused before a byte of it is read.
  if (Number(req.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    throw new HttpError(413, CV_TOO_LARGE, { [CV_FIELD]: [CV_TOO_LARGE] });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: LIMITS });
  } catch {
    throw new HttpError(400, 'Malformed multipart body');
  }
  const fields: Record<string, string | string[]> = {};
  let upload: Promise<{ path: string; bytes: number; name: string } | null> = Promise.resolve(null);
  // The first limit broken decides the answer.
  const broken: { refusal: HttpError | null } = { refusal: null };
  const refuse = (error: HttpError) => void (broken.refusal ??= error);

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) return refuse(new HttpError(413, 'A field is too long'));
    const known = fields[name];
    fields[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  });
  parser.on('file', (name, stream, info) => {
    // A file input left empty still sends a part, with no name and no bytes.
    const filename = info.filename;
    if (name !== CV_FIELD || !filename) return void stream.resume();
    stream.on('limit', () => refuse(new HttpError(413, CV_TOO_LARGE, { [CV_FIELD]: [CV_TOO_LARGE] })));
    upload = receiveCvStream(dataDir, stream).then((file) => ({ ...file, name: filename }));
  });
  parser.on('partsLimit', () => refuse(new HttpError(413, 'Too many form fields')));
  parser.on('fieldsLimit', () => refuse(new HttpError(413, 'Too many form fields')));

  const done = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(new HttpError(400, 'Malformed multipart body')));
    req.on('aborted', () => reject(new HttpError(400, 'The upload was interrupted')));
  });
  req.pipe(parser);
  try {
    await done;
  } catch (err) {
    // Wait for the file even so, and delete what was written of it.
    const partial = await upload.catch(() => null);
    if (partial) await rm(partial.path, { force: true });
    throw err;
  }
  const received = await upload;
  if (broken.refusal || !received) {
    if (received) await rm(received.path, { force: true });
    if (broken.refusal) throw broken.refusal;
    return { fields, cv: null };
  }
  const type = await cvTypeOf(received.path);
  if (!type || received.bytes === 0) {
    await rm(received.path, { force: true });
    throw new HttpError(415, CV_WRONG_TYPE, { [CV_FIELD]: [CV_WRONG_TYPE] });
  }
  const file = await keepCv(received.path, type);
  return { fields, cv: { file, type, bytes: received.bytes, originalName: received.name.slice(0, 200) } };
}
