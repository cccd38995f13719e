import {
  applicationCountersSchema,
  applicationListQuerySchema,
  applicationSchema,
  applicationStageSchema,
  pageSchema,
  paginationQuerySchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { listApplicationsPage, listStagesInUse } from './applications.service.ts';

export const applicationsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/applications/stages/',
      { schema: { tags: ['applications'], response: { 200: z.array(applicationStageSchema) } } },
      async () => listStagesInUse(db),
    );

    app.get(
      '/applications/',
      {
        schema: {
          tags: ['applications'],
          querystring: paginationQuerySchema.extend(applicationListQuerySchema.shape),
          response: { 200: pageSchema(applicationSchema).extend({ counters: applicationCountersSchema }) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results, counters } = await listApplicationsPage(db, filters, page);
        return { ...paginate(request, page, total, results), counters };
      },
    );
  };
