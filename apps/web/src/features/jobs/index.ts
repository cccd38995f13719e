// What app/ composes from this feature: the query keys the live updates invalidate, the
// jobs list another feature's form picks from, and the job change that closes a filled job.
export { jobsQueryKeys, useJobs } from './api/get-jobs.ts';
export { patchJob } from './api/save-job.ts';
