import type { DashboardTiles } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/format.ts';

/** Every dashboard query key, defined once; the live updates (app/) refresh through these. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  tiles: (timeZone: string) => [...dashboardKeys.all, 'tiles', timeZone] as const,
};

/** GET /analytics/dashboard-tiles/?tz= — the dashboard's numbers, lists and the viewer's work. */
export function getDashboardTiles(timeZone: string, signal?: AbortSignal) {
  return api.get<DashboardTiles>('/analytics/dashboard-tiles/', { params: { tz: timeZone }, signal });
}

export function dashboardTilesQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: dashboardKeys.tiles(timeZone),
    queryFn: ({ signal }) => getDashboardTiles(timeZone, signal),
    // Each visit moves what counts as NEW, so opening the dashboard again always asks (the cached
    // answer shows meanwhile); "today", "this week" and "overdue" also move with the clock alone.
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });
}

/** `enabled` waits for the visit to be recorded: `is_new` is relative to the visit before it. */
export function useDashboardTiles({ enabled }: { enabled: boolean }) {
  return useQuery({ ...dashboardTilesQueryOptions(browserTimeZone()), enabled });
}
