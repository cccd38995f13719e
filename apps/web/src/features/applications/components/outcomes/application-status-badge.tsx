import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@shortlist/contracts';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.tsx';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  active: 'blue',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
