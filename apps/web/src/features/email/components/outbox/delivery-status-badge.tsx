import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@shortlist/contracts';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.tsx';

const TONES: Record<DeliveryStatus, BadgeTone> = {
  scheduled: 'brand',
  queued: 'blue',
  held: 'yellow',
  delivered: 'green',
  failed: 'red',
  bounced: 'red',
  cancelled: 'neutral',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge tone={TONES[status]} dot>
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
