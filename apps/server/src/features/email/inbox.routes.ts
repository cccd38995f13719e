import {
  attachEmailSchema,
  bulkArchiveSchema,
  createFromEmailResponseSchema,
  createFromEmailSchema,
  emailMetricsSchema,
  forwardEmailSchema,
  INBOX_MESSAGES,
  idSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxStatusUpdateSchema,
  incomingEmailSchema,
  ingestResponseSchema,
  MAX_RAW_MESSAGE_BYTES,
  replyEmailSchema,
  sendEmailResponseSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { conflict, forbidden, HttpError } from '../../platform/errors.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { POLL_QUEUE } from './imap-poller.ts';
import {
  archiveMany,
  type InboxDeps,
  inboxMetrics,
  listInbox,
  openAttachment,
  setInboxStatus,
} from './inbox.service.ts';
import {
  attachEmail,
  createCandidateFromEmail,
  forwardEmail,
  replyToEmail,
} from './inbox-actions.service.ts';
import { ingestRawMessage } from './inbox-ingest.service.ts';

const idParams = z.object({ id: idSchema });
const tags = ['email'];

/**
 * spec 02 §7 inbox calls under /email-ingestion/ (issue 12, receiving): the inbox and its
 * metrics, a raw message handed in, and what a recruiter does with a message.
 */
export const inboxRoutes =
  (deps: InboxDeps & { ingestToken: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const mail = { preHandler: requirePermission('send_email') };

    // a raw message is its own body (message/rfc822), up to the size a message may have
    app.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: MAX_RAW_MESSAGE_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/email-ingestion/inbox/',
      { ...mail, schema: { tags, querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } },
      async (request) => {
        const page = pageRequest(request.query);
        const { counts, total, results } = await listInbox(deps, { query: request.query, page });
        return { ...paginate(request, page, total, results), counts };
      },
    );
    app.get(
      '/email-ingestion/metrics/',
      { ...mail, schema: { tags, response: { 200: emailMetricsSchema } } },
      () => inboxMetrics(deps),
    );
    app.post(
      '/email-ingestion/ingest/',
      {
        config: { serviceToken: deps.ingestToken },
        bodyLimit: MAX_RAW_MESSAGE_BYTES,
        schema: {
          tags,
          description:
            'A raw RFC 822 message (Content-Type: message/rfc822), from an administrator or a mail relay holding INGEST_TOKEN.',
          response: { 201: ingestResponseSchema, 200: ingestResponseSchema },
        },
      },
      async (request, reply) => {
        // the service token leaves no user; a person must be an administrator
        if (request.user && request.user.role !== 'admin') throw forbidden();
        if (request.headers['content-type']?.split(';')[0]?.trim() !== 'message/rfc822')
          throw new HttpError(415, 'Send the raw message as Content-Type: message/rfc822.');
        const actor = request.user ? { id: request.user.id, full_name: request.user.full_name } : null;
        const result = await ingestRawMessage(deps, {
          raw: request.body as Buffer,
          source: { via: 'api', actor },
        });
        return reply.code(result.duplicate ? 200 : 201).send(result);
      },
    );
    app.post(
      '/email-ingestion/imap/poll/',
      { ...mail, schema: { tags, response: { 202: z.object({ detail: z.string() }) } } },
      async (_request, reply) => {
        if (!deps.imapUrl) throw conflict(INBOX_MESSAGES.imapOff);
        await deps.jobs.send(POLL_QUEUE, {}, { singletonKey: 'poll-now' });
        return reply.code(202).send({ detail: INBOX_MESSAGES.pollQueued });
      },
    );
    app.get(
      '/email-ingestion/emails/:id/attachments/:index/',
      {
        ...mail,
        schema: { tags, params: idParams.extend({ index: z.coerce.number().int().min(0).max(100) }) },
      },
      async (request, reply) => {
        const { attachment, stream } = await openAttachment(deps, {
          id: request.params.id,
          index: request.params.index,
        });
        // always a download: a stranger's file is never shown in the app's origin
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', contentDisposition('attachment', attachment.filename))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
    app.patch(
      '/email-ingestion/emails/:id/',
      {
        ...mail,
        schema: {
          tags,
          params: idParams,
          body: inboxStatusUpdateSchema,
          response: { 200: incomingEmailSchema },
        },
      },
      (request) => setInboxStatus(forUser(request, deps), { id: request.params.id, change: request.body }),
    );
    app.post(
      '/email-ingestion/emails/archive/',
      {
        ...mail,
        schema: {
          tags,
          body: bulkArchiveSchema,
          response: { 200: z.object({ archived: z.number().int() }) },
        },
      },
      (request) => archiveMany(forUser(request, deps), { ids: request.body.ids }),
    );
    app.post(
      '/email-ingestion/emails/:id/create-candidate/',
      {
        ...mail,
        schema: {
          tags,
          params: idParams,
          body: createFromEmailSchema,
          response: { 201: createFromEmailResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await createCandidateFromEmail(forUser(request, deps), {
            id: request.params.id,
            jobId: request.body.job_id ?? null,
          }),
        ),
    );
    app.post(
      '/email-ingestion/emails/:id/attach/',
      {
        ...mail,
        schema: { tags, params: idParams, body: attachEmailSchema, response: { 200: incomingEmailSchema } },
      },
      (request) => attachEmail(forUser(request, deps), { id: request.params.id, attachment: request.body }),
    );
    app.post(
      '/email-ingestion/emails/:id/reply/',
      {
        ...mail,
        schema: {
          tags,
          params: idParams,
          body: replyEmailSchema,
          response: { 201: sendEmailResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await replyToEmail(forUser(request, deps), { id: request.params.id, reply: request.body })),
    );
    app.post(
      '/email-ingestion/emails/:id/forward/',
      {
        ...mail,
        schema: {
          tags,
          params: idParams,
          body: forwardEmailSchema,
          response: { 201: sendEmailResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await forwardEmail(forUser(request, deps), { id: request.params.id, forward: request.body })),
    );
  };
