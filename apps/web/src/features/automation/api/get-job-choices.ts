import { type JobSummary, MAX_PAGE_SIZE, type Page } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

export type JobChoice = Pick<JobSummary, 'id' | 'title' | 'status'>;

/** GET /jobs/?page_size=100 — the jobs a rule can be for, or fire on (the server's largest page). */
export function getJobChoices(signal?: AbortSignal): Promise<JobChoice[]> {
  return api
    .get<Page<JobSummary>>('/jobs/', { params: { page_size: MAX_PAGE_SIZE }, signal })
    .then(({ results }) => results.map(({ id, title, status }) => ({ id, title, status })));
}

export function jobChoicesQueryOptions() {
  return queryOptions({
    queryKey: automationKeys.jobChoices(),
    queryFn: ({ signal }) => getJobChoices(signal),
  });
}

export function useJobChoices(enabled = true) {
  return useQuery({ ...jobChoicesQueryOptions(), enabled });
}
