import type { TimelineEvent } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { formatDate } from '../../../../lib/format.ts';

/** spec 01 §9 event icon colours: note blue, email green, call purple, meeting orange, status_change red, else gray. */
const TYPE_COLORS: Record<string, string> = {
  note: 'bg-sky-500',
  email: 'bg-emerald-500',
  call: 'bg-purple-500',
  meeting: 'bg-orange-500',
  status_change: 'bg-red-500',
  document_upload: 'bg-slate-400',
};

export function TimelineList({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="space-y-4">
      {events.map((event) => (
        <li key={event.id} className="flex gap-3">
          <span
            className={clsx(
              'mt-1.5 size-2.5 shrink-0 rounded-full',
              TYPE_COLORS[event.type] ?? 'bg-slate-400',
            )}
            aria-hidden
          />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
              {event.title}
              {event.metadata.automated === true ? <Badge tone="brand">Automated</Badge> : null}
            </p>
            {event.description ? (
              <p className="text-sm whitespace-pre-line text-slate-600">{event.description}</p>
            ) : null}
            <p className="text-xs text-slate-400">
              {event.created_by ?? 'System'} · {formatDate(event.created_at, 'long')}{' '}
              {formatDate(event.created_at, 'time')}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
