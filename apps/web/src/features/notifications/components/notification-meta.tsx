import {
  NOTIFICATION_TYPE_LABELS,
  type Notification,
  type NotificationPriority,
  UNREAD_BADGE_CAP,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import type { LiveStatus } from '../../../lib/live-connection.tsx';

const PRIORITY_TONES: Record<NotificationPriority, BadgeTone> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'neutral',
  other: 'neutral',
};

export function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]} className="capitalize">
      {priority}
    </Badge>
  );
}

/** The kind's label as the server names it, or as the contracts do when it sends none. */
export function typeLabel(notification: Notification): string {
  return notification.template_display || NOTIFICATION_TYPE_LABELS[notification.template_type];
}

/** spec 01 §9: the badge shows at most 99+. */
export function badgeCount(unread: number): string {
  return unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(unread);
}

export const CONNECTION_LABELS: Record<LiveStatus, string> = {
  connected: 'Connected',
  connecting: 'Disconnected',
  disconnected: 'Disconnected',
};

/** Green while live updates arrive, grey otherwise (spec 01 §2.8 "a connection dot"). */
export function ConnectionDot({ status, className }: { status: LiveStatus; className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'size-2 rounded-full',
        status === 'connected' ? 'bg-emerald-500' : 'bg-slate-300',
        className,
      )}
    />
  );
}

export function UnreadDot({ unread }: { unread: boolean }) {
  return unread ? (
    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" role="img" aria-label="Unread" />
  ) : (
    <span className="mt-1.5 size-2 shrink-0" aria-hidden />
  );
}

/** `/candidates/4` stays in the app; anything else is a link out. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
