import { Bell, BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';

/**
 * The notification bell (spec 01 §2.8). Notifications are persisted and pushed live in a later
 * issue; none exist yet, so the panel shows the spec's empty state rather than sample items.
 */
export function NotificationBell() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications" title="Notifications">
          <Bell className="size-[18px]" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80" aria-label="Notifications">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        </div>
        <EmptyState
          className="py-10"
          icon={<BellOff />}
          title="No notifications"
          description="You're all caught up!"
        />
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
      </PopoverContent>
    </Popover>
  );
}
