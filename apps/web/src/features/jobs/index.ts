// What app/ composes from this feature: the query keys the live updates invalidate, and the
// jobs list another feature's form picks from.
export { jobsQueryKeys, useJobs } from './api/get-jobs.ts';
