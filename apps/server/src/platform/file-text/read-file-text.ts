import mammoth from 'mammoth';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { FileTextLimitError, type FileTextLimits, type FileTextType, UnreadableFileError } from './limits.ts';
import { chargePdfStreams } from './pdf-unpacked-size.ts';
import { UnpackedBudget } from './unpacked-budget.ts';
import { chargeZipEntries } from './zip-unpacked-size.ts';

/** Loads pdf.js once, so the first file's time limit measures reading, not module loading. */
export async function preloadReaders(): Promise<void> {
  await getResolvedPDFJS();
}

/**
 * The text of one file (PDF with pdf.js, DOCX with mammoth, legacy DOC by its readable runs, TXT
 * as UTF-8), within the limits. Runs in a file-text worker (file-text-pool.ts); callable directly
 * in tests. Throws FileTextLimitError or UnreadableFileError.
 */
export async function readFileText(bytes: Uint8Array, type: FileTextType, limits: FileTextLimits) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = await readByType(buffer, type, limits);
  const kept = text.length > limits.textChars ? text.slice(0, limits.textChars) : text;
  assertWordsFit(kept, limits.wordChars);
  return kept.trim();
}

function readByType(buffer: Buffer, type: FileTextType, limits: FileTextLimits): Promise<string> | string {
  switch (type) {
    case 'application/pdf':
      return pdfText(buffer, limits);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return docxText(buffer, limits);
    case 'application/msword':
      return readableRuns(buffer, limits.textChars);
    case 'text/plain':
      // at most 4 bytes a character: the cap on kept text bounds what is decoded
      return buffer.toString('utf8', 0, Math.min(buffer.length, limits.textChars * 4)).replace(/^\uFEFF/, '');
  }
}

async function pdfText(buffer: Buffer, limits: FileTextLimits): Promise<string> {
  chargePdfStreams(buffer, new UnpackedBudget(limits.unpackedBytes));
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer));
  } catch {
    throw new UnreadableFileError('The PDF could not be opened');
  }
  try {
    if (pdf.numPages > limits.pages) throw new FileTextLimitError('pages', limits.pages);
    const pages: string[] = [];
    let length = 0;
    // Page by page, stopping once the kept text is full (unpdf's extractText reads all at once).
    for (let number = 1; number <= pdf.numPages && length < limits.textChars; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(text);
      length += text.length + 1;
      page.cleanup();
    }
    // unpdf's mergePages normalisation, so the text reads as it did before issue 10
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  } catch (error) {
    if (error instanceof FileTextLimitError) throw error;
    throw new UnreadableFileError('The PDF could not be read');
  } finally {
    await pdf.destroy();
  }
}

async function docxText(buffer: Buffer, limits: FileTextLimits): Promise<string> {
  chargeZipEntries(buffer, new UnpackedBudget(limits.unpackedBytes));
  try {
    return (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw new UnreadableFileError('The DOCX could not be read');
  }
}

const isPrintable = (byte: number) =>
  (byte >= 0x20 && byte <= 0x7e) || byte === 0x0d || byte === 0x0a || byte === 0x09;

/** Legacy .doc has no parser here: the runs of 4+ readable characters between the binary. */
export function readableRuns(buffer: Uint8Array, maxChars: number): string {
  const runs: string[] = [];
  let length = 0;
  let start = -1;
  for (let at = 0; at <= buffer.length && length < maxChars; at += 1) {
    if (at < buffer.length && isPrintable(buffer[at]!)) {
      if (start < 0) start = at;
      continue;
    }
    if (start >= 0 && at - start >= 4) {
      const run = Buffer.from(buffer.buffer, buffer.byteOffset + start, at - start).toString('latin1');
      runs.push(run);
      length += run.length + 1;
    }
    start = -1;
  }
  return runs.join(' ');
}

/** JavaScript's \s, without a regular expression: a long word must cost one pass. */
function isWhitespace(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** A run of more than `max` characters without whitespace is not prose (a 100 KB "word"). */
function assertWordsFit(text: string, max: number): void {
  let run = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isWhitespace(text.charCodeAt(index))) run = 0;
    else if (++run > max) throw new FileTextLimitError('word-length', max);
  }
}
