import type { Page, TimelineEvent } from '@shortlist/contracts';
import { format, parseISO } from 'date-fns';
import { History } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { capitalize } from '../../../../lib/format.ts';
import { useJobTimeline } from '../../api/get-job-timeline.ts';
import { TimelineList } from './timeline-list.tsx';

/** The job's real audit trail (DESIGN.md §2): counts by type, the busiest day, every event. */
export function TimelineTab({ jobId }: { jobId: number }) {
  const timeline = useJobTimeline(jobId);
  return (
    <QueryState
      query={timeline}
      loadingLabel="Loading timeline"
      errorTitle="Couldn't load the timeline"
      isEmpty={(data) => data.results.length === 0}
      empty={
        <EmptyState
          icon={<History />}
          title="No activity yet"
          description="Changes to this job will appear here."
        />
      }
    >
      {(data) => <JobActivity timeline={data} />}
    </QueryState>
  );
}

function JobActivity({ timeline }: { timeline: Page<TimelineEvent> }) {
  const events = timeline.results;
  const counts = new Map<string, number>();
  const days = new Map<string, number>();
  for (const event of events) {
    counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
    const day = format(parseISO(event.created_at), 'MMM d, yyyy');
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  const busiest = [...days.entries()].sort((a, b) => b[1] - a[1])[0];
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
      <Card>
        <CardHeader title="Activity" description={`${timeline.count} events, newest first`} />
        <CardContent>
          <TimelineList events={events} />
        </CardContent>
      </Card>
      <Card className="self-start">
        <CardHeader title="Summary" />
        <CardContent>
          <dl className="space-y-1.5 text-sm">
            {[...counts.entries()].map(([type, count]) => (
              <div key={type} className="flex justify-between">
                <dt className="text-slate-500">{capitalize(type.replaceAll('_', ' '))}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
          {busiest ? (
            <p className="mt-3 text-xs text-slate-500">
              Most active day: {busiest[0]} ({busiest[1]} events)
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
