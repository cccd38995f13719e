import {
  idSchema,
  interviewCancelSchema,
  interviewConflictQuerySchema,
  interviewConflictsSchema,
  interviewCreateSchema,
  interviewListQuerySchema,
  interviewResultSchema,
  interviewSchema,
  interviewUpdateSchema,
  pageSchema,
  panelSuggestionsQuerySchema,
  panelSuggestionsSchema,
  scorecardCreateSchema,
  scorecardSchema,
  scorecardSheetSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { cancelInterview, rescheduleInterview, scheduleInterview } from './interview-changes.service.ts';
import {
  findConflicts,
  getInterview,
  type InterviewDeps,
  inviteFile,
  listInterviews,
  panelSuggestions,
} from './interviews.service.ts';
import { getScorecardSheet, submitScorecard } from './scorecards.service.ts';

const idParams = z.object({ id: idSchema });

/**
 * Issue 13 "Interviews". Everyone signed in may look (as at candidates and boards); scheduling,
 * rescheduling and cancelling take managing the interview's job.
 */
export const interviewsRoutes =
  (deps: InterviewDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['interviews'];
    app.get(
      '/interviews/',
      {
        schema: {
          tags,
          querystring: interviewListQuerySchema,
          response: { 200: pageSchema(interviewSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results } = await listInterviews(forUser(request, deps), {
          filters,
          page: { limit: page.pageSize, offset: page.offset },
        });
        return paginate(request, page, total, results);
      },
    );
    app.get(
      '/interviews/conflicts/',
      {
        schema: {
          tags,
          querystring: interviewConflictQuerySchema,
          response: { 200: interviewConflictsSchema },
        },
      },
      async (request) => ({ conflicts: await findConflicts(deps, request.query) }),
    );
    app.get(
      '/interviews/panel-suggestions/',
      {
        schema: {
          tags,
          querystring: panelSuggestionsQuerySchema,
          response: { 200: panelSuggestionsSchema },
        },
      },
      async (request) => ({
        results: await panelSuggestions(deps, { applicationId: request.query.application_id }),
      }),
    );
    app.post(
      '/interviews/',
      { schema: { tags, body: interviewCreateSchema, response: { 201: interviewResultSchema } } },
      async (request, reply) => {
        const result = await scheduleInterview(forUser(request, deps), { interview: request.body });
        return reply.code(201).send(result);
      },
    );
    app.get(
      '/interviews/:id/',
      { schema: { tags, params: idParams, response: { 200: interviewSchema } } },
      (request) => getInterview(forUser(request, deps), { id: request.params.id }),
    );
    app.patch(
      '/interviews/:id/',
      {
        schema: {
          tags,
          params: idParams,
          body: interviewUpdateSchema,
          response: { 200: interviewResultSchema },
        },
      },
      (request) =>
        rescheduleInterview(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );
    app.post(
      '/interviews/:id/cancel/',
      {
        schema: {
          tags,
          params: idParams,
          body: interviewCancelSchema,
          response: { 200: interviewResultSchema },
        },
      },
      (request) =>
        cancelInterview(forUser(request, deps), { id: request.params.id, cancellation: request.body }),
    );
    app.get('/interviews/:id/invite.ics', { schema: { tags, params: idParams } }, async (request, reply) => {
      const file = await inviteFile(forUser(request, deps), { id: request.params.id });
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${file.method}`)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .send(file.content);
    });
    app.get(
      '/interviews/:id/scorecards/',
      { schema: { tags, params: idParams, response: { 200: scorecardSheetSchema } } },
      (request) => getScorecardSheet(forUser(request, deps), { interviewId: request.params.id }),
    );
    app.post(
      '/interviews/:id/scorecards/',
      { schema: { tags, params: idParams, body: scorecardCreateSchema, response: { 201: scorecardSchema } } },
      async (request, reply) =>
        reply.code(201).send(
          await submitScorecard(forUser(request, deps), {
            interviewId: request.params.id,
            scorecard: request.body,
          }),
        ),
    );
  };
