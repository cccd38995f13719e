import { RECOMMENDATION_LABELS, type Recommendation } from '@shortlist/contracts';
import { Badge, type BadgeTone } from './badge.tsx';

/** An interviewer's verdict coloured as it leans: the two yeses green and blue, the two noes orange and red. */
export const RECOMMENDATION_TONES: Record<Recommendation, BadgeTone> = {
  strong_yes: 'green',
  yes: 'blue',
  no: 'orange',
  strong_no: 'red',
};

type RecommendationBadgeProps = {
  recommendation: Recommendation;
  /** a quality score out of 10 to show beside the verdict (a board card's last interview) */
  score?: number;
  className?: string;
};

/** "Strong yes", or "Strong yes · 8.2" with a score; a scorecard's or a panel's recommendation. */
export function RecommendationBadge({ recommendation, score, className }: RecommendationBadgeProps) {
  return (
    <Badge tone={RECOMMENDATION_TONES[recommendation]} dot className={className}>
      {RECOMMENDATION_LABELS[recommendation]}
      {score === undefined ? null : <span className="font-normal">· {score.toFixed(1)}</span>}
    </Badge>
  );
}
