import { ascii85Decode, asciiHexDecode, lzwDecode, runLengthDecode } from './pdf-filters.ts';
import { isZlibHeader, type UnpackedBudget } from './unpacked-budget.ts';

/**
 * Charges every stream of a PDF to the budget by decoding it before pdf.js does (a 1 MB PDF can
 * inflate to 1 GB; pdf.js would hold it in one ArrayBuffer). One pass over the bytes, no parser:
 * each `stream` keyword starts a candidate whose filters are the /Filter values written since
 * the previous one, and whose data runs from the next line to the end of the file — every
 * decoder stops at its own end marker, so over-reading only ever over-counts. Data that looks
 * like zlib is inflated whatever its dictionary says (a filter name pdf.js reads differently
 * must not hide a bomb). What this cannot see — streams of an encrypted PDF — is bounded by the
 * worker's heap, time and the pool's memory watchdog instead (docs/decisions/009).
 */
export function chargePdfStreams(pdf: Buffer, budget: UnpackedBudget): void {
  const objects = new IndirectObjects(pdf);
  let regionStart = 0;
  let from = 0;
  for (;;) {
    const keyword = pdf.indexOf('stream', from, 'latin1');
    if (keyword < 0) return;
    from = keyword + 6;
    if (keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    const region = pdf.toString('latin1', regionStart, keyword);
    regionStart = from;
    const data = pdf.subarray(dataStart(pdf, from));
    const chains = filterChains(region, objects);
    for (const chain of chains) decodeChain(data, chain, budget, earlyChangeIn(region));
    const inflatedAsZlib = chains.some((chain) => FLATE.has(chain[0] ?? ''));
    if (!inflatedAsZlib && isZlibHeader(data)) budget.inflate(data, 'zlib');
  }
}

const FLATE = new Set(['FlateDecode', 'Fl']);

/** pdf.js skips whatever follows `stream` up to the end of that line (CR, LF or CRLF). */
function dataStart(pdf: Buffer, afterKeyword: number): number {
  for (let at = afterKeyword; at < pdf.length; at += 1) {
    if (pdf[at] === 0x0a) return at + 1;
    if (pdf[at] === 0x0d) return pdf[at + 1] === 0x0a ? at + 2 : at + 1;
  }
  return pdf.length;
}

function decodeChain(data: Uint8Array, filters: string[], budget: UnpackedBudget, earlyChange: number) {
  let current: Uint8Array | null = data;
  for (const filter of filters) {
    if (!current) return;
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        current = budget.inflate(current, 'zlib');
        break;
      case 'BrotliDecode':
      case 'Br':
        current = budget.inflate(current, 'brotli');
        break;
      case 'LZWDecode':
      case 'LZW':
        current = lzwDecode(current, budget, earlyChange);
        break;
      case 'RunLengthDecode':
      case 'RL':
        current = runLengthDecode(current, budget);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        current = asciiHexDecode(current, budget);
        break;
      case 'ASCII85Decode':
      case 'A85':
        current = ascii85Decode(current, budget);
        break;
      default:
        // Image codecs and Crypt: reading text never decodes an image.
        return;
    }
  }
}

// Names are at most 127 bytes (PDF 32000 Annex C); the bound keeps the scan linear.
const NAME = /\/([^\s/[\]<>(){}%]{0,127})/g;
const REFERENCE = /^\s*(\d{1,10})\s{1,8}(\d{1,5})\s{1,8}R/;

/** `#xx` escapes in names (/Fl#61teDecode is /FlateDecode to pdf.js). */
function decodeName(raw: string): string {
  return raw.includes('#')
    ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : raw;
}

/** Every /Filter value in the text: a name, an array of names, or a reference to either. */
function filterChains(region: string, objects: IndirectObjects): string[][] {
  const chains: string[][] = [];
  for (const match of region.matchAll(NAME)) {
    if (decodeName(match[1]!) !== 'Filter') continue;
    const after = match.index + match[0].length;
    const value = filterValue(region, after);
    if (value) {
      chains.push(value);
      continue;
    }
    const reference = REFERENCE.exec(region.slice(after, after + 40));
    const body = reference && objects.body(`${reference[1]} ${reference[2]}`);
    const resolved = body ? filterValue(body, 0) : null;
    if (resolved) chains.push(resolved);
  }
  return chains;
}

/** A name or an array of names starting at `at` (after whitespace), or null. */
function filterValue(text: string, at: number): string[] | null {
  let index = at;
  while (index < text.length && /\s/.test(text[index]!)) index += 1;
  if (text[index] === '/') {
    NAME.lastIndex = index;
    const match = NAME.exec(text);
    NAME.lastIndex = 0;
    return match?.index === index ? [decodeName(match[1]!)] : null;
  }
  if (text[index] !== '[') return null;
  const window = text.slice(index + 1, index + 4096);
  const close = window.indexOf(']');
  return [...window.slice(0, close < 0 ? undefined : close).matchAll(NAME)].map((match) =>
    decodeName(match[1]!),
  );
}

/** LZW's /EarlyChange 0 (the default is 1). */
function earlyChangeIn(region: string): number {
  return /\/EarlyChange\s{0,8}0(?![.\d])/.test(region) ? 0 : 1;
}

/** `n g obj` bodies, indexed on first use (only a /Filter given by reference needs one). */
class IndirectObjects {
  private index: Map<string, number> | null = null;

  constructor(private readonly pdf: Buffer) {}

  body(id: string): string | null {
    if (!this.index) {
      this.index = new Map();
      const text = this.pdf.toString('latin1');
      for (const match of text.matchAll(/(?<!\d)(\d{1,10})\s{1,8}(\d{1,5})\s{1,8}obj\b/g))
        this.index.set(`${match[1]} ${match[2]}`, match.index + match[0].length);
    }
    const at = this.index.get(id);
    return at === undefined ? null : this.pdf.toString('latin1', at, Math.min(this.pdf.length, at + 4096));
  }
}
