import {
  jobListQuerySchema,
  jobSummarySchema,
  pageSchema,
  paginationQuerySchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { listJobSummaries } from './jobs.service.ts';

export const jobsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/jobs/',
      {
        schema: {
          tags: ['jobs'],
          querystring: paginationQuerySchema.extend(jobListQuerySchema.shape),
          response: { 200: pageSchema(jobSummarySchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { status, location } = request.query;
        const { total, results } = await listJobSummaries(db, { status, location }, page);
        return paginate(request, page, total, results);
      },
    );
  };
