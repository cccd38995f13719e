import { type JobReadiness, READINESS_LABELS } from '@shortlist/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';

/** How complete the hiring framework is and which requirements are still missing (spec 01 §4). */
export function SetupCompletionCard({ readiness }: { readiness: JobReadiness }) {
  return (
    <Card>
      <CardHeader title="Setup completion" />
      <CardContent className="space-y-3">
        <div className="flex items-baseline justify-between">
          <span className="text-3xl font-semibold text-slate-900 tabular-nums">
            {readiness.completion_percentage}%
          </span>
          <span className="text-sm text-slate-500">
            {readiness.is_ready ? 'Ready to hire' : `${readiness.missing.length} missing`}
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Setup completion"
          aria-valuenow={readiness.completion_percentage}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className={readiness.is_ready ? 'h-full bg-emerald-500' : 'h-full bg-brand-500'}
            style={{ width: `${readiness.completion_percentage}%` }}
          />
        </div>
        <ul className="space-y-1.5 text-sm" aria-label="Setup requirements">
          {(Object.keys(READINESS_LABELS) as (keyof typeof READINESS_LABELS)[]).map((requirement) => {
            const missing = readiness.missing.includes(requirement);
            return (
              <li
                key={requirement}
                className={
                  missing
                    ? 'flex items-center gap-2 text-slate-600'
                    : 'flex items-center gap-2 text-emerald-700'
                }
              >
                {missing ? (
                  <Circle className="size-4 text-slate-300" aria-hidden />
                ) : (
                  <CheckCircle2 className="size-4" aria-hidden />
                )}
                {READINESS_LABELS[requirement]}
                <span className="sr-only">{missing ? '(missing)' : '(done)'}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
