import { DEFAULT_PAGE_SIZE } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Activity, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useActivity } from '../api/get-activity.ts';
import { ActivityFilters } from '../components/activity-filters.tsx';
import { ActivityItem } from '../components/activity-item.tsx';
import {
  ACTIVITY_FILTER_KEYS,
  type ActivityJobChoice,
  readActivityFilters,
} from '../lib/activity-filters.ts';

/**
 * /activity: the organisation's timeline across jobs and candidates, newest first (issue 15). New
 * entries arrive through the live updates (app/live-updates.ts).
 */
export function ActivityPage({ jobs }: { jobs: readonly ActivityJobChoice[] }) {
  useDocumentTitle('Activity');
  const { params, update, page } = useUrlFilters();
  const filters = readActivityFilters(params, page);
  const activity = useActivity(filters.query ?? {}, { enabled: filters.valid });
  const [chosenName, setChosenName] = useState<string>();
  const userId = filters.query?.user_id;
  // the name picked here; after a reload, the name the chosen user's entries carry
  const userName =
    chosenName ??
    activity.data?.results.find((event) => event.user_id === userId && event.created_by)?.created_by ??
    undefined;
  const filtered = ACTIVITY_FILTER_KEYS.some((key) => params.get(key));
  const now = new Date();

  return (
    <>
      <PageHeader
        title="Activity"
        description="Everything that happened across jobs and candidates, newest first."
      />
      <ActivityFilters
        params={params}
        update={update}
        jobs={jobs}
        errors={filters.errors}
        userName={userName}
        onUserChosen={setChosenName}
      />
      <Card className="overflow-hidden">
        {!filters.valid ? (
          <EmptyState
            icon={<SlidersHorizontal />}
            title="Fix the filters to see the activity"
            description="The list is shown again as soon as the filters above are valid."
          />
        ) : (
          <QueryState
            query={activity}
            loadingLabel="Loading the activity"
            errorTitle="Couldn't load the activity"
            isEmpty={(data) => data.results.length === 0}
            empty={
              <EmptyState
                icon={<Activity />}
                title={filtered ? 'No activity matches these filters' : 'No activity yet'}
                description={
                  filtered
                    ? 'Try another type, person, job or range of days.'
                    : 'Notes, e-mails, stage moves and documents will be listed here.'
                }
              />
            }
          >
            {(data) => (
              <>
                <ul
                  aria-label="Activity"
                  aria-busy={activity.isPlaceholderData}
                  className={clsx(
                    'divide-y divide-slate-100 transition-opacity',
                    activity.isPlaceholderData && 'opacity-60',
                  )}
                >
                  {data.results.map((event) => (
                    <ActivityItem key={event.id} event={event} now={now} />
                  ))}
                </ul>
                <CardPagination
                  page={page}
                  pageSize={DEFAULT_PAGE_SIZE}
                  count={data.count}
                  noun="entries"
                  onPageChange={(next) => update({ page: String(next) })}
                />
              </>
            )}
          </QueryState>
        )}
      </Card>
    </>
  );
}
