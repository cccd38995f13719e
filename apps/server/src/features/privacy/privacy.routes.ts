import {
  erasureRequestSchema,
  erasureResultSchema,
  idSchema,
  PRIVACY_MESSAGES,
  paginationQuerySchema,
  privacyLogPageSchema,
  retentionOverviewSchema,
  retentionSettingsSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  eraseOnRequest,
  exportCandidateData,
  listPrivacyLog,
  type PrivacyDeps,
  retentionOverview,
  setRetention,
} from './privacy.service.ts';

const idParams = z.object({ id: idSchema });
const tags = ['privacy'];

/** Issue 16: a candidate's data rights and the retention rule, for administrators only. */
export const privacyRoutes =
  (deps: PrivacyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requirePermission('manage_candidate_data', PRIVACY_MESSAGES.denied));

    app.get(
      '/candidates/:id/data-export/',
      { schema: { tags, params: idParams, produces: ['application/zip'] } },
      async (request, reply) => {
        const { filename, zip } = await exportCandidateData(forUser(request, deps), {
          id: request.params.id,
        });
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition('attachment', filename))
          .header('cache-control', 'no-store')
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    );

    app.post(
      '/candidates/:id/erase/',
      {
        schema: {
          tags,
          params: idParams,
          body: erasureRequestSchema,
          response: { 200: erasureResultSchema },
        },
      },
      async (request) =>
        eraseOnRequest(forUser(request, deps), { id: request.params.id, request: request.body }),
    );

    app.get(
      '/privacy/log/',
      { schema: { tags, querystring: paginationQuerySchema, response: { 200: privacyLogPageSchema } } },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listPrivacyLog(deps, { page });
        return paginate(request, page, total, results);
      },
    );

    app.get(
      '/privacy/retention/',
      { schema: { tags, querystring: paginationQuerySchema, response: { 200: retentionOverviewSchema } } },
      async (request) => {
        const page = pageRequest(request.query);
        const { due, ...rule } = await retentionOverview(deps, { page });
        return { ...rule, due: paginate(request, page, due.total, due.results) };
      },
    );

    app.put(
      '/privacy/retention/',
      { schema: { tags, body: retentionSettingsSchema, response: { 200: retentionOverviewSchema } } },
      async (request) => {
        await setRetention(forUser(request, deps), { settings: request.body });
        const page = pageRequest({});
        const { due, ...rule } = await retentionOverview(deps, { page });
        return { ...rule, due: paginate(request, page, due.total, due.results) };
      },
    );
  };
