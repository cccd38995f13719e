import { clsx } from 'clsx';
import { Check } from 'lucide-react';

export type ImportStep = 'upload' | 'map' | 'progress';

const STEPS: { step: ImportStep; label: string }[] = [
  { step: 'upload', label: 'Upload a file' },
  { step: 'map', label: 'Map columns' },
  { step: 'progress', label: 'Import' },
];

/** Where the recruiter is in the three steps; the current one is announced as such. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const currentIndex = STEPS.findIndex(({ step }) => step === current);
  return (
    <ol aria-label="Import steps" className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      {STEPS.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const isCurrent = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2',
              isCurrent ? 'font-medium text-slate-900' : done ? 'text-slate-700' : 'text-slate-400',
            )}
          >
            <span
              aria-hidden
              className={clsx(
                'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                isCurrent
                  ? 'bg-brand-600 text-white'
                  : done
                    ? 'bg-brand-50 text-brand-700'
                    : 'bg-slate-100 text-slate-500',
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
