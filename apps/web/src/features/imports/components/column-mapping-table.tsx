import type { ImportField, ImportMapping } from '@shortlist/contracts';
import { Select } from '../../../components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { FIELD_OPTIONS, fieldOf, NOT_IMPORTED, sampleValues } from '../lib/import-mapping.ts';

type Props = {
  headers: string[];
  sample: string[][];
  mapping: ImportMapping;
  /** fields on more than one column: their selects are drawn as invalid */
  mappedTwice: Set<ImportField>;
  onChange: (column: number, field: ImportField | null) => void;
};

/** A column's name as the page shows it: its heading, or its position when the heading is blank. */
export const columnName = (header: string, column: number) => header.trim() || `Column ${column + 1}`;

/** One row per column of the file: its heading, a few of its values, and the field it goes into. */
export function ColumnMappingTable({ headers, sample, mapping, mappedTwice, onChange }: Props) {
  return (
    <Table aria-label="Column mapping">
      <TableHeader>
        <TableRow>
          <TableHead>Column in the file</TableHead>
          <TableHead>Sample values</TableHead>
          <TableHead>Import as</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {headers.map((header, column) => {
          const name = columnName(header, column);
          const field = mapping[column] ?? null;
          const values = sampleValues(sample, column);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are fixed, and headings may repeat or be blank
            <TableRow key={column}>
              <TableCell className="align-top font-medium text-slate-900">{name}</TableCell>
              <TableCell className="max-w-72 align-top text-xs text-slate-600">
                {values.length > 0 ? (
                  <ul aria-label={`Sample values of ${name}`} className="space-y-0.5">
                    {values.map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same value may be on two rows
                      <li key={index} className="truncate" title={value}>
                        {value}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-400">Empty in the first rows</span>
                )}
              </TableCell>
              <TableCell className="align-top">
                <Select
                  aria-label={`Import ${name} as`}
                  className="w-52"
                  value={field ?? NOT_IMPORTED}
                  options={FIELD_OPTIONS}
                  invalid={field !== null && mappedTwice.has(field)}
                  onValueChange={(value) => onChange(column, fieldOf(value))}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
