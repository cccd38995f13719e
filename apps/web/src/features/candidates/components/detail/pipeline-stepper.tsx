import type { Application } from '@shortlist/contracts';
import { clsx } from 'clsx';

/** "Stage X of N" with one step per stage of the job's workflow (spec 02 §2). */
export function PipelineStepper({ application }: { application: Application }) {
  const total = Math.max(application.stage_count, application.stage_order, 1);
  const current = Math.max(1, application.stage_order);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{application.stage_label}</span> · Stage {current} of{' '}
        {total}
      </p>
      <ol className="flex gap-1" aria-label={`Stage ${current} of ${total}`}>
        {Array.from({ length: total }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions
            key={index}
            className={clsx('h-1.5 flex-1 rounded-full', index < current ? 'bg-brand-500' : 'bg-slate-200')}
          />
        ))}
      </ol>
    </div>
  );
}
