import {
  applicationCountersSchema,
  applicationListRequestSchema,
  applicationSchema,
  applicationStageSchema,
  applicationStatusChangeSchema,
  applicationStatusResultSchema,
  idSchema,
  jobPositionsSchema,
  rejectRemainingResultSchema,
  rejectRemainingSchema,
  searchPageSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import { pageRequest, paginateSearch } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  changeApplicationStatus,
  getJobPositions,
  type OutcomeDeps,
  rejectRemaining,
} from './application-outcomes.service.ts';
import { listApplicationsPage, listStagesInUse } from './applications.service.ts';

const idParams = z.object({ id: idSchema });

export const applicationsRoutes =
  (deps: OutcomeDeps & { people: CandidateSearchIndex; openings: JobSearchIndex }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['applications'];
    app.get(
      '/applications/stages/',
      { schema: { tags: ['applications'], response: { 200: z.array(applicationStageSchema) } } },
      async () => listStagesInUse(deps),
    );

    app.get(
      '/applications/',
      {
        schema: {
          tags: ['applications'],
          querystring: applicationListRequestSchema,
          response: {
            200: searchPageSchema(applicationSchema).extend({ counters: applicationCountersSchema }),
          },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, rows, counters } = await listApplicationsPage(forUser(request, deps), {
          filters,
          page,
        });
        return { ...paginateSearch(request, page, total, rows), counters };
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
      (request) =>
        changeApplicationStatus(forUser(request, deps), {
          applicationId: request.params.id,
          change: request.body,
        }),
    );
    app.post(
      '/applications/reject-remaining/',
      { schema: { tags, body: rejectRemainingSchema, response: { 200: rejectRemainingResultSchema } } },
      (request) => rejectRemaining(forUser(request, deps), { rejection: request.body }),
    );
    app.get(
      '/jobs/:id/positions/',
      { schema: { tags, params: idParams, response: { 200: jobPositionsSchema } } },
      (request) => getJobPositions(deps, { jobId: request.params.id }),
    );
  };
