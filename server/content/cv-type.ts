import { fileTypeFromBuffer } from 'file-type';
import { fromBufferPromise } from 'yauzl';

// What a CV is, decided by its content: never by its name or the browser's claim (docs/decisions/023). The
// leading bytes name a candidate; its structure must then hold, because leading bytes alone let through a
// 4-byte "%PDF", a PDF cut off before its trailer, a zip without its directory, and polyglots: one file that
// a PDF reader and a zip reader each open as theirs, which can carry one thing past a check made for the
// other (issue 25).

const TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvType = (typeof TYPES)[keyof typeof TYPES];

const PDF_HEADER = Buffer.from('%PDF-');
// PDF readers look for the header in the first 1024 bytes and for `%%EOF` in the last 1024 (Acrobat's
// tolerance, which pdf.js and others copy), so that is where a polyglot hides them.
const PDF_READER_WINDOW = 1024;
const PDF_END = Buffer.from('%%EOF');
// `startxref`, the byte offset of the last cross-reference section, and `%%EOF`: the end of every PDF.
const PDF_TRAILER = /startxref[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+%%EOF/g;
/** The parts every Word document has (ECMA-376: the package's content types and the main document). */
const WORD_PARTS = ['[Content_Types].xml', 'word/document.xml'];
// The name of the main stream of a Word 97–2003 document, as an OLE directory entry stores it (UTF-16LE).
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * A PDF, a Word document (.docx, or the old .doc inside an OLE compound file that holds a WordDocument
 * stream), or null: anything else (a picture, an executable renamed to cv.pdf, an Excel sheet in the same
 * OLE container), a file whose structure is broken, or a file that is a PDF and a zip at once.
 */
export async function cvTypeOf(bytes: Buffer): Promise<CvType | null> {
  const zip = await zipEntryNames(bytes);
  if (zip && pdfReadersOpen(bytes)) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'pdf') return hasPdfStructure(bytes) ? TYPES.pdf : null;
  if (found?.ext === 'docx') return zip && WORD_PARTS.every((part) => zip.has(part)) ? TYPES.docx : null;
  if (found?.ext === 'cfb') return !zip && !pdfReadersOpen(bytes) && bytes.includes(WORD_STREAM) ? TYPES.doc : null;
  return null;
}

/** The extension an accepted CV is stored with. */
export const CV_EXTENSIONS: Record<CvType, string> = { [TYPES.pdf]: 'pdf', [TYPES.doc]: 'doc', [TYPES.docx]: 'docx' };

/**
 * A PDF's frame: `%PDF-` at the start, and at the end `startxref`, an offset that lies inside the file, and
 * `%%EOF`. What the offset points at is not checked: readers repair a wrong one, and some generators that
 * write CVs get it wrong.
 */
export function hasPdfStructure(bytes: Buffer): boolean {
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return false;
  // A little more than the window, so a trailer whose `%%EOF` is inside it is read whole.
  const tailStart = Math.max(0, bytes.length - PDF_READER_WINDOW - 64);
  const tail = bytes.subarray(tailStart).toString('latin1');
  const trailer = [...tail.matchAll(PDF_TRAILER)].at(-1);
  if (!trailer || tailStart + trailer.index + trailer[0].length < bytes.length - PDF_READER_WINDOW) return false;
  const offset = Number(trailer[1]);
  return offset >= PDF_HEADER.length && offset < tailStart + trailer.index;
}

/** What a lenient PDF reader opens: the header somewhere in the first 1024 bytes, `%%EOF` in the last 1024. */
export function pdfReadersOpen(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_READER_WINDOW).includes(PDF_HEADER) && bytes.subarray(-PDF_READER_WINDOW).includes(PDF_END);
}

/**
 * The entry names of a well-formed zip, or null: its end-of-central-directory record found (with a comment
 * that ends exactly at the end of the file), every central directory entry parsed, and the local header each
 * one points to present (yauzl checks all three).
 */
export async function zipEntryNames(bytes: Buffer): Promise<Set<string> | null> {
  try {
    const zipfile = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
    const names = new Set<string>();
    for await (const entry of zipfile.eachEntry()) {
      await zipfile.readLocalFileHeaderPromise(entry, { minimal: true });
      names.add(entry.fileName);
    }
    return names;
  } catch {
    return null;
  }
}
