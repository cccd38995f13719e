import type { FailedJob } from '@shortlist/contracts';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';

type Props = {
  jobs: FailedJob[];
  retryingId: string | null;
  onRetry: (job: FailedJob) => void;
};

/** Dead letters: what failed, why, how often it was tried, and a Retry for each. */
export function FailedJobsTable({ jobs, retryingId, onRetry }: Props) {
  return (
    <Table aria-label="Failed jobs">
      <TableHeader>
        <TableRow>
          <TableHead>Queue</TableHead>
          <TableHead>Error</TableHead>
          <TableHead>Retries</TableHead>
          <TableHead>Failed at</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={`${job.queue}/${job.id}`}>
            <TableCell className="align-top font-mono text-xs whitespace-nowrap text-slate-700">
              {job.queue}
            </TableCell>
            <TableCell className="max-w-md align-top">
              <p className="text-sm break-words text-red-700">{job.error}</p>
              <details className="mt-1 text-xs text-slate-500">
                <summary className="cursor-pointer rounded select-none hover:text-slate-700">Data</summary>
                <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-[11px] text-slate-700 ring-1 ring-slate-200">
                  {JSON.stringify(job.data, null, 2)}
                </pre>
              </details>
            </TableCell>
            <TableCell className="align-top tabular-nums">{job.retry_count}</TableCell>
            <TableCell className="align-top text-sm whitespace-nowrap text-slate-600">
              {job.failed_at
                ? `${formatDate(job.failed_at, 'long')} ${formatDate(job.failed_at, 'time')}`
                : '—'}
            </TableCell>
            <TableCell className="align-top text-right">
              <Button
                variant="secondary"
                size="sm"
                loading={retryingId === job.id}
                disabled={retryingId !== null}
                icon={<RotateCw className="size-3.5" aria-hidden />}
                aria-label={`Retry ${job.queue} job ${job.id}`}
                onClick={() => onRetry(job)}
              >
                Retry
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
