import { JOB_STATUS_COLORS, type JobReadiness, type JobStatus, type JobSummary } from '@shortlist/contracts';
import { CheckCircle2, CircleDashed } from 'lucide-react';
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

export function ReadinessBadge({ readiness }: { readiness: JobReadiness }) {
  return readiness.is_ready ? (
    <Badge tone="green">
      <CheckCircle2 className="size-3" aria-hidden />
      Ready
    </Badge>
  ) : (
    <Badge tone="yellow" title={`${readiness.missing.length} of 7 setup requirements missing`}>
      <CircleDashed className="size-3" aria-hidden />
      Setup {readiness.completion_percentage}%
    </Badge>
  );
}
