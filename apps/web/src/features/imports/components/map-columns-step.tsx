import {
  type CandidateImport,
  type DuplicatePolicy,
  IMPORT_LIMITS,
  type ImportField,
  type ImportMapping,
  type ImportSettings,
} from '@shortlist/contracts';
import { Eye, Import, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card.tsx';
import { FormErrors, InlineErrors } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, formErrorsOf, getErrorMessage } from '../../../lib/api-error.ts';
import { useDiscardImport } from '../api/discard-import.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { useStartImport } from '../api/start-import.ts';
import { fieldsMappedTwice, mappingProblems } from '../lib/import-mapping.ts';
import { rowsLabel } from '../lib/import-status.ts';
import { ColumnMappingTable } from './column-mapping-table.tsx';
import { DuplicatePolicyChoice } from './duplicate-policy-choice.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';

const FIELDS = ['mapping'] as const;

type Props = { candidateImport: CandidateImport; onDiscarded: () => void };

/** The settings this upload was left with, else the server's suggestion, one entry per column. */
function initialMapping({ headers, mapping, suggested_mapping }: CandidateImport): ImportMapping {
  const saved = mapping ?? suggested_mapping;
  return headers.map((_, column) => saved[column] ?? null);
}

/**
 * Step 2: the file's columns mapped to candidate fields, what to do with a row whose e-mail is
 * known, a preview of the first rows under those settings, and the import started (or the upload
 * discarded). The contract's own schema checks the mapping here, as the server does.
 */
export function MapColumnsStep({ candidateImport, onDiscarded }: Props) {
  const { id, file_name, headers, sample, total_rows } = candidateImport;
  const [mapping, setMapping] = useState(() => initialMapping(candidateImport));
  const [policy, setPolicy] = useState<DuplicatePolicy>(candidateImport.duplicate_policy ?? 'skip');
  const preview = usePreviewImport();
  const start = useStartImport();
  const discard = useDiscardImport();

  const settings: ImportSettings = { mapping, duplicate_policy: policy };
  const problems = mappingProblems(mapping, policy);
  const previewErrors = formErrorsOf(preview.error, FIELDS);
  const startErrors = formErrorsOf(start.error, FIELDS);
  const mappingMessages = [
    ...new Set([
      ...problems,
      ...(previewErrors.fields.mapping ? [previewErrors.fields.mapping] : []),
      ...(startErrors.fields.mapping ? [startErrors.fields.mapping] : []),
    ]),
  ];
  const otherErrors = [
    ...new Set([...startErrors.other, ...(discard.isError ? [getErrorMessage(discard.error)] : [])]),
  ];
  const busy = start.isPending || discard.isPending;

  // a preview holds only for the settings it was asked with
  const changed = () => {
    preview.reset();
    start.reset();
  };
  const mapColumn = (column: number, field: ImportField | null) => {
    setMapping((current) => current.map((value, index) => (index === column ? field : value)));
    changed();
  };
  const choosePolicy = (next: DuplicatePolicy) => {
    setPolicy(next);
    changed();
  };

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <CardHeader
          title={`Map the columns of ${file_name}`}
          description={`${rowsLabel(total_rows)} below the header row. Choose the candidate field each column goes into: E-mail is needed, and Full name or First name and Last name.`}
        />
        <ColumnMappingTable
          headers={headers}
          sample={sample}
          mapping={mapping}
          mappedTwice={fieldsMappedTwice(mapping)}
          onChange={mapColumn}
        />
        {mappingMessages.length > 0 ? (
          <CardFooter>
            <InlineErrors messages={mappingMessages} />
          </CardFooter>
        ) : null}
      </Card>

      <Card>
        <CardHeader
          title="Candidates already on file"
          description="A row is matched to a candidate by e-mail."
        />
        <CardContent>
          <DuplicatePolicyChoice value={policy} onChange={choosePolicy} />
        </CardContent>
      </Card>

      <Card className="overflow-hidden">
        <CardHeader
          title="Preview"
          description={`What the import would do with the first ${Math.min(IMPORT_LIMITS.sampleRows, total_rows)} rows, nothing saved.`}
          actions={
            <Button
              variant="secondary"
              icon={<Eye className="size-4" aria-hidden />}
              loading={preview.isPending}
              disabled={problems.length > 0 || busy}
              onClick={() => preview.mutate({ id, settings })}
            >
              Preview
            </Button>
          }
        />
        {preview.isPending ? (
          <div className="flex justify-center py-10 text-brand-600">
            <Spinner size="lg" label="Loading the preview" />
          </div>
        ) : preview.isSuccess ? (
          <ImportPreviewTable rows={preview.data.rows} />
        ) : preview.isError && previewErrors.other.length > 0 ? (
          <CardContent>
            <FormErrors messages={previewErrors.other} />
          </CardContent>
        ) : (
          <CardContent>
            <p className="text-sm text-slate-500">
              See which rows would create, update, skip or be refused before importing them all.
            </p>
          </CardContent>
        )}
      </Card>

      <div className="space-y-3">
        <FormErrors messages={otherErrors} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            variant="secondary"
            icon={<Trash2 className="size-4" aria-hidden />}
            loading={discard.isPending}
            disabled={start.isPending}
            onClick={() =>
              discard.mutate(id, {
                onSuccess: () => {
                  toast.success(`${file_name} discarded`);
                  onDiscarded();
                },
              })
            }
          >
            Discard
          </Button>
          <Button
            icon={<Import className="size-4" aria-hidden />}
            loading={start.isPending}
            disabled={problems.length > 0 || discard.isPending}
            onClick={() =>
              start.mutate(
                { id, settings },
                {
                  onSuccess: () => toast.success(`Importing ${file_name}`),
                  // started elsewhere meanwhile: the page moves to that import's progress, and says why
                  onError: (error) => {
                    if (error instanceof ApiError && error.status === 409)
                      toast.error(getErrorMessage(error));
                  },
                },
              )
            }
          >
            Import {rowsLabel(total_rows)}
          </Button>
        </div>
      </div>
    </div>
  );
}
