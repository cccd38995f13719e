import type { CandidateImport } from '@shortlist/contracts';
import { FileQuestion } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError, getErrorMessage } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useImport } from '../api/get-import.ts';
import { ImportFilePicker } from '../components/import-file-picker.tsx';
import { ImportHistoryCard } from '../components/import-history-card.tsx';
import { ImportProgressCard } from '../components/import-progress-card.tsx';
import { ImportSteps } from '../components/import-steps.tsx';
import { MapColumnsStep } from '../components/map-columns-step.tsx';

/** `?id=` as an import's id; anything else opens the first step. */
function importIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /candidates/import (issue 16): upload a CSV or XLSX file, map its columns, preview and import,
 * then follow the import's progress. The import being worked on is in the address (`?id=`), so a
 * recruiter who leaves and comes back finds it at its step: mapping until it is started, then its
 * progress.
 */
export function ImportCandidatesPage() {
  useDocumentTitle('Import candidates');
  const [params, setParams] = useSearchParams();
  const id = importIdOf(params.get('id'));
  const open = (next: CandidateImport) => setParams({ id: String(next.id) });
  const backToUpload = ({ replace = false } = {}) => setParams({}, { replace });

  return (
    <>
      <PageHeader
        title="Import candidates"
        description="Bring candidates in from a spreadsheet: upload it, match its columns to candidate fields, preview, then import."
        actions={
          <Button asChild variant="secondary">
            <Link to="/candidates">All candidates</Link>
          </Button>
        }
      />
      {id === null ? (
        <UploadStep onUploaded={open} />
      ) : (
        <ImportAtItsStep
          key={id}
          id={id}
          onImportAnother={() => backToUpload()}
          // the discarded upload no longer exists: Back must not lead to it
          onDiscarded={() => backToUpload({ replace: true })}
        />
      )}
    </>
  );
}

function UploadStep({ onUploaded }: { onUploaded: (created: CandidateImport) => void }) {
  return (
    <>
      <ImportSteps current="upload" />
      <div className="space-y-6">
        <Card>
          <CardHeader
            title="Upload a file"
            description="A CSV or XLSX spreadsheet whose first row names its columns. Nothing is imported until you have checked how its columns are read."
          />
          <CardContent>
            <ImportFilePicker onUploaded={onUploaded} />
          </CardContent>
        </Card>
        <ImportHistoryCard />
      </div>
    </>
  );
}

type ImportAtItsStepProps = { id: number; onImportAnother: () => void; onDiscarded: () => void };

/** An upload not started yet is mapped; a started one shows its progress. */
function ImportAtItsStep({ id, onImportAnother, onDiscarded }: ImportAtItsStepProps) {
  const candidateImport = useImport(id);
  const { error } = candidateImport;
  // a discarded (or mistyped) import: nothing to retry, the way back is a new upload
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Card>
        <EmptyState
          icon={<FileQuestion />}
          title={getErrorMessage(error)}
          description="It may have been discarded. Upload the file again to import it."
          action={<Button onClick={onImportAnother}>Upload a file</Button>}
        />
      </Card>
    );
  }
  return (
    <QueryState
      query={candidateImport}
      loading={
        <Card>
          <CentredSpinner label="Loading the import" />
        </Card>
      }
      errorTitle="Couldn't load the import"
      frame={(message) => <Card>{message}</Card>}
    >
      {(data) =>
        data.status === 'uploaded' ? (
          <>
            <ImportSteps current="map" />
            <MapColumnsStep candidateImport={data} onDiscarded={onDiscarded} />
          </>
        ) : (
          <>
            <ImportSteps current="progress" />
            <ImportProgressCard candidateImport={data} onImportAnother={onImportAnother} />
          </>
        )
      }
    </QueryState>
  );
}
