import { DUPLICATE_REASON_LABELS, type DuplicateReason } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Why two records may be one person: "Same e-mail", "Same phone", "Similar name, same company". */
export function DuplicateReasons({ reasons }: { reasons: DuplicateReason[] }) {
  return (
    <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
      {reasons.map((reason) => (
        <li key={reason}>
          <Badge tone="yellow">{DUPLICATE_REASON_LABELS[reason]}</Badge>
        </li>
      ))}
    </ul>
  );
}
