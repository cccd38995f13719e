import ExcelJS from 'exceljs';

type Cell = string | number | boolean | null;

/** Rows as a CSV file: quoted where they need it, CRLF line ends (RFC 4180, what Excel writes). */
export function csvOf(rows: Cell[][], delimiter = ','): Buffer {
  const quote = (cell: Cell) => {
    const text = cell === null ? '' : String(cell);
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(quote).join(delimiter)).join('\r\n'));
}

/** Rows as an XLSX workbook written by ExcelJS (shared strings, numbers as numbers), first sheet. */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Candidates');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Notes').addRow(['Only the first sheet is read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
