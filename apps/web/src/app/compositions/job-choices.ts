import type { JobSummary } from '@shortlist/contracts';
import { useMemo } from 'react';
import type { UseOpenJobs } from '../../features/candidates/index.ts';
import { useJobs } from '../../features/jobs/index.ts';

/** The server's largest page: the jobs a report, the activity feed or a rule can be narrowed to. */
const JOB_PAGE_SIZE = 100;

type JobChoice = Pick<JobSummary, 'id' | 'title' | 'status'>;

/**
 * The jobs list as choices, with the query's state for a form that waits for it (automation's
 * rules): the jobs feature's list under its key, so a job saved or closed refreshes them.
 */
export function useJobChoicesQuery() {
  const jobs = useJobs({ page_size: JOB_PAGE_SIZE });
  const results = jobs.data?.results;
  const data = useMemo(
    () => results?.map(({ id, title, status }): JobChoice => ({ id, title, status })),
    [results],
  );
  return { data, isPending: jobs.isPending, isError: jobs.isError, refetch: jobs.refetch };
}

/** The jobs list as a filter's choices (every status: a closed job's history is still history). */
export function useJobChoices(): JobChoice[] {
  return useJobChoicesQuery().data ?? [];
}

/**
 * spec 02 §7: the create-candidate form's job dropdown lists open jobs, page_size 100 — the jobs
 * feature's list under its key, so a job saved or closed refreshes the dropdown too (issue 17).
 */
export const useOpenJobChoices: UseOpenJobs = (enabled) => {
  const jobs = useJobs({ status: 'open', page_size: JOB_PAGE_SIZE }, { enabled });
  return { jobs: jobs.data?.results ?? [], failed: jobs.isError };
};
