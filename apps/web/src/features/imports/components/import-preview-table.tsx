import { IMPORT_OUTCOME_LABELS, type ImportPreviewRow } from '@shortlist/contracts';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { IMPORT_OUTCOME_TONES } from '../lib/import-status.ts';

/** What the import would do with each of the first rows, and why. */
export function ImportPreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  return (
    <Table aria-label="Preview">
      <TableHeader>
        <TableRow>
          <TableHead>Row</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Outcome</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.row_number}>
            <TableCell className="align-top text-slate-500 tabular-nums">{row.row_number}</TableCell>
            <TableCell className="align-top font-medium text-slate-900">
              {row.full_name || <span className="text-slate-400">—</span>}
            </TableCell>
            <TableCell className="align-top break-all">
              {row.email || <span className="text-slate-400">—</span>}
            </TableCell>
            <TableCell className="align-top">
              <Badge tone={IMPORT_OUTCOME_TONES[row.outcome]}>{IMPORT_OUTCOME_LABELS[row.outcome]}</Badge>
            </TableCell>
            <TableCell className="align-top text-xs">
              <RowDetails row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RowDetails({ row }: { row: ImportPreviewRow }) {
  const { reasons, existing_candidate: existing } = row;
  if (reasons.length === 0 && !existing) return <span className="text-slate-400">—</span>;
  return (
    <div className="space-y-1">
      {reasons.length > 0 ? (
        <ul aria-label="Reasons" className="list-disc space-y-0.5 pl-4 text-slate-700">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {existing ? (
        <p className="text-slate-600">
          On file as{' '}
          <Link
            to={`/candidates/${existing.id}`}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {existing.full_name}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
