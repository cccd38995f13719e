import { RUN_STATUS_LABELS, type RunStatus } from '@shortlist/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<RunStatus, BadgeTone> = {
  pending: 'blue',
  retrying: 'yellow',
  succeeded: 'green',
  failed: 'red',
  not_run: 'neutral',
  loop_cut: 'orange',
};

/** A run's status: green when it did its work, red when it failed after its retries. */
export function RunStatusBadge({ status, className }: { status: RunStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} dot className={className}>
      {RUN_STATUS_LABELS[status]}
    </Badge>
  );
}
