import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  docxBomb,
  MB,
  onePagePdf,
  pdfBomb,
  pdfFile,
  pdfStream,
  plainDocx,
  repeatedDeflate,
  zipFile,
} from '../../test/hostile-files.ts';
import { FileTextLimitError, UnreadableFileError } from './limits.ts';
import { ascii85Decode, lzwDecode, runLengthDecode } from './pdf-filters.ts';
import { chargePdfStreams } from './pdf-unpacked-size.ts';
import { UnpackedBudget } from './unpacked-budget.ts';
import { chargeZipEntries } from './zip-unpacked-size.ts';

const budget = (megabytes: number) => new UnpackedBudget(megabytes * MB);
const unpackedLimit = expect.objectContaining({ limit: 'unpacked-bytes' });

/** LZW codes packed as PDF's LZWDecode reads them (widths grow 9 → 12 bits, EarlyChange 1). */
function lzwPack(codes: number[]): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  let next = 258;
  let previous = false;
  for (const code of codes) {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      bytes.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
    if (code === 256) {
      width = 9;
      next = 258;
      previous = false;
      continue;
    }
    if (previous && next < 4096) next += 1;
    previous = true;
    if (next + 1 >= 1 << width && width < 12) width += 1;
  }
  if (bitCount > 0) bytes.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(bytes);
}

/** An LZW bomb: each code names the entry just being made, so entry n is n bytes long. */
function lzwBomb(rounds: number): Buffer {
  const codes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    codes.push(256, 0x61);
    for (let code = 258; code < 4095; code += 1) codes.push(code);
  }
  return lzwPack([...codes, 257]);
}

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = data.subarray(at, at + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      out += 'z';
      continue;
    }
    const chars: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      chars.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += chars.slice(0, group.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

describe('PDF filters, decoded within a budget', () => {
  it('decodes LZW as PDF 32000 §7.4.4 shows it', () => {
    const example = Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(lzwDecode(example, budget(1)).toString('latin1')).toBe('-----A---B');
  });

  it('round-trips run-length and ASCII85 data', () => {
    expect(runLengthDecode(Buffer.from([2, 0x61, 0x62, 0x63, 253, 0x78, 128]), budget(1)).toString()).toBe(
      'abcxxxx',
    );
    const data = Buffer.from('Ada Lovelace\0\0\0\0 wrote the first program.');
    expect(ascii85Decode(ascii85(data), budget(1))).toEqual(data);
  });

  it('stops an LZW or run-length bomb at the budget', () => {
    const lzw = lzwBomb(4);
    expect(lzw.length).toBeLessThan(30_000);
    expect(() => lzwDecode(lzw, budget(8))).toThrow(unpackedLimit);
    expect(lzwDecode(lzw, budget(64)).length).toBeGreaterThan(4 * 7_000_000);
    const runs = Buffer.concat(new Array(200_000).fill(Buffer.from([129, 0x61])));
    expect(() => runLengthDecode(runs, budget(8))).toThrow(unpackedLimit);
  });
});

describe('a PDF’s streams, charged before pdf.js reads them', () => {
  it('lets an ordinary PDF through and counts what its streams inflate to', () => {
    const content = Buffer.from('BT /F1 12 Tf 72 700 Td (Ada Lovelace) Tj ET');
    const counted = budget(1);
    chargePdfStreams(onePagePdf(zlib.deflateSync(content)), counted);
    expect(counted.max - counted.remaining).toBe(content.length);
  });

  it('refuses a 1.5 MB PDF that inflates to 1 GB, after inflating no more than the budget', () => {
    const bomb = pdfBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(() => chargePdfStreams(bomb, budget(64))).toThrow(unpackedLimit);
  });

  const runLengthBomb = () => Buffer.concat(new Array(600_000).fill(Buffer.from([129, 0x61])));
  const zlibBomb = () => repeatedDeflate(Buffer.alloc(MB, 0x20), 100);

  it.each([
    ['a filter name written with #-escapes', '/RunLengthD#65code', runLengthBomb],
    ['a filter given by reference', '9 0 R', runLengthBomb],
    ['a filter pdf.js does not know (the zlib header gives it away)', '/Foo', zlibBomb],
  ])('counts a bomb behind %s', (_, filter, data) => {
    const pdf = pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      pdfStream(`/Filter ${filter}`, data()),
      ...new Array(5).fill('<< >>'),
      '/RunLengthDecode',
    ]);
    expect(() => chargePdfStreams(pdf, budget(64))).toThrow(unpackedLimit);
  });

  it('follows a chain of filters: ASCII85 around a Flate bomb, LZW, run-length', () => {
    const wrapped = ascii85(repeatedDeflate(Buffer.alloc(MB, 0x20), 100));
    expect(() => chargePdfStreams(onePagePdf(wrapped, '[/ASCII85Decode /FlateDecode]'), budget(64))).toThrow(
      unpackedLimit,
    );
    expect(() => chargePdfStreams(onePagePdf(lzwBomb(12), '/LZWDecode'), budget(64))).toThrow(unpackedLimit);
    expect(() => chargePdfStreams(onePagePdf(runLengthBomb(), '/RL'), budget(64))).toThrow(unpackedLimit);
  });

  it('adds up many streams that each fit', () => {
    const stream = pdfStream('/Filter /FlateDecode', repeatedDeflate(Buffer.alloc(MB, 0x20), 10));
    const pdf = pdfFile(['<< /Type /Catalog >>', ...new Array(8).fill(stream)]);
    expect(() => chargePdfStreams(pdf, budget(64))).toThrow(unpackedLimit);
    expect(() => chargePdfStreams(pdf, budget(100))).not.toThrow();
  });
});

