import { formatDistanceToNow } from 'date-fns';
import { Activity } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useCandidateTimeline } from '../../api/get-candidate-timeline.ts';
import { Panel } from './overview-tab.tsx';

export function TimelineTab({ candidateId }: { candidateId: number }) {
  const timeline = useCandidateTimeline(candidateId);
  return (
    <Panel title="Activity Timeline">
      <QueryState
        query={timeline}
        loading={<Spinner label="Loading timeline" />}
        errorTitle="Couldn't load the timeline"
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState icon={<Activity />} title="No timeline events yet." />}
      >
        {(data) => (
          <ol className="space-y-4 border-l border-slate-200 pl-5">
            {data.results.map((event) => (
              <li key={event.id} className="relative">
                <span
                  className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-brand-500 ring-4 ring-white"
                  aria-hidden
                />
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  {event.title}
                  {event.metadata.automated === true ? <Badge tone="brand">Automated</Badge> : null}
                </p>
                {event.description ? <p className="text-sm text-slate-600">{event.description}</p> : null}
                <p className="text-xs text-slate-500">
                  {formatDistanceToNow(new Date(event.created_at), { addSuffix: true })} ·{' '}
                  {formatDate(event.created_at, 'long')} {formatDate(event.created_at, 'time')}
                  {event.created_by ? ` · ${event.created_by}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Panel>
  );
}
