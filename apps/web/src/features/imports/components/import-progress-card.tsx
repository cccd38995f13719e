import { type CandidateImport, DUPLICATE_POLICY_LABELS } from '@shortlist/contracts';
import { FileUp, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { importCounts, rowsLabel } from '../lib/import-status.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';
import { RefusedRowsButton } from './refused-rows-button.tsx';

type Props = { candidateImport: CandidateImport; onImportAnother: () => void };

const STATUS_LINES = {
  queued: 'Waiting for the import to start…',
  running: 'Importing. You can leave this page: the import goes on, and this address shows its progress.',
  completed: 'The import is complete.',
  failed: 'The import stopped.',
} as const;

/**
 * Step 3: a started import's progress, read again every second while it runs (useImport), what it
 * created, updated, skipped and refused, and where to go once it has finished.
 */
export function ImportProgressCard({ candidateImport, onImportAnother }: Props) {
  const { id, file_name, status, processed_rows, total_rows, refused_count, error } = candidateImport;
  const finished = status === 'completed' || status === 'failed';
  const percent = total_rows > 0 ? Math.min(100, Math.round((processed_rows / total_rows) * 100)) : 0;
  const by = candidateImport.created_by?.full_name;
  const policy = candidateImport.duplicate_policy;

  return (
    <Card>
      <CardHeader
        title={file_name}
        description={[
          by ? `Uploaded by ${by} on ${formatDateTime(candidateImport.created_at)}` : null,
          policy ? `Candidates already on file: ${DUPLICATE_POLICY_LABELS[policy].label}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={<ImportStatusBadge status={status} />}
      />
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <ProgressBar label="Import progress" value={processed_rows} max={total_rows} className="h-3" />
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <p className="text-slate-600" aria-live="polite">
              {status === 'uploaded' ? null : STATUS_LINES[status]}
            </p>
            <p className="font-medium text-slate-900 tabular-nums">
              {processed_rows.toLocaleString('en-US')} of {rowsLabel(total_rows)} · {percent}%
            </p>
          </div>
        </div>
        <dl aria-label="Rows so far" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {importCounts(candidateImport).map(({ key, label, value }) => (
            <div key={key} className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
                {value.toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        {status === 'failed' ? (
          <Alert tone="error" title="The import failed">
            <p>{error || 'The import stopped before its last row.'}</p>
            <p className="mt-1">
              What is counted above was done before it stopped; the other rows were not imported.
            </p>
          </Alert>
        ) : null}
        {status === 'completed' && refused_count > 0 ? (
          <Alert tone="warning">
            {rowsLabel(refused_count)} could not be imported. The refused rows, each with its reasons, can be
            downloaded, corrected and imported again.
          </Alert>
        ) : null}
      </CardContent>
      {finished ? (
        <CardFooter className="flex-wrap justify-end">
          <Button variant="ghost" icon={<FileUp className="size-4" aria-hidden />} onClick={onImportAnother}>
            Import another file
          </Button>
          {refused_count > 0 ? (
            <RefusedRowsButton importId={id} size="md" label="Download refused rows (CSV)" />
          ) : null}
          <Link to="/candidates" className={buttonClassName()}>
            <Users className="size-4" aria-hidden /> View candidates
          </Link>
        </CardFooter>
      ) : null}
    </Card>
  );
}
