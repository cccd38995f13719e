import { activityEventSchema, activityQuerySchema, pageSchema } from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { listActivity } from './timeline.service.ts';

/** Issue 15: /activity, the organisation's activity feed. */
export const timelineRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/activity/',
      {
        schema: {
          tags: ['timeline'],
          querystring: activityQuerySchema,
          response: { 200: pageSchema(activityEventSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listActivity(forUser(request, deps), { query: request.query, page });
        return paginate(request, page, total, results);
      },
    );
  };
