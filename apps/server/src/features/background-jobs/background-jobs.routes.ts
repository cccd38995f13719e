import { backgroundJobsSchema, FAILED_JOB_NOT_FOUND } from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';

/**
 * Issue 9: the background jobs an administrator can see — each queue's counts and the jobs
 * that failed after all their retries (the dead letters) — and a retry for each of those.
 */
export const backgroundJobsRoutes =
  ({ jobs }: { jobs: JobRunner }): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requirePermission('manage_users');
    const tags = ['background-jobs'];
    app.get(
      '/background-jobs/',
      { preHandler: adminOnly, schema: { tags, response: { 200: backgroundJobsSchema } } },
      () => jobs.overview(),
    );
    app.post(
      '/background-jobs/:queue/:id/retry/',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          params: z.object({ queue: z.string().min(1).max(100), id: z.uuid() }),
          response: { 202: z.object({ detail: z.string() }) },
        },
      },
      async (request, reply) => {
        if (!(await jobs.retry(request.params.queue, request.params.id)))
          throw notFound(FAILED_JOB_NOT_FOUND);
        return reply.code(202).send({ detail: 'The job will run again.' });
      },
    );
  };
