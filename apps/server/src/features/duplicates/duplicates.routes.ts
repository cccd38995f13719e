import {
  duplicatePairSchema,
  idSchema,
  MERGE_MESSAGES,
  mergeRequestSchema,
  mergeResultSchema,
  pageSchema,
  paginationQuerySchema,
  possibleDuplicateSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  type DuplicatesDeps,
  dismissDuplicate,
  duplicatesOf,
  listDuplicatePairs,
  mergeCandidates,
} from './duplicates.service.ts';

const tags = ['candidates'];
const idParams = z.object({ id: idSchema });

/** Issue 16: possible duplicates (anyone who sees candidates) and merging them (merge_candidates). */
export const duplicatesRoutes =
  (deps: DuplicatesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const mayMerge = requirePermission('merge_candidates', MERGE_MESSAGES.denied);

    app.get(
      '/candidates/duplicates/',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(duplicatePairSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listDuplicatePairs(deps, { page });
        return paginate(request, page, total, results);
      },
    );

    app.get(
      '/candidates/:id/duplicates/',
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: z.object({ results: z.array(possibleDuplicateSchema) }) },
        },
      },
      async (request) => ({ results: await duplicatesOf(deps, { id: request.params.id }) }),
    );

    app.post(
      '/candidates/:id/merge/',
      {
        preHandler: mayMerge,
        schema: { tags, params: idParams, body: mergeRequestSchema, response: { 200: mergeResultSchema } },
      },
      async (request) =>
        mergeCandidates(forUser(request, deps), {
          keptId: request.params.id,
          duplicateId: request.body.duplicate_id,
        }),
    );

    app.post(
      '/candidates/:id/duplicates/:otherId/dismiss/',
      { preHandler: mayMerge, schema: { tags, params: z.object({ id: idSchema, otherId: idSchema }) } },
      async (request, reply) => {
        await dismissDuplicate(forUser(request, deps), {
          id: request.params.id,
          otherId: request.params.otherId,
        });
        return reply.code(204).send();
      },
    );
  };
