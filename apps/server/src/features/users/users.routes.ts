import {
  directoryUserSchema,
  idSchema,
  pageSchema,
  paginationQuerySchema,
  userAccountSchema,
  userAuditEventSchema,
  userInviteSchema,
  userUpdateSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../platform/auth.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import {
  type EndSessions,
  inviteUser,
  listAuditLog,
  listUsers,
  updateUser,
  userDirectory,
} from './users.service.ts';

/** User administration (issue 6): administrators only, every change on the audit log. */
export const usersRoutes =
  (deps: {
    db: Db;
    clock: Clock;
    allowedDomains: readonly string[];
    endSessions: EndSessions;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requirePermission('manage_users');

    app.get(
      '/users/directory/',
      {
        schema: {
          tags: ['users'],
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: { 200: z.object({ results: z.array(directoryUserSchema) }) },
        },
      },
      (request) => userDirectory(deps, { search: request.query.search }),
    );

    app.get(
      '/users/',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['users'],
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(userAccountSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listUsers(deps, { page });
        return paginate(request, page, total, results);
      },
    );

    app.post(
      '/users/',
      {
        preHandler: adminOnly,
        schema: { tags: ['users'], body: userInviteSchema, response: { 201: userAccountSchema } },
      },
      async (request, reply) => {
        const invited = await inviteUser(forUser(request, deps), { invite: request.body });
        return reply.code(201).send(invited);
      },
    );

    app.patch(
      '/users/:id/',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['users'],
          params: z.object({ id: idSchema }),
          body: userUpdateSchema,
          response: { 200: userAccountSchema },
        },
      },
      async (request) => updateUser(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );

    app.get(
      '/users/audit-log/',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['users'],
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(userAuditEventSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listAuditLog(deps, { page });
        return paginate(request, page, total, results);
      },
    );
  };
