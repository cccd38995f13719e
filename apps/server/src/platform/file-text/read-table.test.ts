import { IMPORT_LIMITS } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { docxBomb } from '../../test/hostile-files.ts';
import { csvOf, xlsxOf } from '../../test/spreadsheets.ts';
import { DEFAULT_FILE_TEXT_LIMITS, type FileTextLimits } from './limits.ts';
import { readTable } from './read-table.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const limits = (overrides: Partial<FileTextLimits> = {}) => ({ ...DEFAULT_FILE_TEXT_LIMITS, ...overrides });

// These call the reader in this thread; file-text-pool.test.ts runs it in its process.
describe('reading a spreadsheet’s rows (issue 16 import)', () => {
  it('reads within the limits the import page states', () => {
    const { tableRows, tableColumns, cellChars } = DEFAULT_FILE_TEXT_LIMITS;
    expect({ tableRows, tableColumns, cellChars }).toEqual({
      tableRows: IMPORT_LIMITS.maxRows,
      tableColumns: IMPORT_LIMITS.maxColumns,
      cellChars: IMPORT_LIMITS.maxCellChars,
    });
  });

  it('reads a CSV with quoted commas, quotes and line breaks, numbering rows as the file does', () => {
    const file = csvOf([
      ['Name', 'E-mail', 'Notes'],
      ['Ada Lovelace', 'ada@example.com', 'Likes "engines", maths'],
      [],
      ['Grace Hopper', 'grace@example.com', 'Line one\nline two'],
      ['Alan Turing', 'alan@example.com'],
    ]);
    const table = readTable(file, 'text/csv', limits());
    expect(table.headers).toEqual(['Name', 'E-mail', 'Notes']);
    expect(table.rows).toEqual([
      ['Ada Lovelace', 'ada@example.com', 'Likes "engines", maths'],
      ['Grace Hopper', 'grace@example.com', 'Line one\nline two'],
      ['Alan Turing', 'alan@example.com'],
    ]);
    // the empty line is row 3; Grace's record spans lines 4–5 and is numbered by where it ends
    expect(table.rowNumbers[0]).toBe(2);
    expect(table.rowNumbers[2]).toBe(6);
  });

  it('reads semicolon- and tab-separated files, a byte-order mark, and Windows-1252 text', () => {
    const semicolons = readTable(
      csvOf(
        [
          ['Name', 'City'],
          ['Zoë', 'Köln'],
        ],
        ';',
      ),
      'text/csv',
      limits(),
    );
    expect(semicolons.rows).toEqual([['Zoë', 'Köln']]);
    const tabs = readTable(Buffer.from('\uFEFFName\tCity\nAda\tLondon\n'), 'text/csv', limits());
    expect(tabs).toMatchObject({ headers: ['Name', 'City'], rows: [['Ada', 'London']] });
    const latin = Buffer.from([...Buffer.from('Name\nRen'), 0xe9, ...Buffer.from(' Dupr'), 0xe9]);
    expect(readTable(latin, 'text/csv', limits()).rows).toEqual([['René Dupré']]);
  });

  it('names a column whose heading is blank, and cuts a cell at the limit', () => {
    const table = readTable(
      csvOf([
        ['Name', ''],
        ['Ada', 'x'.repeat(50)],
      ]),
      'text/csv',
      limits({ cellChars: 10 }),
    );
    expect(table.headers).toEqual(['Name', 'Column 2']);
    expect(table.rows[0]?.[1]).toBe('x'.repeat(10));
  });

  it('refuses more rows or columns than the limits, and a file that is not text', () => {
    const rows = [['Name'], ...Array.from({ length: 6 }, (_, index) => [`Person ${index}`])];
    expect(() => readTable(csvOf(rows), 'text/csv', limits({ tableRows: 5 }))).toThrow(
      expect.objectContaining({ limit: 'rows', max: 5 }),
    );
    expect(readTable(csvOf(rows), 'text/csv', limits({ tableRows: 6 })).rows).toHaveLength(6);
    const wide = [Array.from({ length: 8 }, (_, index) => `C${index}`)];
    expect(() => readTable(csvOf(wide), 'text/csv', limits({ tableColumns: 7 }))).toThrow(
      expect.objectContaining({ limit: 'columns', max: 7 }),
    );
    expect(() => readTable(Buffer.from([0x50, 0x4b, 0, 0, 1, 2]), 'text/csv', limits())).toThrow(
      /Not a text file/,
    );
    expect(() => readTable(Buffer.from('\n\n'), 'text/csv', limits())).toThrow(/no rows/);
  });

  it('reads an XLSX written by ExcelJS: shared strings, numbers, empty cells, the first sheet', async () => {
    const file = await xlsxOf([
      ['Name', 'E-mail', 'Years', 'Phone'],
      ['Ada & Co <Ltd>', 'ada@example.com', 7, null],
      ['Grace Hopper', null, 12.5, '+44 20 7946 0000'],
    ]);
    const table = readTable(file, XLSX, limits());
    expect(table.headers).toEqual(['Name', 'E-mail', 'Years', 'Phone']);
    expect(table.rows).toEqual([
      ['Ada & Co <Ltd>', 'ada@example.com', '7'],
      ['Grace Hopper', '', '12.5', '+44 20 7946 0000'],
    ]);
    expect(table.rowNumbers).toEqual([2, 3]);
  });

  it('refuses an XLSX that unpacks to 1 GB before inflating it, and a zip that is not a workbook', () => {
    expect(() => readTable(docxBomb(), XLSX, limits())).toThrow(
      expect.objectContaining({ limit: 'unpacked-bytes' }),
    );
    expect(() => readTable(Buffer.from('Name\nAda'), XLSX, limits())).toThrow(/Not a readable/);
  });
});
