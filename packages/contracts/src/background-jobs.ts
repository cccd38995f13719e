import { z } from 'zod';

export const FAILED_JOB_NOT_FOUND = 'No failed job with that id in that queue.';

/**
 * GET /background-jobs/ (administrators): the queues the server runs and the jobs that failed
 * after their retries (dead letters), each retryable.
 */
export const backgroundQueueSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  data: z.record(z.string(), z.unknown()),
  error: z.string(),
  retry_count: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export const backgroundJobsSchema = z.object({
  queues: z.array(backgroundQueueSchema),
  failed: z.array(failedJobSchema),
});
export type BackgroundQueue = z.infer<typeof backgroundQueueSchema>;
export type FailedJob = z.infer<typeof failedJobSchema>;
export type BackgroundJobs = z.infer<typeof backgroundJobsSchema>;
