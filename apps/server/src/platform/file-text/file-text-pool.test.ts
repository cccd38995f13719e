import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cvText, pdfOf } from '../../test/candidate-factories.ts';
import { docxWithDocumentXml, MB, pdfBomb, repeatedTextOperatorsPdf } from '../../test/hostile-files.ts';
import { createFileTextPool, FileTextBusyError, type FileTextPool, limitMessage } from './file-text-pool.ts';
import { FileTextLimitError } from './limits.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** An honest DOCX of ~`megabytes` MB of paragraphs: within the unpacked budget, heavy to parse. */
function heavyDocx(megabytes: number): Buffer {
  const paragraph = '<w:p><w:r><w:t>word word word</w:t></w:r></w:p>';
  const xml = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${paragraph.repeat(
      Math.floor((megabytes * MB) / paragraph.length),
    )}</w:body></w:document>`,
  );
  return docxWithDocumentXml({
    name: 'word/document.xml',
    data: zlib.deflateRawSync(xml),
    method: 8,
    size: xml.length,
  });
}

let pool: FileTextPool | undefined;
afterEach(async () => pool?.close());

describe('the file-text pool', () => {
  it('reads a file in a reader process and keeps the reader for the next one', async () => {
    pool = createFileTextPool({ workers: 1 });
    const pdf = await pdfOf(cvText());
    expect(await pool.read(pdf, 'application/pdf')).toContain('Ada Lovelace');
    expect(await pool.read(Buffer.from(cvText()), 'text/plain')).toContain('Ada Lovelace');
    expect(pool.busy).toBe(0);
  });

  it('stops a file that takes longer than the time limit and reads the next in a new reader', async () => {
    pool = createFileTextPool({ workers: 1, limits: { timeMs: 100 } });
    const slow = pool.read(repeatedTextOperatorsPdf(), 'application/pdf');
    await expect(slow).rejects.toEqual(new FileTextLimitError('time', 100));
    expect(await pool.read(Buffer.from(cvText()), 'text/plain')).toContain('Ada Lovelace');
  });

  it('stops a file that outgrows the reader’s heap; the reader dies alone', async () => {
    pool = createFileTextPool({ workers: 1, limits: { heapMb: 32 } });
    await expect(pool.read(heavyDocx(40), DOCX)).rejects.toEqual(new FileTextLimitError('memory', 32));
    expect(await pool.read(Buffer.from(cvText()), 'text/plain')).toContain('Ada Lovelace');
  });

  it('stops a reader whose whole memory passes the memory limit', async () => {
    pool = createFileTextPool({ workers: 1, limits: { memoryMb: 100 } });
    await expect(pool.read(heavyDocx(40), DOCX)).rejects.toEqual(new FileTextLimitError('memory', 100));
  });

  it('refuses a bomb with the limit it hit, named for the person who sent it', async () => {
    pool = createFileTextPool({ workers: 1 });
    const refusal = await pool.read(pdfBomb(), 'application/pdf').catch((error) => error);
    expect(refusal).toBeInstanceOf(FileTextLimitError);
    expect(limitMessage(refusal)).toBe('File unpacks to more than 64 MB');
  });

  it('turns a file away with 503 when every reader is busy and the queue is full', async () => {
    pool = createFileTextPool({ workers: 1, maxQueued: 1 });
    const text = Buffer.from(cvText());
    const first = pool.read(text, 'text/plain');
    const second = pool.read(text, 'text/plain');
    await expect(pool.read(text, 'text/plain')).rejects.toBeInstanceOf(FileTextBusyError);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('lets a reader with nothing to read exit', async () => {
    pool = createFileTextPool({ workers: 2, idleMs: 50 });
    expect(pool.readers).toBe(0);
    await pool.read(Buffer.from(cvText()), 'text/plain');
    expect(pool.readers).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pool.readers).toBe(0);
  });

  it('fails what is waiting when it closes', async () => {
    pool = createFileTextPool({ workers: 1 });
    const waiting = pool.read(Buffer.from(cvText()), 'text/plain');
    await pool.close();
    await expect(waiting).rejects.toThrow('closed');
  });
});
