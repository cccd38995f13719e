import type { UseOpenJobs } from '../../features/candidates/index.ts';
import { useJobs } from '../../features/jobs/index.ts';

/** The server's largest page: the jobs a report or the activity feed can be narrowed to. */
const JOB_PAGE_SIZE = 100;

/** The jobs list as a filter's choices (every status: a closed job's history is still history). */
export function useJobChoices(): { id: number; title: string; status: string }[] {
  const jobs = useJobs({ page_size: JOB_PAGE_SIZE });
  return (jobs.data?.results ?? []).map(({ id, title, status }) => ({ id, title, status }));
}

/**
 * spec 02 §7: the create-candidate form's job dropdown lists open jobs, page_size 100 — the jobs
 * feature's list under its key, so a job saved or closed refreshes the dropdown too (issue 17).
 */
export const useOpenJobChoices: UseOpenJobs = (enabled) => {
  const jobs = useJobs({ status: 'open', page_size: JOB_PAGE_SIZE }, { enabled });
  return { jobs: jobs.data?.results ?? [], failed: jobs.isError };
};
