import type { KanbanCard } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { RecommendationBadge } from '../../../components/ui/recommendation-badge.tsx';

/**
 * The application's quality score out of 10 (the mean of its scorecards), against the job's quality
 * threshold when the board knows it: green at or above, amber below. Null for a viewer who still
 * owes a scorecard on it (blind, docs/decisions/015), and then not shown.
 */
export function QualityScore({ score, threshold }: { score: number | null; threshold?: number }) {
  if (score === null) return null;
  const meets = threshold === undefined ? null : score >= threshold;
  const verdict =
    meets === null ? '' : `, ${meets ? 'meets' : 'below'} the job's quality threshold of ${threshold}`;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 text-xs',
        meets === null ? 'text-slate-600' : meets ? 'text-emerald-700' : 'text-amber-700',
      )}
      title={`Quality score ${score.toFixed(1)} of 10${verdict}`}
    >
      <Star className="size-3 text-amber-500" aria-hidden />
      <span className="font-medium">{score.toFixed(1)}/10</span>
      {threshold === undefined ? null : <span className="text-[11px] text-slate-400">· QT {threshold}</span>}
      <span className="sr-only">{`quality score${verdict}`}</span>
    </span>
  );
}

/** The latest interview with scorecards: where its panel leans, and its mean quality score. */
export function LastInterview({ interview }: { interview: KanbanCard['last_interview'] }) {
  if (!interview) return null;
  return (
    <span className="inline-flex items-center gap-1 text-[11px] text-slate-500">
      Last interview
      <RecommendationBadge recommendation={interview.recommendation} score={interview.score} />
    </span>
  );
}
