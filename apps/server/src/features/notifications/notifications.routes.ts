import {
  idSchema,
  notificationCountsSchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationSchema,
  pageSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  clearAllNotifications,
  dismissNotification,
  getPreferences,
  listNotifications,
  type NotificationDeps,
  notificationCounts,
  readAllNotifications,
  readNotification,
  savePreferences,
} from './notifications.service.ts';

const idParams = z.object({ id: idSchema });
const tags = ['notifications'];

/** Issue 9: the bell's and the notifications page's calls; every one is about the caller's own. */
export const notificationsRoutes =
  (deps: NotificationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/',
      {
        schema: {
          tags,
          querystring: notificationListQuerySchema,
          response: { 200: pageSchema(notificationSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results } = await listNotifications(forUser(request, deps), { filters, page });
        return paginate(request, page, total, results);
      },
    );
    app.get(
      '/notifications/unread-count/',
      { schema: { tags, response: { 200: notificationCountsSchema } } },
      (request) => notificationCounts(forUser(request, deps)),
    );
    app.get(
      '/notifications/preferences/',
      { schema: { tags, response: { 200: notificationPreferencesSchema } } },
      (request) => getPreferences(forUser(request, deps)),
    );
    app.put(
      '/notifications/preferences/',
      {
        schema: {
          tags,
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      (request) => savePreferences(forUser(request, deps), { preferences: request.body }),
    );
    app.post(
      '/notifications/read-all/',
      { schema: { tags, response: { 200: z.object({ updated: z.number().int() }) } } },
      (request) => readAllNotifications(forUser(request, deps)),
    );
    app.post(
      '/notifications/clear-all/',
      { schema: { tags, response: { 200: z.object({ deleted: z.number().int() }) } } },
      (request) => clearAllNotifications(forUser(request, deps)),
    );
    app.post(
      '/notifications/:id/read/',
      { schema: { tags, params: idParams, response: { 200: notificationSchema } } },
      (request) => readNotification(forUser(request, deps), { id: request.params.id }),
    );
    app.delete('/notifications/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
      await dismissNotification(forUser(request, deps), { id: request.params.id });
      return reply.code(204).send();
    });
  };
