import {
  DEFAULT_PAGE_SIZE,
  NOTIFICATION_EMPTY_TEXTS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationListQuery,
} from '@shortlist/contracts';
import { BellOff, CheckCheck, RotateCw, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useLiveConnection } from '../../../lib/live-connection.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDebouncedSearch, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useNotificationCounts } from '../api/get-notification-counts.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { NotificationFilters } from '../components/notification-filters.tsx';
import { NotificationListItem } from '../components/notification-list-item.tsx';
import { CONNECTION_LABELS, ConnectionDot } from '../components/notification-meta.tsx';
import { NotificationPreferencesDialog } from '../components/notification-preferences-dialog.tsx';
import { useNotificationActions } from '../lib/use-notification-actions.ts';

/** A parameter from the address, kept only when it is one of the allowed values. */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** /notifications (spec 02 §2): every notification, live, with filters and the bell's actions. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const { params, update, page } = useUrlFilters();
  const { search, searchText, setSearchText } = useDebouncedSearch(params, update);
  const filters = {
    status: oneOf(NOTIFICATION_STATUSES, params.get('status')),
    priority_level: oneOf(NOTIFICATION_PRIORITIES, params.get('priority_level')),
    template_type: oneOf(NOTIFICATION_TYPES, params.get('template_type')),
  };
  const query: NotificationListQuery = {
    ...filters,
    search: search || undefined,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  };
  const filtered = Object.values(filters).some(Boolean) || search !== '';
  const list = useNotifications(query);
  const counts = useNotificationCounts();
  const actions = useNotificationActions();
  const { status } = useLiveConnection();

  return (
    <>
      <PageHeader
        title="Notifications"
        description={
          counts.data ? (
            <span className="inline-flex flex-wrap items-center gap-3">
              <span>
                {counts.data.unread_count} unread of {counts.data.total_count}
              </span>
              <Badge tone={status === 'connected' ? 'green' : 'neutral'}>
                <ConnectionDot status={status} className="size-1.5" />
                {CONNECTION_LABELS[status]}
              </Badge>
            </span>
          ) : (
            <Badge tone={status === 'connected' ? 'green' : 'neutral'}>{CONNECTION_LABELS[status]}</Badge>
          )
        }
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              onClick={actions.refresh}
              loading={actions.refreshing}
              icon={<RotateCw className="size-4" aria-hidden />}
            >
              Refresh
            </Button>
            <Button
              variant="secondary"
              onClick={actions.markAllRead}
              disabled={actions.bulkPending || counts.data?.unread_count === 0}
              icon={<CheckCheck className="size-4" aria-hidden />}
            >
              Mark all read
            </Button>
            <Button
              variant="secondary"
              onClick={actions.clearAll}
              disabled={actions.bulkPending || counts.data?.total_count === 0}
              icon={<Trash2 className="size-4" aria-hidden />}
            >
              Clear all
            </Button>
            <NotificationPreferencesDialog />
          </div>
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-100 px-5 py-4">
          <NotificationFilters
            values={filters}
            onChange={update}
            searchText={searchText}
            onSearchTextChange={setSearchText}
          />
        </div>
        <QueryState
          query={list}
          loadingLabel="Loading notifications"
          errorTitle="Couldn't load notifications"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<BellOff />}
              title={filtered ? NOTIFICATION_EMPTY_TEXTS.filtered : NOTIFICATION_EMPTY_TEXTS.none}
            />
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100" aria-label="Notifications">
                {data.results.map((notification) => (
                  <NotificationListItem key={notification.id} notification={notification} actions={actions} />
                ))}
              </ul>
              <CardPagination
                page={page}
                pageSize={DEFAULT_PAGE_SIZE}
                count={data.count}
                noun="notifications"
                onPageChange={(next) => update({ page: String(next) })}
              />
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
