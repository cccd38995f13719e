import { IMPORT_STATUS_LABELS, type ImportStatus } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { IMPORT_STATUS_TONES } from '../lib/import-status.ts';

/** "Not started", "Waiting to start", "Importing", "Completed", "Failed". */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return (
    <Badge tone={IMPORT_STATUS_TONES[status]} dot>
      {IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
