import type { UnpackedBudget } from './unpacked-budget.ts';

/**
 * PDF's own stream filters, decoded as pdf.js decodes them but never past the budget: LZW can
 * expand ~2,500 times and run-length 64 times, so they are bombs too; the ASCII filters shrink
 * but may sit in front of one that expands. Image codecs (DCT, JPX, JBIG2, CCITT) are not here:
 * reading text never decodes an image.
 */

/** Output that grows in place and refuses to grow past the budget's remaining bytes. */
class BoundedOutput {
  private bytes: Uint8Array;
  length = 0;

  constructor(
    private readonly budget: UnpackedBudget,
    sizeHint: number,
  ) {
    this.bytes = new Uint8Array(Math.max(64, Math.min(sizeHint, budget.remaining)));
  }

  reserve(count: number): void {
    const needed = this.length + count;
    if (needed > this.budget.remaining) throw this.budget.exceeded();
    if (needed <= this.bytes.length) return;
    const grown = new Uint8Array(Math.min(this.budget.remaining, Math.max(needed, this.bytes.length * 2)));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  push(byte: number): void {
    this.reserve(1);
    this.bytes[this.length++] = byte;
  }

  /** The output, charged to the budget. */
  done(): Buffer {
    this.budget.charge(this.length);
    return Buffer.from(this.bytes.buffer, 0, this.length);
  }

  get view(): Uint8Array {
    return this.bytes;
  }
}

/** LZWDecode (PDF 32000 §7.4.4): 9–12-bit codes, 256 clears, 257 ends. */
export function lzwDecode(input: Uint8Array, budget: UnpackedBudget, earlyChange = 1): Buffer {
  const out = new BoundedOutput(budget, input.length * 4);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let code = 0; code < 256; code += 1) {
    prefix[code] = -1;
    suffix[code] = code;
    length[code] = 1;
  }
  let bits = 0;
  let bitCount = 0;
  let at = 0;
  let codeLength = 9;
  let next = 258;
  let previous = -1;
  for (;;) {
    while (bitCount < codeLength && at < input.length) {
      bits = ((bits << 8) | input[at++]!) & 0xffffff;
      bitCount += 8;
    }
    if (bitCount < codeLength) break;
    const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
    bitCount -= codeLength;
    if (code === 256) {
      codeLength = 9;
      next = 258;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    let entry: number;
    if (code < next) entry = code;
    else if (code === next && previous >= 0) entry = previous;
    else break;
    // Write the entry's bytes back to front, then (for code === next) its first byte again.
    const start = out.length;
    const entryLength = length[entry]!;
    const extra = code === next ? 1 : 0;
    out.reserve(entryLength + extra);
    let link = entry;
    for (let index = entryLength - 1; index >= 0; index -= 1) {
      out.view[start + index] = suffix[link]!;
      link = prefix[link]!;
    }
    const first = out.view[start]!;
    if (extra) out.view[start + entryLength] = first;
    out.length = start + entryLength + extra;
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      suffix[next] = first;
      length[next] = length[previous]! + 1;
      next += 1;
    }
    previous = code;
    if (next + earlyChange >= 1 << codeLength && codeLength < 12) codeLength += 1;
  }
  return out.done();
}

/** RunLengthDecode (§7.4.5): a length byte, then that many literals or one repeated byte; 128 ends. */
export function runLengthDecode(input: Uint8Array, budget: UnpackedBudget): Buffer {
  const out = new BoundedOutput(budget, input.length * 2);
  let at = 0;
  while (at < input.length) {
    const run = input[at++]!;
    if (run === 128) break;
    if (run < 128) {
      const count = Math.min(run + 1, input.length - at);
      out.reserve(count);
      out.view.set(input.subarray(at, at + count), out.length);
      out.length += count;
      at += count;
    } else {
      if (at >= input.length) break;
      const byte = input[at++]!;
      const count = 257 - run;
      out.reserve(count);
      out.view.fill(byte, out.length, out.length + count);
      out.length += count;
    }
  }
  return out.done();
}

const isPdfWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** ASCIIHexDecode (§7.4.2): hex digits, whitespace ignored, '>' ends, a lone last digit is padded. */
export function asciiHexDecode(input: Uint8Array, budget: UnpackedBudget): Buffer {
  const out = new BoundedOutput(budget, input.length / 2);
  let high = -1;
  for (const byte of input) {
    if (byte === 0x3e) break;
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : byte >= 0x41 && byte <= 0x46
          ? byte - 0x37
          : byte >= 0x61 && byte <= 0x66
            ? byte - 0x57
            : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  return out.done();
}

/** ASCII85Decode (§7.4.3): five characters '!'–'u' make four bytes, 'z' four zeros, '~>' ends. */
export function ascii85Decode(input: Uint8Array, budget: UnpackedBudget): Buffer {
  const out = new BoundedOutput(budget, input.length);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count; index += 1) out.push((value >>> (24 - 8 * index)) & 0xff);
    group.length = 0;
  };
  for (const byte of input) {
    if (byte === 0x7e) break;
    if (isPdfWhitespace(byte)) continue;
    if (byte === 0x7a && group.length === 0) {
      for (let index = 0; index < 4; index += 1) out.push(0);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) break;
    group.push(byte - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out.done();
}
