import { crc32 } from 'node:zlib';

// CV files for the join-us tests, built byte by byte so each test says exactly what it sends: a PDF with its
// cross-reference table and trailer, a .docx as a stored (uncompressed) zip, and files that are two formats
// at once.

/**
 * A small but complete PDF: header, two objects, the cross-reference table, the trailer, `startxref` with
 * the table's offset and `%%EOF`. `size` pads it (with a comment line after the header) to exactly that
 * many bytes.
 */
export function pdf(size?: number): Buffer {
  const build = (padding: number) => {
    let text = '%PDF-1.4\n' + (padding > 0 ? `%${'x'.repeat(padding - 2)}\n` : '');
    const offsets: number[] = [];
    for (const [i, object] of ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'].entries()) {
      offsets.push(text.length);
      text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    }
    const xref = text.length;
    text += `xref\n0 3\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    text += `trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
  };
  if (size === undefined) return build(0);
  // The offsets' digits grow with the padding: adjust until the length is exact.
  let padding = size - build(0).length;
  for (let file = build(padding); ; file = build(padding)) {
    if (file.length === size) return file;
    padding += size - file.length;
  }
}

const WORD_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const WORD_DOCUMENT =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>';

/** The entries of a minimal Word document. */
export const DOCX_ENTRIES: readonly (readonly [string, string | Buffer])[] = [
  ['[Content_Types].xml', WORD_CONTENT_TYPES],
  ['word/document.xml', WORD_DOCUMENT],
];

/**
 * A stored (uncompressed) zip of `entries`. `prefix` goes before it (its offsets count it, as a zip
 * reader expects of a file that starts with something else) and `comment` into its end record.
 */
export function zip(
  entries: readonly (readonly [string, string | Buffer])[],
  { prefix = Buffer.alloc(0) as Buffer, comment = Buffer.alloc(0) as Buffer } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = prefix.length;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([prefix, ...locals, directory, end, comment]);
}

/** A minimal .docx: a stored zip with Word's content types and its main document. */
export const docx = (): Buffer => zip(DOCX_ENTRIES);

/** A complete PDF followed by a complete .docx: a PDF reader and a zip reader each open it. */
export const pdfThenDocx = (): Buffer => zip(DOCX_ENTRIES, { prefix: pdf() });

/**
 * A .docx that a PDF reader opens too: its first entry holds a PDF's header (readers look for it in the
 * first 1024 bytes) and the zip's comment ends with a PDF trailer.
 */
export function docxThenPdf(): Buffer {
  const pdfBody = pdf();
  const trailer = pdfBody.subarray(pdfBody.lastIndexOf('trailer'));
  return zip([['a.pdf', pdfBody], ...DOCX_ENTRIES], { comment: Buffer.from(trailer) });
}
