import type { Page, TimelineEvent } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jobsQueryKeys } from './get-jobs.ts';

/** GET /jobs/{id}/timeline/ — the job's events, newest first. */
export function getJobTimeline(id: number, signal?: AbortSignal): Promise<Page<TimelineEvent>> {
  return api.get<Page<TimelineEvent>>(`/jobs/${id}/timeline/`, { params: { page_size: 100 }, signal });
}

export function jobTimelineQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobsQueryKeys.timeline(id),
    queryFn: ({ signal }) => getJobTimeline(id, signal),
  });
}

export function useJobTimeline(id: number) {
  return useQuery(jobTimelineQueryOptions(id));
}
