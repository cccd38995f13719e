// What app/ composes from this feature: the query keys the live updates invalidate, the
// jobs list another feature's form picks from, the job change that closes a filled job, and a
// job's details (the interview dialog's lengths and hiring team).

export { jobQueryOptions } from './api/get-job.ts';
export { jobsQueryKeys, useJobs } from './api/get-jobs.ts';
export { patchJob } from './api/save-job.ts';
