import { APPLICATION_SOURCE_LABELS, type Notification } from '@shortlist/contracts';
import { Check, ExternalLink, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { NotificationActions } from '../lib/use-notification-actions.ts';
import { PriorityBadge, typeLabel, UnreadDot } from './notification-meta.tsx';

/**
 * One notification on /notifications (spec 02 §2): priority, kind, unread dot, title, message,
 * details, created / read / expires dates. Opening it marks it read and opens its link in a new tab.
 */
export function NotificationListItem({
  notification,
  actions,
}: {
  notification: Notification;
  actions: NotificationActions;
}) {
  const unread = notification.status === 'delivered';
  const details = contextDetails(notification.context_data);
  const open = () => actions.markRead(notification, { quiet: true });

  return (
    <li className={unread ? 'flex gap-3 bg-brand-50/30 px-5 py-4' : 'flex gap-3 px-5 py-4'}>
      <UnreadDot unread={unread} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={notification.priority_level} />
          <Badge tone="brand">{typeLabel(notification)}</Badge>
        </div>
        <h3 className="mt-1.5 text-sm font-semibold text-slate-900">
          {notification.action_url ? (
            <a
              href={notification.action_url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={open}
              className="inline-flex items-center gap-1 rounded hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {notification.title}
              <ExternalLink className="size-3.5 text-slate-400" aria-label="(opens in a new tab)" />
            </a>
          ) : (
            notification.title
          )}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">{notification.message}</p>
        {details.length > 0 ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500">
          <span>Created {when(notification.created_at)}</span>
          {notification.read_at ? <span>Read {when(notification.read_at)}</span> : null}
          {notification.expires_at ? <span>Expires {when(notification.expires_at)}</span> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Check className="size-4" aria-hidden />}
            aria-label={`Mark "${notification.title}" as read`}
            onClick={() => actions.markRead(notification)}
          >
            Mark read
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          icon={<X className="size-4" aria-hidden />}
          aria-label={`Dismiss "${notification.title}"`}
          onClick={() => actions.dismiss(notification)}
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/** spec 01 §9 date formats: 'MMM d, yyyy' and 'h:mm a'. */
function when(iso: string): string {
  return `${formatDate(iso, 'long')} at ${formatDate(iso, 'time')}`;
}

/** Context keys whose values are codes (`executive_sponsor`, `phone_screen`, `bounced`), shown as words. */
const CODED_KEY = /(^|_)(stage|status|signoff)$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Keys whose words alone would misspell them. */
const KEY_LABELS: Record<string, string> = { signoff: 'Sign-off' };
/** What the kind's badge already says, or the server's own bookkeeping. */
const UNSHOWN_KEYS = new Set(['event_type']);

/**
 * The "additional details" worth a line: names, stages, statuses, times — as a person reads them,
 * not as the server stores them; not ids or links, which the title and the action link cover.
 */
export function contextDetails(context: Record<string, unknown>): [string, string][] {
  return Object.entries(context)
    .filter(([key, value]) => {
      if (UNSHOWN_KEYS.has(key) || /(^|_)(id|ids|url)$/.test(key)) return false;
      return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
    })
    .slice(0, 6)
    .map(([key, value]) => [KEY_LABELS[key] ?? humanize(key), shown(key, value as string | number)]);
}

function shown(key: string, value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (key === 'source' && value in APPLICATION_SOURCE_LABELS) {
    return APPLICATION_SOURCE_LABELS[value as keyof typeof APPLICATION_SOURCE_LABELS];
  }
  if (CODED_KEY.test(key) && /^[a-z0-9_]+$/.test(value)) return humanize(value);
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return when(value);
  return value;
}

function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
