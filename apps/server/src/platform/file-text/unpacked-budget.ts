import zlib from 'node:zlib';
import { FileTextLimitError } from './limits.ts';

/**
 * The bytes one file may inflate to, counted by inflating it ourselves before the parser does
 * (pdf.js and JSZip inflate into ArrayBuffers, which a worker's heap limit does not bound, and a
 * zip's declared sizes can lie). zlib's `maxOutputLength` stops each inflation at what is left.
 */
export class UnpackedBudget {
  private used = 0;

  constructor(readonly max: number) {}

  get remaining(): number {
    return Math.max(0, this.max - this.used);
  }

  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.max) throw this.exceeded();
  }

  exceeded(): FileTextLimitError {
    return new FileTextLimitError('unpacked-bytes', this.max);
  }

  /**
   * Inflates `data` (zlib, raw deflate or brotli) within the remaining budget and charges what
   * came out. A truncated stream yields what it holds, as the parsers read it, and zlib's
   * checksum is not checked (pdf.js does not either, so a wrong one must not hide a bomb); data
   * that is not a valid stream at all yields null (the parser fails on it too). Bytes after a
   * stream's end are ignored, so callers may pass everything up to the end of the file.
   */
  inflate(data: Uint8Array, format: 'zlib' | 'raw' | 'brotli'): Buffer | null {
    const maxOutputLength = Math.max(1, this.remaining);
    let output: Buffer;
    try {
      if (format === 'brotli') {
        output = zlib.brotliDecompressSync(data, {
          maxOutputLength,
          finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
        });
      } else {
        if (format === 'zlib' && !isZlibHeader(data)) return null;
        const deflated = format === 'zlib' ? data.subarray(2) : data;
        output = zlib.inflateRawSync(deflated, { maxOutputLength, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw this.exceeded();
      // Damaged data: the parser gives up on it as well. What it inflated before the damage is at
      // most the remaining budget and is dropped with the error, so it is not charged (the
      // reader's time and memory limits bound many of them).
      return null;
    }
    this.charge(output.length);
    return output;
  }
}

/** A zlib header without a preset dictionary: deflate, window ≤ 32 KB, check bits (RFC 1950 §2.2). */
export function isZlibHeader(data: Uint8Array): boolean {
  const [cmf = 0, flg = 0] = data;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
}
