import {
  boardMetricsSchema,
  boardSearchQuerySchema,
  boardSearchResultSchema,
  idSchema,
  kanbanBoardSchema,
  kanbanCardSchema,
  kanbanConfigCreateSchema,
  kanbanConfigurationSchema,
  stageCardsQuerySchema,
  tagSchema,
  updateStageResultSchema,
  updateStageSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import { sendSerializedJson } from '../../platform/serialized-json.ts';
import { forUser } from '../../platform/service-context.ts';
import { BoardCache } from './board-cache.ts';
import { BoardRosters } from './board-search.ts';
import {
  changeTags,
  getBoardJson,
  getBoardMetrics,
  getCard,
  getCards,
  getStageCards,
  type KanbanDeps,
  moveApplication,
  resetConfiguration,
  saveConfiguration,
  searchBoard,
} from './kanban.service.ts';

const id = idSchema;
const jobParams = z.object({ jobId: id });

/** spec 02 §7 Kanban calls, paths as written there. */
export const kanbanRoutes =
  ({ people, ...deps }: KanbanDeps & { people: CandidateSearchIndex }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['kanban'];
    const boardDeps = { ...deps, boards: new BoardCache() };
    const searchDeps = { ...deps, people, rosters: new BoardRosters() };
    app.get(
      '/kanban/:jobId/board/',
      { schema: { tags, params: jobParams, response: { 200: kanbanBoardSchema } } },
      // already JSON (and checked against the schema when built): sent as it is
      async (request, reply) =>
        sendSerializedJson(
          reply,
          await getBoardJson(forUser(request, boardDeps), { jobId: request.params.jobId }),
        ),
    );
    app.get(
      '/kanban/:jobId/stage/:stage/cards/',
      {
        schema: {
          tags,
          params: jobParams.extend({ stage: z.string().min(1) }),
          querystring: stageCardsQuerySchema,
          response: { 200: z.object({ results: z.array(kanbanCardSchema) }) },
        },
      },
      async (request) => ({
        results: await getStageCards(forUser(request, deps), {
          jobId: request.params.jobId,
          stageKey: request.params.stage,
          query: request.query,
        }),
      }),
    );
    app.get(
      '/kanban/:jobId/search/',
      {
        schema: {
          tags,
          params: jobParams,
          querystring: boardSearchQuerySchema,
          response: { 200: boardSearchResultSchema },
        },
      },
      (request) =>
        searchBoard(forUser(request, searchDeps), { jobId: request.params.jobId, q: request.query.q }),
    );
    app.post(
      '/kanban/:jobId/update-stage/',
      {
        schema: {
          tags,
          params: jobParams,
          body: updateStageSchema,
          response: { 200: updateStageResultSchema },
        },
      },
      (request) =>
        moveApplication(forUser(request, deps), { jobId: request.params.jobId, move: request.body }),
    );
    app.get(
      '/kanban/:jobId/metrics/',
      { schema: { tags, params: jobParams, response: { 200: boardMetricsSchema } } },
      (request) => getBoardMetrics(deps, { jobId: request.params.jobId }),
    );
    app.get(
      '/candidate-cards/:id/',
      { schema: { tags, params: z.object({ id }), response: { 200: kanbanCardSchema } } },
      (request) => getCard(forUser(request, deps), { applicationId: request.params.id }),
    );
    app.post(
      '/candidate-cards/bulk/',
      {
        schema: {
          tags,
          body: z.object({ application_ids: z.array(idSchema).max(200) }),
          response: { 200: z.object({ results: z.array(kanbanCardSchema) }) },
        },
      },
      async (request) => ({
        results: await getCards(forUser(request, deps), { applicationIds: request.body.application_ids }),
      }),
    );
    app.post(
      '/candidate-cards/:id/tags/',
      { schema: { tags, params: z.object({ id }), body: tagSchema, response: { 200: kanbanCardSchema } } },
      (request) =>
        changeTags(forUser(request, deps), {
          applicationId: request.params.id,
          change: { add: request.body.tag },
        }),
    );
    app.delete(
      '/candidate-cards/:id/tags/:tag/',
      {
        schema: {
          tags,
          params: z.object({ id, tag: z.string().min(1) }),
          response: { 200: kanbanCardSchema },
        },
      },
      (request) =>
        changeTags(forUser(request, deps), {
          applicationId: request.params.id,
          change: { remove: request.params.tag },
        }),
    );
    app.post(
      '/kanban-configs/create_for_job/',
      {
        schema: {
          tags,
          body: kanbanConfigCreateSchema,
          response: { 200: kanbanConfigurationSchema, 201: kanbanConfigurationSchema },
        },
      },
      async (request, reply) => {
        const { created, configuration } = await saveConfiguration(forUser(request, deps), {
          configuration: request.body,
        });
        return reply.code(created ? 201 : 200).send(configuration);
      },
    );
    app.post(
      '/kanban-configs/:id/reset_to_defaults/',
      { schema: { tags, params: z.object({ id }), response: { 200: kanbanConfigurationSchema } } },
      (request) => resetConfiguration(forUser(request, deps), { configId: request.params.id }),
    );
  };
