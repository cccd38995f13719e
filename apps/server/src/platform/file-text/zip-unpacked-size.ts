import { UnreadableFileError } from './limits.ts';
import type { UnpackedBudget } from './unpacked-budget.ts';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A DOCX has a few dozen parts; thousands are a zip built to be expensive, not a document. */
const MAX_ENTRIES = 5_000;

/**
 * Charges every entry of a DOCX (a zip) to the budget by inflating it before mammoth's JSZip
 * does. The central directory is read the way JSZip reads it — the last end-of-directory record,
 * then entry after entry for as long as their signature follows, each entry's data found through
 * its local header — and its declared sizes are never trusted: each entry is inflated within
 * what is left of the budget. Anything JSZip would have to guess about (data before the zip,
 * ZIP64, encryption, a method other than store or deflate) is refused as unreadable, so mammoth
 * only ever opens a zip that was fully counted.
 */
export function chargeZipEntries(zip: Buffer, budget: UnpackedBudget): void {
  const unreadable = (why: string) => new UnreadableFileError(`Not a readable DOCX: ${why}`);
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > zip.length) throw unreadable('no end of central directory');
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 10) === 0xffff || directoryOffset === 0xffffffff) throw unreadable('ZIP64');
  if (directoryOffset + directorySize !== end) throw unreadable('central directory out of place');

  let at = directoryOffset;
  let entries = 0;
  while (at + 46 <= zip.length && zip.readUInt32LE(at) === DIRECTORY_ENTRY) {
    entries += 1;
    if (entries > MAX_ENTRIES) throw unreadable('too many entries');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const localOffset = zip.readUInt32LE(at + 42);
    if (flags & 0x1) throw unreadable('encrypted entry');
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) throw unreadable('ZIP64 entry');
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_HEADER)
      throw unreadable('missing local header');
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > zip.length) throw unreadable('entry past the end of the file');
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) budget.charge(compressedSize);
    else if (method === 8) budget.inflate(data, 'raw');
    else throw unreadable(`compression method ${method}`);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (entries === 0) throw unreadable('empty central directory');
}
