import zlib from 'node:zlib';

/**
 * Hostile uploads for the hardening tests (issue 10), generated in milliseconds so that no big
 * fixture is ever committed. Each one is what an attacker could send within the 10 MB limit.
 */

export const MB = 1024 * 1024;

/** A .txt "CV" that is one 100 KB word: what made the e-mail and link patterns quadratic. */
export function longWordTxt(length = 100 * 1024): Buffer {
  return Buffer.alloc(length, 'a');
}

/**
 * Raw deflate data that inflates to `chunk` repeated `times` times, built without compressing the
 * whole: `chunk` is compressed once and ends on a sync flush (a byte-aligned, non-final block
 * whose back-references stay inside it), so the same bytes may follow themselves; an empty final
 * block closes the stream. 1 MB of mostly-blank text compresses to about 1.4 KB, so 1 GB costs ~1.5 MB.
 */
export function repeatedDeflateRaw(chunk: Buffer, times: number): Buffer {
  const block = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const blocks: Buffer[] = new Array(times).fill(block);
  return Buffer.concat([...blocks, Buffer.from([0x03, 0x00])]);
}

/** The same as a zlib stream (PDF's FlateDecode). The Adler-32 is left zero: readers skip it. */
export function repeatedDeflate(chunk: Buffer, times: number): Buffer {
  return Buffer.concat([Buffer.from([0x78, 0xda]), repeatedDeflateRaw(chunk, times), Buffer.alloc(4)]);
}

/** `unit` repeated to fill about `bytes` (a whole number of units, so repetitions line up). */
function periodic(unit: string, bytes: number): Buffer {
  return Buffer.from(unit.repeat(Math.max(1, Math.floor(bytes / unit.length))), 'latin1');
}

type PdfObject = string | Buffer;

export function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A well-formed PDF from object bodies: object 1 is the catalog; the xref table is exact. */
export function pdfFile(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    offset += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const pageObject = (contents: number) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contents} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;

/** A one-page PDF whose content stream is `content`, compressed with `filters` as given. */
export function onePagePdf(content: Buffer, filter = '/FlateDecode'): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    pageObject(5),
    pdfStream(`/Filter ${filter}`, content),
  ]);
}

/**
 * A PDF of about 4 KB whose one content stream inflates to 1 MB of the same text object, each
 * drawn at the same spot: the reader glues them into one word of ~200,000 characters (the word
 * the CV patterns were quadratic on).
 */
export function repeatedTextOperatorsPdf(): Buffer {
  const content = periodic('BT /F1 12 Tf 72 700 Td (abcdefgh) Tj ET\n', MB);
  return onePagePdf(zlib.deflateSync(content, { level: 9 }));
}

/**
 * A text unit padded with whitespace to 4 KB: mostly runs of one byte, which deflate squeezes
 * ~1,000 times (the most it can), yet every unit still draws text.
 */
const padded = (unit: string) => unit.padEnd(4096, ' ');

/** A one-page PDF (~1.5 MB) whose content stream inflates to `bytes` (1 GB by default). */
export function pdfBomb(bytes = 1024 * MB): Buffer {
  const chunk = periodic(padded('BT /F1 12 Tf 72 700 Td (bomb) Tj ET\n'), MB);
  return onePagePdf(repeatedDeflate(chunk, Math.ceil(bytes / chunk.length)));
}

/** A PDF of `pages` pages, all showing one small shared content stream (~140 bytes a page). */
export function manyPagesPdf(pages = 2000): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const content = Buffer.from('BT /F1 12 Tf 72 700 Td (A page of a very long document.) Tj ET');
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    pdfStream('', content),
    ...Array.from({ length: pages }, () => pageObject(4)),
  ]);
}

type ZipEntry = { name: string; data: Buffer; method: 0 | 8; size: number; declaredSize?: number };

/** A zip built by hand, so an entry's declared size can lie (as a hostile one would). */
export function zipFile(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const declared = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const deflated = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text, 'utf8');
  return { name, data: zlib.deflateRawSync(data), method: 8, size: data.length };
};

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A minimal DOCX whose word/document.xml is `body` (paragraph XML) inside the usual wrapper. */
export function docxWithDocumentXml(documentXml: ZipEntry): Buffer {
  return zipFile([
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', RELS),
    documentXml,
  ]);
}

/**
 * A DOCX of about 1.5 MB whose word/document.xml inflates to `bytes` (1 GB by default) of
 * paragraphs; its headers declare 4 KB, so only inflating it tells the truth.
 */
export function docxBomb(bytes = 1024 * MB): Buffer {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>`);
  const chunk = periodic(padded('<w:p><w:r><w:t>bomb</w:t></w:r></w:p>'), MB);
  const times = Math.ceil(bytes / chunk.length);
  // The head is its own sync-flushed block; the periodic paragraphs follow it.
  const headBlock = zlib.deflateRawSync(head, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([headBlock, repeatedDeflateRaw(chunk, times)]);
  return docxWithDocumentXml({
    name: 'word/document.xml',
    data,
    method: 8,
    size: head.length + chunk.length * times,
    declaredSize: 4096,
  });
}

/** A small honest DOCX (for the budget's happy path) with `paragraphs` paragraphs of text. */
export function plainDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  return docxWithDocumentXml(
    deflated(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
    ),
  );
}
