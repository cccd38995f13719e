import { clsx } from 'clsx';
import { AlertCircle, AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertTone = 'error' | 'warning' | 'info';
type AlertProps = { tone?: AlertTone; title?: string; children: ReactNode; className?: string };

const LOOKS: Record<AlertTone, { box: string; icon: string; Icon: typeof Info }> = {
  error: { box: 'bg-red-50 text-red-800 ring-red-200', icon: 'text-red-500', Icon: AlertCircle },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: 'text-amber-500', Icon: AlertTriangle },
  info: { box: 'bg-slate-50 text-slate-600 ring-slate-200', icon: 'text-slate-400', Icon: Info },
};

/** An inline message box; errors are announced to screen readers, warnings politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, icon, Icon } = LOOKS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : tone === 'warning' ? 'status' : 'note'}
      className={clsx('flex gap-2.5 rounded-lg px-3.5 py-3 text-sm ring-1 ring-inset', box, className)}
    >
      <Icon className={clsx('mt-0.5 size-4 shrink-0', icon)} aria-hidden />
      <div className="min-w-0">
        {title ? <p className="font-medium">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
