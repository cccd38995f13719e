import type { Interview } from '@shortlist/contracts';
import { Calendar } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import type { CandidateInterviewsProps } from '../../../lib/interview-scheduling.ts';
import { useCandidateInterviews } from '../api/get-interviews.ts';
import type { JobFactsLookup } from '../lib/interview-draft.ts';
import { browserTimeZone } from '../lib/zoned-time.ts';
import { CancelInterviewDialog } from './cancel-interview-dialog.tsx';
import { InterviewDialog } from './interview-dialog.tsx';
import { InterviewRow } from './interview-row.tsx';

/** Still to come (or under way) and not cancelled. */
const isUpcoming = (interview: Interview, now: number) =>
  interview.status === 'scheduled' && new Date(interview.ends_at).getTime() > now;

/**
 * The candidate page's Interviews tab (issue 13): what is coming, soonest first, then what is past
 * or cancelled, latest first. Reschedule and Cancel on the rows of jobs the user manages.
 */
export function CandidateInterviewsTab({
  candidateId,
  applications,
  onSchedule,
  jobFacts,
}: CandidateInterviewsProps & { jobFacts?: JobFactsLookup }) {
  const interviews = useCandidateInterviews(candidateId);
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const viewerZone = browserTimeZone();
  const scheduleButton = onSchedule ? (
    <Button size="sm" icon={<Calendar className="size-4" />} onClick={onSchedule}>
      Schedule Interview
    </Button>
  ) : null;

  const count = interviews.data?.count;
  return (
    <Card>
      <CardHeader
        title={count ? `Interviews (${count})` : 'Interviews'}
        actions={interviews.data?.results.length ? scheduleButton : null}
      />
      <CardContent>
        <QueryState
          query={interviews}
          loading={<CentredSpinner label="Loading interviews" size="md" className="py-10" />}
          errorTitle="Couldn't load the interviews"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<Calendar />}
              title="No interviews scheduled yet."
              description={onSchedule ? undefined : 'Interviews are scheduled by those who manage the job.'}
              action={scheduleButton}
            />
          }
        >
          {({ results }) => (
            <InterviewSections
              interviews={results}
              showJob={
                new Set(results.map((interview) => interview.job_id)).size > 1 || applications.length > 1
              }
              viewerZone={viewerZone}
              onReschedule={setRescheduling}
              onCancel={setCancelling}
            />
          )}
        </QueryState>
      </CardContent>
      {rescheduling ? (
        <InterviewDialog
          key={rescheduling.id}
          mode={{ kind: 'reschedule', interview: rescheduling }}
          jobFacts={jobFacts}
          onClose={() => setRescheduling(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelInterviewDialog
          key={cancelling.id}
          interview={cancelling}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </Card>
  );
}

type InterviewSectionsProps = {
  interviews: Interview[];
  showJob: boolean;
  viewerZone: string;
  onReschedule: (interview: Interview) => void;
  onCancel: (interview: Interview) => void;
};

/** Upcoming, soonest first, then past and cancelled, latest first. */
function InterviewSections({ interviews, ...rowProps }: InterviewSectionsProps) {
  const now = Date.now();
  const upcoming = interviews.filter((interview) => isUpcoming(interview, now));
  const past = interviews.filter((interview) => !isUpcoming(interview, now)).reverse();
  const section = (title: string, list: Interview[], areUpcoming: boolean) =>
    list.length === 0 ? null : (
      <section aria-label={title}>
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
        <ul className="divide-y divide-slate-100">
          {list.map((interview) => (
            <InterviewRow key={interview.id} interview={interview} upcoming={areUpcoming} {...rowProps} />
          ))}
        </ul>
      </section>
    );
  return (
    <div className="space-y-4">
      {section('Upcoming', upcoming, true)}
      {section('Past and cancelled', past, false)}
    </div>
  );
}
