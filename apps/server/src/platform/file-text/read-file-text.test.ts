import { describe, expect, it } from 'vitest';
import { cvText, docxOf, pdfOf } from '../../test/candidate-factories.ts';
import {
  docxBomb,
  longWordTxt,
  manyPagesPdf,
  pdfBomb,
  plainDocx,
  repeatedTextOperatorsPdf,
} from '../../test/hostile-files.ts';
import { DEFAULT_FILE_TEXT_LIMITS, type FileTextLimits, UnreadableFileError } from './limits.ts';
import { readableRuns, readFileText } from './read-file-text.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const limits = (overrides: Partial<FileTextLimits> = {}) => ({ ...DEFAULT_FILE_TEXT_LIMITS, ...overrides });
const refusedFor = (limit: string, max: number) => expect.objectContaining({ limit, max });

// These call the reader directly, in this thread; file-text-pool.test.ts runs it in its process.
describe('reading a file’s text within the limits', () => {
  it('reads PDF, DOCX, TXT and the readable runs of a legacy DOC', async () => {
    const cv = cvText();
    expect(await readFileText(await pdfOf(cv), 'application/pdf', limits())).toContain('Ada Lovelace');
    expect(await readFileText(await docxOf(cv), DOCX, limits())).toContain('ada.lovelace@example.com');
    expect(await readFileText(Buffer.from(`\uFEFF${cv}`), 'text/plain', limits())).toBe(cv.trim());
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0, 1]),
      Buffer.from('Ada Lovelace'),
      Buffer.from([0, 2]),
    ]);
    expect(await readFileText(doc, 'application/msword', limits())).toBe('Ada Lovelace');
  });

  it('refuses a PDF of more pages than the limit before reading any', async () => {
    await expect(readFileText(manyPagesPdf(2000), 'application/pdf', limits())).rejects.toEqual(
      refusedFor('pages', 100),
    );
    expect(await readFileText(manyPagesPdf(3), 'application/pdf', limits())).toContain('A page of');
  });

  it('refuses a PDF and a DOCX that inflate to 1 GB before their parser sees them', async () => {
    const budget = DEFAULT_FILE_TEXT_LIMITS.unpackedBytes;
    await expect(readFileText(pdfBomb(), 'application/pdf', limits())).rejects.toEqual(
      refusedFor('unpacked-bytes', budget),
    );
    await expect(readFileText(docxBomb(), DOCX, limits())).rejects.toEqual(
      refusedFor('unpacked-bytes', budget),
    );
  });

  it('refuses text with a word longer than the limit: a 100 KB word, or a PDF drawing one', async () => {
    await expect(readFileText(longWordTxt(), 'text/plain', limits())).rejects.toEqual(
      refusedFor('word-length', 1000),
    );
    await expect(readFileText(repeatedTextOperatorsPdf(), 'application/pdf', limits())).rejects.toEqual(
      refusedFor('word-length', 1000),
    );
  });

  it('keeps at most the text limit', async () => {
    const text = 'lorem ipsum '.repeat(20_000);
    expect(await readFileText(Buffer.from(text), 'text/plain', limits({ textChars: 1000 }))).toHaveLength(
      1000,
    );
    expect(readableRuns(Buffer.from('abcd\0'.repeat(10_000)), 100).length).toBeLessThan(120);
  });

  it('reports a damaged file as unreadable', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    await expect(readFileText(damaged, 'application/pdf', limits())).rejects.toBeInstanceOf(
      UnreadableFileError,
    );
    const notZip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000)]);
    await expect(readFileText(notZip, DOCX, limits())).rejects.toBeInstanceOf(UnreadableFileError);
    expect(await readFileText(plainDocx(['Ada']), DOCX, limits())).toBe('Ada');
  });
});
