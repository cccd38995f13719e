import { pageSchema, paginationQuerySchema, userSchema } from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../platform/auth.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { listUsers } from './users.service.ts';

export const usersRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/',
      {
        preHandler: requirePermission('manage_users'),
        schema: {
          tags: ['users'],
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(userSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listUsers(db, page);
        return paginate(request, page, total, results);
      },
    );
  };
