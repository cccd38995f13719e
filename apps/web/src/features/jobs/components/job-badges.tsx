import { JOB_STATUS_COLORS, type JobStatus, type JobSummary } from '@shortlist/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { capitalize } from '../../../lib/format.ts';

/** spec 01 §4: open green, paused yellow, anything else red. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge tone={JOB_STATUS_COLORS[status] ?? 'red'} dot>
      {capitalize(status)}
    </Badge>
  );
}

const PRIORITY_TONES: Record<JobSummary['priority'], BadgeTone> = {
  critical: 'red',
  high: 'orange',
  normal: 'neutral',
};

export function JobPriorityBadge({ priority }: { priority: JobSummary['priority'] }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{capitalize(priority)}</Badge>;
}
