import {
  APPLY_RATE_LIMIT,
  applyResponseSchema,
  CAREERS_MESSAGES,
  idSchema,
  pageSchema,
  publicJobListQuerySchema,
  publicJobSchema,
  publicJobSummarySchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { rateLimitCheck } from '../../platform/rate-limit.ts';
import { readMultipartForm } from '../documents/multipart-form.ts';
import {
  applyToJob,
  type CareersDeps,
  getPublicJob,
  listPublicJobs,
  requireJobTakingApplications,
} from './careers.service.ts';

const idParams = z.object({ id: idSchema });

/**
 * Issue 16: the careers page's API, without sign-in (`config.public`). What leaves is what the
 * public schemas list; applications are limited per client address.
 */
export const careersRoutes =
  (deps: CareersDeps & { applyRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const perClientAddress = rateLimitCheck(app, {
      max: deps.applyRateLimit,
      timeWindow: APPLY_RATE_LIMIT.timeWindowMs,
      detail: CAREERS_MESSAGES.rateLimited,
    });

    app.get(
      '/public/jobs/',
      {
        config: { public: true },
        schema: {
          tags: ['careers'],
          security: [],
          querystring: publicJobListQuerySchema,
          response: { 200: pageSchema(publicJobSummarySchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listPublicJobs(deps, { query: request.query, page });
        return paginate(request, page, total, results);
      },
    );

    app.get(
      '/public/jobs/:id/',
      {
        config: { public: true },
        schema: { tags: ['careers'], security: [], params: idParams, response: { 200: publicJobSchema } },
      },
      async (request) => getPublicJob(deps, { id: request.params.id }),
    );

    app.post(
      '/public/jobs/:id/apply/',
      {
        config: { public: true },
        preHandler: perClientAddress,
        schema: {
          tags: ['careers'],
          security: [],
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: applyResponseSchema, 201: applyResponseSchema },
        },
      },
      async (request, reply) => {
        const job = await requireJobTakingApplications(deps, { id: request.params.id });
        const form = await readMultipartForm(request, deps, 'cv', { maxFiles: 1 });
        const { created, body } = await applyToJob(deps, { job, form });
        return reply.code(created ? 201 : 200).send(body);
      },
    );
  };
