import { type ConfidenceBand, confidenceBand, type InboxStatus } from '@shortlist/contracts';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.tsx';
import { percent } from '../../lib/incoming-email.ts';

/** spec 02: green at 0.8 or more, yellow at 0.6 or more, red below — with words, not colour alone. */
const BANDS: Record<ConfidenceBand, { tone: BadgeTone; label: string }> = {
  high: { tone: 'green', label: 'High' },
  medium: { tone: 'yellow', label: 'Medium' },
  low: { tone: 'red', label: 'Low' },
};

export function ConfidenceBadge({ confidence }: { confidence: number | null }) {
  if (confidence === null) return null;
  const band = confidenceBand(confidence);
  return (
    <Badge
      tone={BANDS[band].tone}
      dot
      data-band={band}
      title="How sure Shortlist is of the fields it read from this e-mail"
    >
      {percent(confidence)} confidence · {BANDS[band].label}
    </Badge>
  );
}

const STATUS_TONES: Record<InboxStatus, BadgeTone> = {
  matched: 'green',
  processing: 'blue',
  unread: 'brand',
  archived: 'neutral',
};

export function InboxStatusBadge({ status, label }: { status: InboxStatus; label: string }) {
  return <Badge tone={STATUS_TONES[status]}>{label}</Badge>;
}
