import type { Interview } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Scheduled (still to come), Under way (started, not yet over), Past, or Cancelled. */
export function InterviewStatusBadge({ interview, upcoming }: { interview: Interview; upcoming: boolean }) {
  if (interview.status === 'cancelled') return <Badge tone="red">Cancelled</Badge>;
  if (!upcoming) return <Badge>Past</Badge>;
  return new Date(interview.scheduled_at).getTime() <= Date.now() ? (
    <Badge tone="brand">Under way</Badge>
  ) : (
    <Badge tone="blue">Scheduled</Badge>
  );
}
