import type { JobOptions } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jobsQueryKeys } from './get-jobs.ts';

/** GET /jobs/options/ — recruiters and sectors the filters and the form choose from. */
export function getJobOptions(signal?: AbortSignal): Promise<JobOptions> {
  return api.get<JobOptions>('/jobs/options/', { signal });
}

export function jobOptionsQueryOptions() {
  return queryOptions({ queryKey: jobsQueryKeys.options(), queryFn: ({ signal }) => getJobOptions(signal) });
}

export function useJobOptions() {
  return useQuery(jobOptionsQueryOptions());
}
