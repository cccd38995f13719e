import { type CandidateImport, DEFAULT_PAGE_SIZE } from '@shortlist/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useImports } from '../api/get-imports.ts';
import { importPath } from '../lib/import-path.ts';
import { importCountsLabel, rowsLabel } from '../lib/import-status.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';
import { RefusedRowsButton } from './refused-rows-button.tsx';

/** Recent imports, newest first: whose file, how it went, and the way back to each. */
export function ImportHistoryCard() {
  const [page, setPage] = useState(1);
  const imports = useImports(page);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Recent imports" description="Files imported by your team, newest first." />
      <QueryState
        query={imports}
        loadingLabel="Loading recent imports"
        errorTitle="Couldn't load recent imports"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<History />}
            title="No imports yet"
            description="Files you import are listed here, with what each one created, updated, skipped or refused."
          />
        }
      >
        {(data) => (
          <>
            <Table aria-label="Recent imports">
              <TableHeader>
                <TableRow>
                  <TableHead>File</TableHead>
                  <TableHead>By</TableHead>
                  <TableHead>Uploaded</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Result</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.results.map((candidateImport) => (
                  <HistoryRow key={candidateImport.id} candidateImport={candidateImport} />
                ))}
              </TableBody>
            </Table>
            <CardPagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              noun="imports"
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function HistoryRow({ candidateImport }: { candidateImport: CandidateImport }) {
  const { id, file_name, status, created_by, created_at, total_rows, refused_count } = candidateImport;
  return (
    <TableRow>
      <TableCell className="max-w-64">
        <p className="truncate font-medium text-slate-900" title={file_name}>
          {file_name}
        </p>
        <p className="text-xs text-slate-500">{rowsLabel(total_rows)}</p>
      </TableCell>
      <TableCell className="whitespace-nowrap">{created_by?.full_name ?? '—'}</TableCell>
      <TableCell className="whitespace-nowrap text-slate-600">
        <time dateTime={created_at}>{formatDateTime(created_at)}</time>
      </TableCell>
      <TableCell>
        <ImportStatusBadge status={status} />
      </TableCell>
      <TableCell className="text-xs text-slate-600">
        {status === 'uploaded' ? (
          <span className="text-slate-400">—</span>
        ) : (
          importCountsLabel(candidateImport)
        )}
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-2">
          {refused_count > 0 ? <RefusedRowsButton importId={id} /> : null}
          <Link
            to={importPath(id)}
            aria-label={`${status === 'uploaded' ? 'Continue' : 'Open'} ${file_name}`}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          >
            {status === 'uploaded' ? 'Continue' : 'Open'}
          </Link>
        </div>
      </TableCell>
    </TableRow>
  );
}
