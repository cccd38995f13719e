import { MAX_PAGE_SIZE, type Page, type TASK_STATUSES, type Task } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TaskStatus = (typeof TASK_STATUSES)[number];

/** GET /tasks/?status= — the signed-in user's tasks: open ones by due date, done ones newest first. */
export function getTasks(status: TaskStatus, signal?: AbortSignal) {
  return api.get<Page<Task>>('/tasks/', { params: { status, page_size: MAX_PAGE_SIZE }, signal });
}

/** Every task query key, defined once; the live updates (app/) refresh through these. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (status: TaskStatus) => [...taskKeys.lists(), status] as const,
  counts: () => [...taskKeys.all, 'counts'] as const,
};

export function tasksQueryOptions(status: TaskStatus) {
  return queryOptions({ queryKey: taskKeys.list(status), queryFn: ({ signal }) => getTasks(status, signal) });
}

export function useTasks(status: TaskStatus, enabled = true) {
  return useQuery({ ...tasksQueryOptions(status), enabled });
}
