import { type DuplicateSide, MERGE_MESSAGES, type MergeResult } from '@shortlist/contracts';
import { GitMerge } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMergeCandidates } from '../api/merge-candidates.ts';
import { RecordSummary } from './record-summary.tsx';

type MergeDialogProps = {
  /** the two records, in the order they are shown */
  records: readonly [DuplicateSide, DuplicateSide];
  /** the button that opens the dialog */
  trigger: ReactNode;
  onMerged?: (result: MergeResult) => void;
};

/**
 * The record a merge keeps unless the user chooses the other: the one with more applications (the
 * one the team works on), else the one added first.
 */
export function likelyKept(a: DuplicateSide, b: DuplicateSide): DuplicateSide {
  if (a.application_count !== b.application_count) return a.application_count > b.application_count ? a : b;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? a : b;
  return a.id < b.id ? a : b;
}

/**
 * Merge… (docs/decisions/023): the two records side by side, the choice of the one to keep, and
 * what happens to the other, before the merge that cannot be undone.
 */
export function MergeDialog({ records, trigger, onMerged }: MergeDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {open ? (
        <MergeForm
          records={records}
          onMerged={(result) => {
            setOpen(false);
            onMerged?.(result);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function MergeForm({
  records,
  onMerged,
}: {
  records: MergeDialogProps['records'];
  onMerged: (result: MergeResult) => void;
}) {
  const [keptId, setKeptId] = useState(() => likelyKept(...records).id);
  const merge = useMergeCandidates({
    onMerged: (result) => {
      const kept = records.find((record) => record.id === result.kept_id);
      toast.success(MERGE_MESSAGES.merged(kept?.full_name ?? 'the kept record'));
      onMerged(result);
    },
  });
  const other = records[0].id === keptId ? records[1] : records[0];
  const choiceName = useId();

  return (
    <DialogContent
      title="Merge duplicate records"
      description="Choose the record to keep; the other one is merged into it."
      className="max-w-3xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            loading={merge.isPending}
            icon={<GitMerge className="size-4" aria-hidden />}
            onClick={() => merge.mutate({ keptId, duplicateId: other.id })}
          >
            Merge
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Keep which record?</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {records.map((record) => {
              const kept = record.id === keptId;
              const detailsId = `${choiceName}-${record.id}`;
              return (
                <label
                  key={record.id}
                  className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50/50 has-checked:ring-2 has-checked:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={choiceName}
                    value={record.id}
                    checked={kept}
                    onChange={() => {
                      setKeptId(record.id);
                      merge.reset();
                    }}
                    // both records often bear one name: the date tells the two choices apart
                    aria-label={`Keep ${record.full_name}, added ${formatDate(record.created_at)}`}
                    aria-describedby={detailsId}
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  />
                  <div id={detailsId} className="min-w-0 flex-1 space-y-2">
                    <Badge tone={kept ? 'green' : 'neutral'}>
                      {kept ? 'Kept' : 'Merged into the other, then deleted'}
                    </Badge>
                    <RecordSummary record={record} />
                  </div>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="space-y-1.5 text-sm text-slate-700">
          <p>The record you keep gets everything of the other one:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>its applications, documents, notes, e-mails, interviews, offers and history move into it;</li>
            <li>
              an application to a job both records applied for is combined into the kept one's, whose stage
              and status stay;
            </li>
            <li>
              blanks in the kept profile are filled from the other, and the e-mails and phones of both are
              kept;
            </li>
            <li>the other record is then deleted, and links to it stop working.</li>
          </ul>
        </div>
        <Alert tone="warning">A merge cannot be undone.</Alert>
        <FormErrors messages={merge.isError ? [getErrorMessage(merge.error)] : []} />
      </div>
    </DialogContent>
  );
}
