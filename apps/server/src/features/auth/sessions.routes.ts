import { authSessionSchema } from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forUser } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { listSessions, revokeAllSessions, revokeSession } from './sessions.service.ts';

/** The signed-in user's own sign-ins, for /profile (issue 6). Every user may see and end their own. */
export const sessionsRoutes =
  (deps: { db: Db; clock: Clock }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth/sessions/',
      { schema: { tags: ['auth'], response: { 200: z.array(authSessionSchema) } } },
      async (request) => listSessions(forUser(request, deps)),
    );

    app.delete(
      '/auth/sessions/:sessionId/',
      {
        schema: {
          tags: ['auth'],
          params: z.object({ sessionId: z.uuid() }),
          response: { 204: z.undefined() },
        },
      },
      async (request, reply) => {
        await revokeSession(forUser(request, deps), { sessionId: request.params.sessionId });
        return reply.code(204).send();
      },
    );

    // "Sign out everywhere": every refresh token of the user, this browser's included.
    app.post(
      '/auth/sessions/revoke-all/',
      { schema: { tags: ['auth'], response: { 204: z.undefined() } } },
      async (request, reply) => {
        await revokeAllSessions(forUser(request, deps));
        return reply.code(204).send();
      },
    );
  };
