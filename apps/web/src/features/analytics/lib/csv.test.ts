import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('analytics CSV', () => {
  it('writes plain text and numbers as they are and null as an empty cell', () => {
    expect(csvCell('Phone Screen')).toBe('Phone Screen');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('The "A" team')).toBe('"The ""A"" team"');
    expect(csvCell('first line\nsecond line')).toBe('"first line\nsecond line"');
    expect(csvCell('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });

  it('joins a header and rows with commas and CRLF, ending with a line break', () => {
    expect(
      toCsv(
        ['Stage', 'Reached', 'Conversion %'],
        [
          ['Applied', 120, null],
          ['Phone, video screen', 48, 40],
        ],
      ),
    ).toBe('Stage,Reached,Conversion %\r\nApplied,120,\r\n"Phone, video screen",48,40\r\n');
  });
});
