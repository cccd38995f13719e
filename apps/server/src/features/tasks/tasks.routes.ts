import {
  idSchema,
  pageSchema,
  taskCountsSchema,
  taskListQuerySchema,
  taskSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { listTasks, setTaskDone, type TaskDeps, taskCounts } from './tasks.service.ts';

const idParams = z.object({ id: idSchema });

/** Issue 14 "My tasks": a signed-in user's tasks, made by automation rules' create_task. */
export const tasksRoutes =
  (deps: TaskDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tasks'];
    app.get(
      '/tasks/',
      { schema: { tags, querystring: taskListQuerySchema, response: { 200: pageSchema(taskSchema) } } },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listTasks(forUser(request, deps), { query: request.query, page });
        return paginate(request, page, total, results);
      },
    );
    app.get('/tasks/counts/', { schema: { tags, response: { 200: taskCountsSchema } } }, (request) =>
      taskCounts(forUser(request, deps)),
    );
    for (const [path, done] of [
      ['complete', true],
      ['reopen', false],
    ] as const)
      app.post(
        `/tasks/:id/${path}/`,
        { schema: { tags, params: idParams, response: { 200: taskSchema } } },
        (request) => setTaskDone(forUser(request, deps), { id: request.params.id, done }),
      );
  };