describe('a DOCX’s zip entries, charged before mammoth reads them', () => {
  it('lets an ordinary DOCX through', () => {
    expect(() =>
      chargeZipEntries(plainDocx(['Ada Lovelace', 'Analytical engines']), budget(1)),
    ).not.toThrow();
  });

  it('refuses a 1.5 MB DOCX whose document.xml inflates to 1 GB while declaring 4 KB', () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(() => chargeZipEntries(bomb, budget(64))).toThrow(unpackedLimit);
  });

  it('counts every directory entry, also entries sharing one body and entries past the declared count', () => {
    const body = zlib.deflateRawSync(Buffer.alloc(40 * MB, 0x20));
    const zip = zipFile([{ name: 'word/document.xml', data: body, method: 8, size: 40 * MB }]);
    expect(() => chargeZipEntries(zip, budget(64))).not.toThrow();
    // The same central directory record twice, both pointing at the one local entry.
    const end = zip.length - 22;
    const directoryOffset = zip.readUInt32LE(end + 16);
    const record = zip.subarray(directoryOffset, end);
    const eocd = Buffer.from(zip.subarray(end));
    eocd.writeUInt32LE(record.length * 2, 12);
    const twice = Buffer.concat([zip.subarray(0, end), record, eocd]);
    expect(() => chargeZipEntries(twice, budget(64))).toThrow(unpackedLimit);
  });

  it.each([
    ['data before the zip', (zip: Buffer) => Buffer.concat([Buffer.alloc(100), zip])],
    ['an encrypted entry', (zip: Buffer) => flagEncrypted(zip)],
    ['no end of central directory', (zip: Buffer) => zip.subarray(0, zip.length - 22)],
  ])('never hands mammoth a zip it could not count: %s', (_, damage) => {
    const zip = damage(plainDocx(['Ada Lovelace']));
    expect(() => chargeZipEntries(zip, budget(64))).toThrow(UnreadableFileError);
  });
});

function flagEncrypted(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const directoryOffset = copy.readUInt32LE(copy.length - 22 + 16);
  copy.writeUInt16LE(1, directoryOffset + 8);
  return copy;
}

it('reports the limit with its size', () => {
  const limit = new UnpackedBudget(10).exceeded();
  expect(limit).toBeInstanceOf(FileTextLimitError);
  expect(limit).toMatchObject({ limit: 'unpacked-bytes', max: 10 });
});
