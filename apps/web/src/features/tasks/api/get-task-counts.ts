import type { TaskCounts } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { taskKeys } from './get-tasks.ts';

/** GET /tasks/counts/ — the top bar's badge: open tasks, and how many of them are overdue. */
export function getTaskCounts(signal?: AbortSignal) {
  return api.get<TaskCounts>('/tasks/counts/', { signal });
}

export function taskCountsQueryOptions() {
  return queryOptions({
    queryKey: taskKeys.counts(),
    queryFn: ({ signal }) => getTaskCounts(signal),
    // a task turns overdue by the clock alone, with no event to say so
    refetchInterval: 5 * 60_000,
  });
}

export function useTaskCounts() {
  return useQuery(taskCountsQueryOptions());
}
