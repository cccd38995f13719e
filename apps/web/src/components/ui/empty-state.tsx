import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
};

/** The centred message a list shows when it has nothing (or failed) to show. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  tone = 'neutral',
  className,
}: EmptyStateProps) {
  return (
    <div className={clsx('flex flex-col items-center justify-center px-6 py-14 text-center', className)}>
      {icon ? (
        <div
          className={clsx(
            'mb-4 flex size-11 items-center justify-center rounded-full [&_svg]:size-5',
            tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-slate-100 text-slate-500',
          )}
          aria-hidden
        >
          {icon}
        </div>
      ) : null}
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {description ? <div className="mt-1 max-w-sm text-sm text-slate-500">{description}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
