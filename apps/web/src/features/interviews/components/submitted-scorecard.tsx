import { MAX_RATING, type Scorecard } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { RecommendationBadge } from '../../../components/ui/recommendation-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * One submitted scorecard: who, whether they are the job's bar raiser, their verdict and quality
 * score on one line; the ratings and notes behind it when opened, so a tab of several interviews
 * stays scannable.
 */
export function SubmittedScorecard({ scorecard }: { scorecard: Scorecard }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-lg bg-white ring-1 ring-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((shown) => !shown)}
        className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ChevronRight
          className={clsx('size-4 shrink-0 text-slate-400 transition-transform', open && 'rotate-90')}
          aria-hidden
        />
        <span className="text-sm font-medium text-slate-900">{scorecard.interviewer.full_name}</span>
        {scorecard.is_bar_raiser ? <Badge tone="brand">Bar raiser</Badge> : null}
        <RecommendationBadge recommendation={scorecard.recommendation} />
        <span className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{scorecard.quality_score.toFixed(1)}</span>
          <span className="text-slate-500">/10</span>
          <span className="sr-only"> quality score</span>
        </span>
        <span className="ml-auto text-xs text-slate-500">
          Submitted {formatDateTime(scorecard.submitted_at)}
        </span>
      </button>
      {open ? (
        <div id={`${id}-details`} className="space-y-3 border-t border-slate-100 px-3 py-3 pl-9">
          <div className="grid gap-4 md:grid-cols-2">
            {scorecard.competency_ratings.length > 0 ? (
              <Ratings
                title="Competencies"
                rows={scorecard.competency_ratings.map((row) => ({
                  label: row.name,
                  meta: `${row.weight}%`,
                  rating: row.rating,
                }))}
              />
            ) : null}
            <Ratings
              title="Mantras"
              rows={scorecard.mantra_ratings.map((row) => ({ label: row.label, rating: row.rating }))}
            />
          </div>
          <div>
            <h6 className="text-xs font-medium text-slate-500">Notes</h6>
            {scorecard.notes ? (
              <p className="text-sm whitespace-pre-wrap text-slate-700">{scorecard.notes}</p>
            ) : (
              <p className="text-sm text-slate-400">No notes.</p>
            )}
          </div>
        </div>
      ) : null}
    </li>
  );
}

type RatingRow = { label: string; meta?: string; rating: number };

/** Ratings as a short list: name (weight), a bar and "8/10". */
function Ratings({ title, rows }: { title: string; rows: RatingRow[] }) {
  return (
    <div>
      <h6 className="mb-1 text-xs font-medium text-slate-500">{title}</h6>
      <dl className="space-y-1">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
            <dt className="truncate text-xs text-slate-700" title={row.label}>
              {row.label}
              {row.meta ? <span className="ml-1 text-slate-400">({row.meta})</span> : null}
            </dt>
            <dd className="flex items-center gap-2">
              <span className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span
                  className="block h-full rounded-full bg-brand-500"
                  style={{ width: `${(row.rating / MAX_RATING) * 100}%` }}
                />
              </span>
              <span className="w-9 text-right text-xs font-medium text-slate-900 tabular-nums">
                {row.rating}/{MAX_RATING}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
