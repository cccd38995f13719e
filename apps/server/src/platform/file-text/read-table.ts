import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { FileTextLimitError, type FileTextLimits, UnreadableFileError } from './limits.ts';
import { UnpackedBudget } from './unpacked-budget.ts';
import { chargeZipEntries } from './zip-unpacked-size.ts';

/** The spreadsheets whose rows can be read (issue 16 import). */
export type TableType = 'text/csv' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A spreadsheet as rows of text: the first non-empty row is the headings; each row keeps the
 * number it has in the file as its user sees it (the heading row is 1), empty rows are left out.
 */
export type ParsedTable = { headers: string[]; rows: string[][]; rowNumbers: number[] };

/** Runs in a reader process of the file-text pool, under its time and memory limits. */
export function readTable(bytes: Uint8Array, type: TableType, limits: FileTextLimits): ParsedTable {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numbered = type === 'text/csv' ? csvRows(buffer, limits) : xlsxRows(buffer, limits);
  return toTable(numbered, limits);
}

type NumberedRow = { number: number; cells: string[] };

function toTable(numbered: Iterable<NumberedRow>, limits: FileTextLimits): ParsedTable {
  let headers: string[] | null = null;
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (const { number, cells } of numbered) {
    const trimmed = cells.map((cell) => cell.trim().slice(0, limits.cellChars));
    if (trimmed.every((cell) => cell === '')) continue;
    if (trimmed.length > limits.tableColumns) throw new FileTextLimitError('columns', limits.tableColumns);
    if (!headers) {
      headers = trimmed;
      continue;
    }
    if (rows.length === limits.tableRows) throw new FileTextLimitError('rows', limits.tableRows);
    rows.push(trimmed);
    rowNumbers.push(number);
  }
  if (!headers) throw new UnreadableFileError('The file has no rows');
  // a heading left blank still names its column
  const width = Math.max(headers.length, ...rows.slice(0, 1000).map((row) => row.length));
  const named = Array.from({ length: width }, (_, index) => headers[index] || `Column ${index + 1}`);
  return { headers: named, rows, rowNumbers };
}

// ---------------------------------------------------------------------------------------------
// CSV

/** UTF-8 (with or without a byte-order mark); a file that is not is read as Windows-1252, Excel's. */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The separator of the heading line: comma, semicolon (European Excel) or tab, whichever is most used. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: outsideQuotes.split(delimiter).length - 1,
  }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

function* csvRows(buffer: Buffer, limits: FileTextLimits): Generator<NumberedRow> {
  const text = decodeText(buffer);
  if (text.includes('\0')) throw new UnreadableFileError('Not a text file');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: limits.cellChars * limits.tableColumns,
    }) as unknown as typeof records; // `info: true` makes each record { record, info }
  } catch (error) {
    throw new UnreadableFileError(`Not a readable CSV: ${(error as Error).message}`);
  }
  for (const { record, info } of records) yield { number: info.lines, cells: record };
}

// ---------------------------------------------------------------------------------------------
// XLSX (Office Open XML spreadsheet): the first worksheet's cells, as text

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity.toLowerCase()] ?? '';
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The text of a shared or inline string: its runs' <t> elements, without phonetic guides. */
function stringText(xml: string): string {
  const withoutPhonetics = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of withoutPhonetics.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g))
    text += decodeXml(match[1] ?? '');
  return text;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** "BC12" → 54 (zero-based column of a cell reference). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const letter of reference.replace(/\d+$/, '').toUpperCase())
    index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/** The first sheet's part in the zip, from the workbook and its relationships. */
function firstSheetPath(parts: Record<string, Uint8Array>): string {
  const text = (name: string) => (parts[name] ? new TextDecoder().decode(parts[name]) : '');
  const sheet = /<sheet\b[^>]*>/.exec(text('xl/workbook.xml'))?.[0];
  const relationId = sheet ? attribute(sheet, 'r:id') : null;
  if (relationId) {
    for (const relation of text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*>/g)) {
      if (attribute(relation[0], 'Id') !== relationId) continue;
      const target = attribute(relation[0], 'Target') ?? '';
      const resolved = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (parts[resolved]) return resolved;
    }
  }
  const fallback = Object.keys(parts).find((name) => /^xl\/worksheets\/sheet\d*\.xml$/.test(name));
  if (!fallback) throw new UnreadableFileError('Not a readable XLSX: no worksheet');
  return fallback;
}

function* xlsxRows(buffer: Buffer, limits: FileTextLimits): Generator<NumberedRow> {
  // every entry is inflated within the budget before fflate unpacks the parts we read
  chargeZipEntries(buffer, new UnpackedBudget(limits.unpackedBytes));
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(buffer, {
      filter: (file) => file.name.startsWith('xl/') && /\.(xml|rels)$/.test(file.name),
    });
  } catch (error) {
    throw new UnreadableFileError(`Not a readable XLSX: ${(error as Error).message}`);
  }
  const decoder = new TextDecoder();
  const shared: string[] = [];
  const sharedXml = parts['xl/sharedStrings.xml'];
  if (sharedXml)
    for (const item of decoder.decode(sharedXml).matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g))
      shared.push(stringText(item[1] ?? ''));
  const sheetXml = decoder.decode(parts[firstSheetPath(parts)]);
  let previousRow = 0;
  for (const row of sheetXml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attribute(row[1] ?? '', 'r')) || previousRow + 1;
    previousRow = number;
    const cells: string[] = [];
    let next = 0;
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const reference = attribute(cell[1] ?? '', 'r');
      const index = reference ? columnIndex(reference) : next;
      next = index + 1;
      if (index < 0 || index >= limits.tableColumns + 1) continue;
      cells[index] = cellText(attribute(cell[1] ?? '', 't'), cell[2] ?? '', shared);
    }
    yield { number, cells: Array.from(cells, (cell) => cell ?? '') };
  }
}

function cellText(type: string | null, xml: string, shared: string[]): string {
  if (type === 'inlineStr') return stringText(/<is>([\s\S]*?)<\/is>/.exec(xml)?.[1] ?? '');
  const value = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(xml)?.[1] ?? '');
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}
