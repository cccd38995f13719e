import { type DuplicateSide, MERGE_MESSAGES, type MergeResult } from '@shortlist/contracts';
import { GitMerge, RotateCw, UserX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApplicantCell } from '../../../components/ui/applicant-cell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDismissDuplicate } from '../api/dismiss-duplicate.ts';
import { useCandidateDuplicates } from '../api/get-candidate-duplicates.ts';
import { DuplicateReasons } from './duplicate-reasons.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { workOf } from './record-summary.tsx';

type PossibleDuplicatesPanelProps = {
  /** the candidate whose page this is (a `Candidate` has every field the merge dialog shows) */
  candidate: DuplicateSide;
  /** after a merge, besides the refresh every page gets from the `candidate.merged` change */
  onMerged?: (result: MergeResult) => void;
};

/**
 * The candidate page's side column: other records that may be this person, with Merge… and Not the
 * same person. Nothing at all while it loads or when there are none, so the page stays uncluttered.
 */
export function PossibleDuplicatesPanel({ candidate, onMerged }: PossibleDuplicatesPanelProps) {
  const duplicates = useCandidateDuplicates(candidate.id);
  const mayMerge = useAuth().can('merge_candidates');
  const navigate = useNavigate();
  const dismiss = useDismissDuplicate({ onChanged: () => toast.success(MERGE_MESSAGES.dismissed) });

  if (duplicates.isPending) return null;
  if (duplicates.isError) {
    return (
      <Card>
        <CardContent role="alert" className="flex items-center justify-between gap-3">
          <p className="text-sm text-red-700">Couldn't check for possible duplicates.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => duplicates.refetch()}
            loading={duplicates.isFetching}
            icon={<RotateCw className="size-3.5" aria-hidden />}
          >
            Retry
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { results } = duplicates.data;
  if (results.length === 0) return null;

  const merged = (result: MergeResult) => {
    onMerged?.(result);
    // this record went into the other one: its page is gone, the kept record's has everything
    if (result.merged_id === candidate.id) navigate(`/candidates/${result.kept_id}`, { replace: true });
  };

  return (
    <Card>
      <CardHeader title="Possible duplicates" description="Other records that may be this person." />
      <ul aria-label="Possible duplicates" className="divide-y divide-slate-100">
        {results.map(({ candidate: other, reasons }) => (
          <li key={other.id} aria-label={other.full_name} className="space-y-2 px-5 py-3">
            <ApplicantCell
              candidateId={other.id}
              name={other.full_name}
              subtitle={workOf(other)}
              avatarSize="sm"
              className="text-sm"
            />
            <DuplicateReasons reasons={reasons} />
            {mayMerge ? (
              <div className="flex flex-wrap gap-2">
                <MergeDialog
                  records={[candidate, other]}
                  onMerged={merged}
                  trigger={
                    <Button size="sm" icon={<GitMerge className="size-3.5" aria-hidden />}>
                      Merge…
                    </Button>
                  }
                />
                <Button
                  variant="secondary"
                  size="sm"
                  loading={dismiss.isPending && dismiss.variables.otherId === other.id}
                  disabled={dismiss.isPending}
                  icon={<UserX className="size-3.5" aria-hidden />}
                  onClick={() =>
                    dismiss.mutate(
                      { candidateId: candidate.id, otherId: other.id },
                      { onError: (error) => toast.error(getErrorMessage(error)) },
                    )
                  }
                >
                  Not the same person
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
