/** One cell of a CSV file: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null;

/**
 * RFC 4180: a cell holding a comma, a quote, a line break or edge spaces is quoted, its quotes
 * doubled. Text starting with = + - @ (or a tab or carriage return) is prefixed with ' so a
 * spreadsheet shows it instead of running it as a formula (OWASP "CSV injection"); numbers are
 * written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and data rows as CSV text, CRLF between rows as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Hands `text` to the browser as a downloaded CSV file named `filename`. */
export function downloadCsv(filename: string, text: string): void {
  // a byte-order mark makes Excel read the names (accents, em dashes) as UTF-8
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
