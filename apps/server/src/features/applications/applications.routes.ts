import {
  applicationCountersSchema,
  applicationListQuerySchema,
  applicationSchema,
  pageSchema,
  paginationQuerySchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { listApplicationsPage } from './applications.service.ts';

export const applicationsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
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
