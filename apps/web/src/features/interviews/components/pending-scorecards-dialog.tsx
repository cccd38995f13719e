import type { Interview } from '@shortlist/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth-session.tsx';
import type { PendingScorecardsRequest } from '../../../lib/interview-scheduling.ts';
import { interviewsQueryOptions } from '../api/get-interviews.ts';
import { scorecardSheetQueryOptions } from '../api/get-scorecard-sheet.ts';
import { formatDateTimeIn } from '../lib/interview-time.ts';
import { browserTimeZone } from '../lib/zoned-time.ts';
import { ScorecardDialog } from './scorecard-dialog.tsx';

/**
 * A stage's Scorecard action (issue 13): the interviews of the stage's candidates that have started,
 * that the user sat on and that still wait for their scorecard — each with Submit scorecard, which
 * opens the scorecard right here. Mounted while open: "started" is as of opening it.
 */
export function PendingScorecardsDialog({
  jobId,
  stageLabel,
  applications,
  onClose,
}: PendingScorecardsRequest & { onClose: () => void }) {
  const me = useCurrentUser();
  const [now] = useState(() => new Date().toISOString());
  const [scoring, setScoring] = useState<Interview | null>(null);
  const inStage = new Set(applications.map((application) => application.id));
  const interviews = useQuery(
    interviewsQueryOptions({ job_id: jobId, interviewer: me.id, to: now, status: 'scheduled' }),
  );
  const started = (interviews.data?.results ?? []).filter((interview) =>
    inStage.has(interview.application_id),
  );
  // the sheet says whether this user still owes it (the list cannot: it knows no scorecards)
  const sheets = useQueries({
    queries: started.map((interview) => scorecardSheetQueryOptions(interview.id)),
  });
  const waiting = started
    .map((interview, index) => ({ interview, sheet: sheets[index]?.data }))
    .filter(({ sheet }) => sheet?.can_submit);
  const loading = interviews.isPending || sheets.some((sheet) => sheet.isPending);
  const failed = interviews.error ?? sheets.find((sheet) => sheet.isError)?.error;

  const chosen = scoring ? waiting.find(({ interview }) => interview.id === scoring.id) : undefined;
  if (chosen?.sheet) {
    return (
      <ScorecardDialog interview={chosen.interview} sheet={chosen.sheet} onClose={() => setScoring(null)} />
    );
  }

  const zone = browserTimeZone();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Scorecards waiting for you"
        description={`${stageLabel}: the interviews you sat on that still need your scorecard.`}
        className="max-w-xl"
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        }
      >
        {loading ? (
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner label="Finding your scorecards" />
          </div>
        ) : failed ? (
          <ErrorState
            title="Couldn't find your scorecards"
            error={failed}
            onRetry={() => {
              void interviews.refetch();
              for (const sheet of sheets) if (sheet.isError) void sheet.refetch();
            }}
          />
        ) : waiting.length === 0 ? (
          <EmptyState
            icon={<ClipboardCheck />}
            title={`No scorecards wait for you in ${stageLabel}.`}
            description="A scorecard opens when an interview starts, for the people on its panel."
            className="py-8"
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Interviews waiting for your scorecard">
            {waiting.map(({ interview }) => (
              <li key={interview.id} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{interview.candidate_name}</p>
                  <p className="text-xs text-slate-500">
                    {interview.interview_type_label} · {formatDateTimeIn(interview.scheduled_at, zone)}
                  </p>
                </div>
                <Link
                  to={`/candidates/${interview.candidate_id}?tab=interviews`}
                  className="text-xs text-slate-500 hover:text-brand-700 hover:underline"
                >
                  Interviews tab
                </Link>
                <Button size="sm" aria-haspopup="dialog" onClick={() => setScoring(interview)}>
                  Submit scorecard
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
