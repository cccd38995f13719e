import {
  applicationCountersSchema,
  applicationListRequestSchema,
  applicationSchema,
  applicationStageSchema,
  applicationStatusChangeSchema,
  applicationStatusResultSchema,
  idSchema,
  jobPositionsSchema,
  pageSchema,
  rejectRemainingResultSchema,
  rejectRemainingSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import {
  changeApplicationStatus,
  getJobPositions,
  type OutcomeDeps,
  rejectRemaining,
} from './application-outcomes.service.ts';
import { listApplicationsPage, listStagesInUse } from './applications.service.ts';

const idParams = z.object({ id: idSchema });

export const applicationsRoutes =
  (deps: OutcomeDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['applications'];
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
          querystring: applicationListRequestSchema,
          response: { 200: pageSchema(applicationSchema).extend({ counters: applicationCountersSchema }) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results, counters } = await listApplicationsPage(
          db,
          currentUser(request),
          filters,
          page,
        );
        return { ...paginate(request, page, total, results), counters };
      },
    );
    app.post(
      '/applications/:id/status/',
      {
        schema: {
          tags,
          params: idParams,
          body: applicationStatusChangeSchema,
          response: { 200: applicationStatusResultSchema },
        },
      },
      (request) => changeApplicationStatus(deps, currentUser(request), request.params.id, request.body),
    );
    app.post(
      '/applications/reject-remaining/',
      { schema: { tags, body: rejectRemainingSchema, response: { 200: rejectRemainingResultSchema } } },
      (request) => rejectRemaining(deps, currentUser(request), request.body),
    );
    app.get(
      '/jobs/:id/positions/',
      { schema: { tags, params: idParams, response: { 200: jobPositionsSchema } } },
      (request) => getJobPositions(db, request.params.id),
    );
  };
