import type { Notification } from '@shortlist/contracts';
import { formatDistanceToNowStrict } from 'date-fns';
import { Bell, BellOff, Check, RotateCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useLiveConnection } from '../../../lib/live-connection.tsx';
import { useToastsBesidePanel } from '../../../lib/toasts-beside.tsx';
import { useNotificationCounts } from '../api/get-notification-counts.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { type NotificationActions, useNotificationActions } from '../lib/use-notification-actions.ts';
import {
  badgeCount,
  CONNECTION_LABELS,
  ConnectionDot,
  isInternalUrl,
  UnreadDot,
} from './notification-meta.tsx';

/** The panel shows the newest few; the rest are on /notifications. */
const BELL_QUERY = { page_size: 10 };

/**
 * The notification bell (spec 01 §2.8): unread badge (99+ at most), connection dot, and a panel
 * with Mark all read, Clear all, refresh and per-item mark read and dismiss.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { status } = useLiveConnection();
  const counts = useNotificationCounts();
  const unread = counts.data?.unread_count ?? 0;
  const statusId = useId();
  const panelRef = useToastsBesidePanel();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${badgeCount(unread)} unread` : 'Notifications'}
          aria-describedby={statusId}
        >
          <Bell className="size-[18px]" aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="unread-badge"
              className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badgeCount(unread)}
            </span>
          ) : null}
          <ConnectionDot status={status} className="absolute right-1.5 bottom-1.5 ring-2 ring-white" />
        </Button>
      </PopoverTrigger>
      <span id={statusId} className="sr-only">
        Live updates {status === 'connected' ? 'connected' : 'disconnected'}
      </span>
      <PopoverContent ref={panelRef} className="w-96 max-w-[calc(100vw-2rem)]" aria-label="Notifications">
        <NotificationPanel hasUnread={unread > 0} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationPanel({ hasUnread }: { hasUnread: boolean }) {
  const list = useNotifications(BELL_QUERY);
  const actions = useNotificationActions();
  const { status } = useLiveConnection();
  const items = list.data?.results ?? [];

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
          <span className="inline-flex items-center gap-1 text-[11px] text-slate-500">
            <ConnectionDot status={status} />
            {CONNECTION_LABELS[status]}
          </span>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label="Refresh notifications"
          onClick={actions.refresh}
          disabled={actions.refreshing}
        >
          <RotateCw className={actions.refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
        </Button>
      </div>
      <div className="flex justify-end gap-1 border-b border-slate-100 px-2 py-1.5">
        <Button
          variant="ghost"
          size="sm"
          onClick={actions.markAllRead}
          disabled={!hasUnread || actions.bulkPending}
        >
          Mark all read
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={actions.clearAll}
          disabled={items.length === 0 || actions.bulkPending}
        >
          Clear all
        </Button>
      </div>
      <QueryState
        query={list}
        loading={<CentredSpinner label="Loading notifications" size="md" className="py-10" />}
        errorTitle="Couldn't load notifications"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            className="py-10"
            icon={<BellOff />}
            title="No notifications"
            description="You're all caught up!"
          />
        }
      >
        {(data) => (
          <ul
            className="max-h-96 divide-y divide-slate-100 overflow-y-auto"
            aria-label="Recent notifications"
          >
            {data.results.map((notification) => (
              <BellItem key={notification.id} notification={notification} actions={actions} />
            ))}
          </ul>
        )}
      </QueryState>
      <div className="border-t border-slate-100 p-1.5">
        <PopoverClose asChild>
          <Link
            to="/notifications"
            className="flex h-8 items-center justify-center rounded-md text-sm font-medium text-brand-600 hover:bg-slate-50 hover:text-brand-700"
          >
            View all notifications
          </Link>
        </PopoverClose>
      </div>
    </>
  );
}

function BellItem({ notification, actions }: { notification: Notification; actions: NotificationActions }) {
  const unread = notification.status === 'delivered';
  const open = () => actions.markRead(notification, { quiet: true });
  const body = (
    <>
      <span className="block truncate text-sm font-medium text-slate-900">{notification.title}</span>
      <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">{notification.message}</span>
      <span className="mt-1 block text-[11px] text-slate-400">
        {formatDistanceToNowStrict(new Date(notification.created_at), { addSuffix: true })}
      </span>
    </>
  );
  const linkClass = 'min-w-0 flex-1 rounded text-left focus-visible:ring-2 focus-visible:ring-brand-500';
  const url = notification.action_url;

  return (
    <li className={unread ? 'flex gap-2 bg-brand-50/40 px-4 py-3' : 'flex gap-2 px-4 py-3'}>
      <UnreadDot unread={unread} />
      {/* clicking an item marks it read and follows its action_url (spec 01 §2.8) */}
      {url ? (
        <PopoverClose asChild>
          {isInternalUrl(url) ? (
            <Link to={url} onClick={open} className={linkClass}>
              {body}
            </Link>
          ) : (
            <a href={url} onClick={open} className={linkClass}>
              {body}
            </a>
          )}
        </PopoverClose>
      ) : (
        <button type="button" onClick={open} className={linkClass}>
          {body}
        </button>
      )}
      <div className="flex shrink-0 flex-col gap-0.5">
        {unread ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Mark "${notification.title}" as read`}
            title="Mark as read"
            onClick={() => actions.markRead(notification)}
          >
            <Check className="size-4" aria-hidden />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={`Dismiss "${notification.title}"`}
          title="Dismiss"
          onClick={() => actions.dismiss(notification)}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
