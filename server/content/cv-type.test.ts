import { describe, expect, it } from 'vitest';
import { DOCX_ENTRIES, docx, docxThenPdf, pdf, pdfThenDocx, zip } from '../../tests/setup/cv-files';
import { cvTypeOf, hasPdfStructure, pdfReadersOpen, zipEntryNames } from './cv-type';

// P1: a CV is a PDF or a Word document by its content, and (issue 25) by its structure, not its first bytes.

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';
const OLE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** A Word 97–2003 file as far as the check goes: the OLE signature and a WordDocument stream's name. */
const WORD_97 = Buffer.concat([OLE, Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(1024)]);
const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('a PDF has its header and its trailer', () => {
  it('P1 a complete PDF is a PDF, also with line ends of another system or a little after %%EOF', async () => {
    expect(await cvTypeOf(pdf())).toBe(PDF);
    expect(await cvTypeOf(latin1(pdf().toString('latin1').replaceAll('\n', '\r\n')))).toBe(PDF);
    expect(await cvTypeOf(Buffer.concat([pdf(), Buffer.alloc(200, 0x20)]))).toBe(PDF);
    expect(await cvTypeOf(pdf(300_000))).toBe(PDF);
  });

  it('P1 a 4-byte "%PDF" file is refused', async () => {
    expect(await cvTypeOf(latin1('%PDF'))).toBeNull();
    expect(await cvTypeOf(latin1('%PDF-'))).toBeNull();
  });

  it('P1 a PDF without its trailer is refused: cut short, no %%EOF, no startxref, an offset outside the file', async () => {
    const whole = pdf().toString('latin1');
    expect(await cvTypeOf(latin1(whole.slice(0, whole.indexOf('xref'))))).toBeNull();
    expect(await cvTypeOf(latin1(whole.replace('%%EOF', '')))).toBeNull();
    // What the join-us tests sent before issue 25: a header and %%EOF, nothing between to find the objects by.
    expect(await cvTypeOf(latin1('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'))).toBeNull();
    expect(await cvTypeOf(latin1(whole.replace(/startxref\n\d+/, 'startxref\n99999999')))).toBeNull();
    expect(await cvTypeOf(latin1(whole.replace(/startxref\n\d+/, 'startxref\n0')))).toBeNull();
  });

  it('P1 %%EOF must be in the last 1024 bytes, where readers look for it', async () => {
    expect(hasPdfStructure(Buffer.concat([pdf(), Buffer.alloc(1000, 0x20)]))).toBe(true);
    expect(hasPdfStructure(Buffer.concat([pdf(), Buffer.alloc(1100, 0x20)]))).toBe(false);
  });
});

describe('a .docx is a well-formed zip with the parts of a Word document', () => {
  it('P1 a minimal Word document is a .docx', async () => {
    expect(await cvTypeOf(docx())).toBe(DOCX);
    expect(await zipEntryNames(docx())).toEqual(new Set(['[Content_Types].xml', 'word/document.xml']));
  });

  it('P1 a zip without word/document.xml is refused', async () => {
    expect(await cvTypeOf(zip(DOCX_ENTRIES.slice(0, 1)))).toBeNull();
  });

  it('P1 a zip cut short, or with a central directory that is not where its end record says, is refused', async () => {
    const whole = docx();
    expect(await cvTypeOf(whole.subarray(0, whole.length - 30))).toBeNull();
    expect(await cvTypeOf(whole.subarray(0, 300))).toBeNull();
    const misplaced = Buffer.from(whole);
    // The end record's offset of the central directory (bytes 16–19 of the last 22).
    misplaced.writeUInt32LE(misplaced.readUInt32LE(misplaced.length - 6) + 7, misplaced.length - 6);
    expect(await zipEntryNames(misplaced)).toBeNull();
    expect(await cvTypeOf(misplaced)).toBeNull();
  });

  it('P1 a central directory entry that points at no local header is refused', async () => {
    const whole = docx();
    const broken = Buffer.from(whole);
    // The second local header's signature: its central directory entry now points at nothing.
    broken.writeUInt32LE(0, broken.indexOf(Buffer.from('PK\x03\x04'), 4));
    expect(await zipEntryNames(broken)).toBeNull();
    expect(await cvTypeOf(broken)).toBeNull();
  });
});

describe('a file that is two formats at once is refused', () => {
  it('P1 a PDF followed by a zip: both readers open it', async () => {
    const polyglot = pdfThenDocx();
    expect(hasPdfStructure(polyglot)).toBe(true);
    expect(await zipEntryNames(polyglot)).not.toBeNull();
    expect(await cvTypeOf(polyglot)).toBeNull();
  });

  it('P1 a .docx with a PDF header in its first 1024 bytes and a PDF trailer in its comment', async () => {
    const polyglot = docxThenPdf();
    expect(pdfReadersOpen(polyglot)).toBe(true);
    expect(await zipEntryNames(polyglot)).not.toBeNull();
    expect(await cvTypeOf(polyglot)).toBeNull();
  });

  it('P1 a Word 97–2003 file is a .doc, but not with a zip after it', async () => {
    expect(await cvTypeOf(WORD_97)).toBe(DOC);
    expect(await cvTypeOf(zip(DOCX_ENTRIES, { prefix: WORD_97 }))).toBeNull();
  });
});
