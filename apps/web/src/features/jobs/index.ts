// What app/ composes from this feature: the query keys the live updates invalidate, the
// jobs list another feature's form picks from, the job change that closes a filled job, a
// job's details (the interview dialog's lengths and hiring team), and the sectors and
// recruiters the report filters offer.

export { jobQueryOptions } from './api/get-job.ts';
export { useJobOptions } from './api/get-job-options.ts';
export { jobsQueryKeys, useJobs } from './api/get-jobs.ts';
export { patchJob } from './api/save-job.ts';
