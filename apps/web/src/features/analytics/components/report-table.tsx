import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type CsvValue, toCsv } from '../lib/csv.ts';
import { formatCount, NO_VALUE } from '../lib/report-format.ts';

/**
 * One column of a section's table. The same definition draws the table and writes the section's
 * CSV file, so the download always holds the numbers on screen (unformatted, for a spreadsheet).
 */
export type ReportColumn<Row> = {
  header: string;
  /** the cell as the CSV file holds it */
  value: (row: Row) => CsvValue;
  /** the cell as the table shows it; by default a count with separators, '—' for nothing */
  format?: (row: Row) => ReactNode;
  /** the row's name (left-aligned, a row header); the other columns are numbers */
  label?: boolean;
};

export function sectionCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}

function defaultFormat(value: CsvValue): ReactNode {
  if (value === null) return NO_VALUE;
  return typeof value === 'number' ? formatCount(value) : value;
}

type ReportTableProps<Row> = {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** a long table (one row a week) scrolls inside its card instead of stretching it */
  scroll?: boolean;
};

/** The compact table under a chart: the numbers the chart draws, for reading and for screen readers. */
export function ReportTable<Row>({ caption, columns, rows, rowKey, scroll = false }: ReportTableProps<Row>) {
  return (
    <div className={clsx('overflow-x-auto', scroll && 'max-h-72 overflow-y-auto')}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={clsx('border-b border-slate-200 bg-slate-50', scroll && 'sticky top-0')}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={clsx(
                  'h-8 px-3 text-xs font-medium whitespace-nowrap text-slate-500 first:pl-5 last:pr-5',
                  column.label ? 'text-left' : 'text-right',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const content = column.format ? column.format(row) : defaultFormat(column.value(row));
                return column.label ? (
                  <th
                    key={column.header}
                    scope="row"
                    className="px-3 py-1.5 text-left font-normal text-slate-700 first:pl-5 last:pr-5"
                  >
                    {content}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className="px-3 py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums first:pl-5 last:pr-5"
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
