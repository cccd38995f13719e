import type { Interview } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Scheduled (still to come), Past, or Cancelled. */
export function InterviewStatusBadge({ interview, upcoming }: { interview: Interview; upcoming: boolean }) {
  if (interview.status === 'cancelled') return <Badge tone="red">Cancelled</Badge>;
  return upcoming ? <Badge tone="blue">Scheduled</Badge> : <Badge>Past</Badge>;
}
