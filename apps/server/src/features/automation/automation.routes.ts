import {
  AUTOMATION_TEMPLATE_KEYS,
  automationRuleCreateSchema,
  automationRuleListQuerySchema,
  automationRuleSchema,
  automationRuleUpdateSchema,
  automationRunSchema,
  automationTemplateSchema,
  dryRunInputSchema,
  dryRunResultSchema,
  idSchema,
  installTemplateSchema,
  pageSchema,
  paginationQuerySchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { dryRun } from './automation-dry-run.ts';
import {
  changeRule,
  createRule,
  getRule,
  installTemplate,
  listRules,
  listRuns,
  listTemplates,
  type RuleDeps,
  removeRule,
} from './automation-rules.service.ts';

const idParams = z.object({ id: idSchema });

/**
 * Issue 14 "Automation rules that run on the server". Everyone signed in may read rules and
 * their runs; organisation-wide rules are administrators' to change, a job's rules belong to
 * whoever manages the job.
 */
export const automationRoutes =
  (deps: RuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['automation'];
    const one = { schema: { tags, params: idParams, response: { 200: automationRuleSchema } } };
    app.get(
      '/automation-rules/',
      {
        schema: {
          tags,
          querystring: automationRuleListQuerySchema,
          response: { 200: pageSchema(automationRuleSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results } = await listRules(forUser(request, deps), { filters, page });
        return paginate(request, page, total, results);
      },
    );
    app.post(
      '/automation-rules/',
      { schema: { tags, body: automationRuleCreateSchema, response: { 201: automationRuleSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createRule(forUser(request, deps), { rule: request.body })),
    );
    app.post(
      '/automation-rules/dry-run/',
      { schema: { tags, body: dryRunInputSchema, response: { 200: dryRunResultSchema } } },
      (request) => dryRun(deps, request.body),
    );
    app.get(
      '/automation-rules/templates/',
      {
        schema: {
          tags,
          querystring: z.object({ job_id: idSchema.optional() }),
          response: { 200: z.array(automationTemplateSchema) },
        },
      },
      (request) => listTemplates(deps, { jobId: request.query.job_id ?? null }),
    );
    app.post(
      '/automation-rules/templates/:key/install/',
      {
        schema: {
          tags,
          params: z.object({
            key: z.enum(AUTOMATION_TEMPLATE_KEYS, { error: 'Automation template not found.' }),
          }),
          body: installTemplateSchema,
          response: { 201: automationRuleSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await installTemplate(forUser(request, deps), {
            key: request.params.key,
            jobId: request.body.job_id,
          }),
        ),
    );
    app.get('/automation-rules/:id/', one, (request) =>
      getRule(forUser(request, deps), { id: request.params.id }),
    );
    app.put(
      '/automation-rules/:id/',
      {
        schema: {
          tags,
          params: idParams,
          body: automationRuleCreateSchema,
          response: { 200: automationRuleSchema },
        },
      },
      (request) => changeRule(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );
    app.patch(
      '/automation-rules/:id/',
      {
        schema: {
          tags,
          params: idParams,
          body: automationRuleUpdateSchema,
          response: { 200: automationRuleSchema },
        },
      },
      (request) => changeRule(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );
    app.delete('/automation-rules/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
      await removeRule(forUser(request, deps), { id: request.params.id });
      return reply.code(204).send();
    });
    app.get(
      '/automation-rules/:id/runs/',
      {
        schema: {
          tags,
          params: idParams,
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(automationRunSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listRuns(deps, { id: request.params.id, page });
        return paginate(request, page, total, results);
      },
    );
  };
