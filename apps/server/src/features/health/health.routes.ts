import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

export const healthRoutes =
  ({ database }: { database: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health/',
      {
        config: { public: true },
        schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'database health check failed');
          return reply.code(503).send({ status: 'error', database: 'error' });
        }
      },
    );
  };
