import {
  emailPreviewRequestSchema,
  emailPreviewSchema,
  emailTemplateListQuerySchema,
  emailTemplateSchema,
  emailTemplateWriteSchema,
  idSchema,
  incomingEmailDetailSchema,
  incomingEmailSchema,
  mailServiceStatusSchema,
  outboxQuerySchema,
  outgoingEmailDetailSchema,
  outgoingEmailSchema,
  pageSchema,
  sendEmailResponseSchema,
  sendEmailSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { sendEmail } from './email-sending.service.ts';
import {
  createTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  removeTemplate,
  replaceTemplate,
} from './email-templates.service.ts';
import { byDirection, getIncomingDetail, type InboxDeps } from './inbox.service.ts';
import { resolveIncoming, retryIncoming } from './inbox-actions.service.ts';
import {
  cancelScheduledEmail,
  getEmailDetail,
  listOutbox,
  mailServiceStatus,
  resolveEmail,
  retryEmail,
  sendScheduledNow,
} from './outbox.service.ts';

const idParams = z.object({ id: idSchema });
const tags = ['email'];

/**
 * spec 02 §7 E-mail calls under /email-ingestion/ (issue 12, sending): templates, compose and
 * send, the outbox with Retry and Mark Resolved, and the mail service's status.
 */
export const emailRoutes =
  (deps: InboxDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const mail = { preHandler: requirePermission('send_email') };
    const templates = { preHandler: requirePermission('manage_email_templates') };

    app.get(
      '/email-ingestion/templates/',
      {
        ...mail,
        schema: {
          tags,
          querystring: emailTemplateListQuerySchema,
          response: { 200: pageSchema(emailTemplateSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listTemplates(deps, { filters: request.query, page });
        return paginate(request, page, total, results);
      },
    );
    app.post(
      '/email-ingestion/templates/',
      {
        ...templates,
        schema: { tags, body: emailTemplateWriteSchema, response: { 201: emailTemplateSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createTemplate(forUser(request, deps), { template: request.body })),
    );
    app.post(
      '/email-ingestion/templates/preview/',
      { ...mail, schema: { tags, body: emailPreviewRequestSchema, response: { 200: emailPreviewSchema } } },
      (request) => previewTemplate(deps, { preview: request.body }),
    );
    app.get(
      '/email-ingestion/templates/:id/',
      { ...mail, schema: { tags, params: idParams, response: { 200: emailTemplateSchema } } },
      (request) => getTemplate(deps, { id: request.params.id }),
    );
    app.put(
      '/email-ingestion/templates/:id/',
      {
        ...templates,
        schema: {
          tags,
          params: idParams,
          body: emailTemplateWriteSchema,
          response: { 200: emailTemplateSchema },
        },
      },
      (request) => replaceTemplate(forUser(request, deps), { id: request.params.id, template: request.body }),
    );
    app.delete(
      '/email-ingestion/templates/:id/',
      { ...templates, schema: { tags, params: idParams } },
      async (request, reply) => {
        await removeTemplate(deps, { id: request.params.id });
        return reply.code(204).send();
      },
    );

    app.post(
      '/email-ingestion/send/',
      { ...mail, schema: { tags, body: sendEmailSchema, response: { 201: sendEmailResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await sendEmail(forUser(request, deps), { email: request.body })),
    );
    app.get(
      '/email-ingestion/outbox/',
      {
        ...mail,
        schema: { tags, querystring: outboxQuerySchema, response: { 200: pageSchema(outgoingEmailSchema) } },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listOutbox(deps, { filters: request.query, page });
        return paginate(request, page, total, results);
      },
    );
    app.get(
      '/email-ingestion/emails/:id/',
      {
        ...mail,
        schema: {
          tags,
          params: idParams,
          response: { 200: z.union([outgoingEmailDetailSchema, incomingEmailDetailSchema]) },
        },
      },
      (request) =>
        byDirection(forUser(request, deps), {
          id: request.params.id,
          received: getIncomingDetail,
          sent: getEmailDetail,
        }),
    );
    // Retry and Mark Resolved serve sent and received mail alike
    const eitherWay = {
      ...mail,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.union([outgoingEmailSchema, incomingEmailSchema]) },
      },
    };
    app.post('/email-ingestion/emails/:id/retry/', eitherWay, (request) =>
      byDirection(forUser(request, deps), {
        id: request.params.id,
        received: retryIncoming,
        sent: retryEmail,
      }),
    );
    app.post('/email-ingestion/emails/:id/resolve/', eitherWay, (request) =>
      byDirection(forUser(request, deps), {
        id: request.params.id,
        received: resolveIncoming,
        sent: resolveEmail,
      }),
    );
    // a scheduled message (a rejection waiting a few hours): cancel it, or send it at once
    const scheduled = {
      ...mail,
      schema: { tags, params: idParams, response: { 200: outgoingEmailSchema } },
    };
    app.post('/email-ingestion/emails/:id/cancel/', scheduled, (request) =>
      cancelScheduledEmail(forUser(request, deps), { id: request.params.id }),
    );
    app.post('/email-ingestion/emails/:id/send-now/', scheduled, (request) =>
      sendScheduledNow(forUser(request, deps), { id: request.params.id }),
    );
    app.get(
      '/email-ingestion/imap/status/',
      { ...mail, schema: { tags, response: { 200: mailServiceStatusSchema } } },
      () => mailServiceStatus(deps),
    );
  };
