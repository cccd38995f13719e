import { clsx } from 'clsx';
import { AlertCircle, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertProps = { tone?: 'error' | 'info'; title?: string; children: ReactNode; className?: string };

/** An inline message box; errors are announced to screen readers. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = tone === 'error' ? AlertCircle : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'note'}
      className={clsx(
        'flex gap-2.5 rounded-lg px-3.5 py-3 text-sm ring-1 ring-inset',
        tone === 'error'
          ? 'bg-red-50 text-red-800 ring-red-200'
          : 'bg-slate-50 text-slate-600 ring-slate-200',
        className,
      )}
    >
      <Icon
        className={clsx('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-red-500' : 'text-slate-400')}
        aria-hidden
      />
      <div className="min-w-0">
        {title ? <p className="font-medium">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
