import { clsx } from 'clsx';

type ProgressBarProps = { value: number; max: number; label: string; className?: string };

/** A thin bar for work done in steps (a batch run); screen readers read the numbers. */
export function ProgressBar({ value, max, label, className }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={clsx('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div className="h-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
