// What app/ composes from this feature: the query keys the live updates invalidate.
export { jobsQueryKeys } from './api/get-jobs.ts';
