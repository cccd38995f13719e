import {
  idSchema,
  pipelineStageSchema,
  stageCreateSchema,
  stageOrderSchema,
  stageUpdateSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { forUser } from '../../platform/service-context.ts';
import { addStage, listStages, removeStage, reorderStages, updateStage } from './pipeline.service.ts';

const jobParams = z.object({ jobId: idSchema });
const stageParams = jobParams.extend({ key: z.string().min(1) });
const stagesResponse = { 200: z.array(pipelineStageSchema) };

/** The stage editor of a job's workflow (spec 01 §2.6, §4; issue 5 "Workflows"). */
export const pipelineRoutes =
  (deps: { db: Db; events: DomainEvents }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['pipeline'];
    app.get(
      '/jobs/:jobId/stages/',
      { schema: { tags, params: jobParams, response: stagesResponse } },
      (request) => listStages(deps, { jobId: request.params.jobId }),
    );
    app.post(
      '/jobs/:jobId/stages/',
      {
        schema: { tags, params: jobParams, body: stageCreateSchema, response: { 201: stagesResponse[200] } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addStage(forUser(request, deps), { jobId: request.params.jobId, stage: request.body })),
    );
    app.put(
      '/jobs/:jobId/stages/order/',
      { schema: { tags, params: jobParams, body: stageOrderSchema, response: stagesResponse } },
      (request) =>
        reorderStages(forUser(request, deps), { jobId: request.params.jobId, keys: request.body.keys }),
    );
    app.patch(
      '/jobs/:jobId/stages/:key/',
      { schema: { tags, params: stageParams, body: stageUpdateSchema, response: stagesResponse } },
      (request) =>
        updateStage(forUser(request, deps), {
          jobId: request.params.jobId,
          key: request.params.key,
          changes: request.body,
        }),
    );
    app.delete(
      '/jobs/:jobId/stages/:key/',
      { schema: { tags, params: stageParams, response: stagesResponse } },
      (request) =>
        removeStage(forUser(request, deps), { jobId: request.params.jobId, key: request.params.key }),
    );
  };
