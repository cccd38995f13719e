import { cardMatchColor } from '@shortlist/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONE: Record<ReturnType<typeof cardMatchColor>, BadgeTone> = {
  green: 'green',
  blue: 'blue',
  yellow: 'yellow',
  red: 'red',
};

/** spec 02 §9: card match colours 90+ green, 80–89 blue, 70–79 yellow, below 70 red. */
export function MatchBadge({ score }: { score: number | null }) {
  if (score === null) return <Badge tone="neutral">Not scored</Badge>;
  return (
    <Badge tone={TONE[cardMatchColor(score)]} data-match-color={cardMatchColor(score)}>
      {score}% match
    </Badge>
  );
}
