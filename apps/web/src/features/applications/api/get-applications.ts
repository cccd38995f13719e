import {
  type Application,
  type ApplicationCounters,
  type ApplicationListQuery,
  MAX_PAGE_SIZE,
  type SearchPage,
} from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ApplicationsQuery = ApplicationListQuery & { page?: number; page_size?: number };
export type ApplicationsPage = SearchPage<Application> & { counters: ApplicationCounters };

export function getApplications(query: ApplicationsQuery, signal?: AbortSignal) {
  return api.get<ApplicationsPage>('/applications/', { params: query, signal });
}

/** Every application matching `query`, following `next` page by page (MAX_PAGE_SIZE rows a call). */
export async function getAllApplications(query: ApplicationListQuery, signal?: AbortSignal) {
  const rows: Application[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getApplications({ ...query, page, page_size: MAX_PAGE_SIZE }, signal);
    rows.push(...result.results);
    if (!result.next) return rows;
  }
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: ApplicationsQuery) => [...applicationKeys.all, 'list', query] as const,
  /** one candidate's applications, as their page lists them */
  ofCandidate: (candidateId: number) =>
    applicationKeys.list({ candidate_id: candidateId, page_size: MAX_PAGE_SIZE }),
  allOf: (query: ApplicationListQuery) => [...applicationKeys.all, 'all', query] as const,
  positions: (jobId: number) => [...applicationKeys.all, 'positions', jobId] as const,
  stages: () => [...applicationKeys.all, 'stages'] as const,
};

export function applicationsQueryOptions(query: ApplicationsQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
  });
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * spec 02 §7: every application of one candidate, for the candidate's page (one page of the
 * server's largest size) — under this feature's key, so its mutations and the live updates of
 * applications refresh the candidate's page too (decision 029).
 */
export function candidateApplicationsQueryOptions(candidateId: number) {
  const query = { candidate_id: candidateId, page_size: MAX_PAGE_SIZE };
  return queryOptions({
    queryKey: applicationKeys.ofCandidate(candidateId),
    queryFn: ({ signal }) => getApplications(query, signal),
  });
}

export function useCandidateApplications(candidateId: number) {
  return useQuery(candidateApplicationsQueryOptions(candidateId));
}

/** All of one job's applications (the job page's candidates tab filters them in the browser). */
export function jobApplicationsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: applicationKeys.allOf({ job_id: jobId }),
    queryFn: ({ signal }) => getAllApplications({ job_id: jobId }, signal),
    // Other features move these applications (the pipeline board, the candidate profile) without
    // knowing this key: refetch whenever the tab mounts, showing the cached rows meanwhile.
    staleTime: 0,
  });
}

export function useJobApplications(jobId: number) {
  return useQuery(jobApplicationsQueryOptions(jobId));
}
