import {
  idSchema,
  JOB_MESSAGES,
  jobCreateSchema,
  jobDetailSchema,
  jobListQuerySchema,
  jobNoteSchema,
  jobOptionsSchema,
  jobPatchSchema,
  jobSummarySchema,
  jobUpdateSchema,
  pageSchema,
  paginationQuerySchema,
  parsedJobDescriptionSchema,
  signoffRequestSchema,
  timelineEventSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requirePermission } from '../../platform/auth.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { FileTextPool } from '../../platform/file-text/file-text-pool.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import type { Clock } from '../../platform/tokens.ts';
import { listTimeline } from '../timeline/timeline.service.ts';
import { exportCandidatesCsv } from './jobs.export.ts';
import { extractJobFields, isPdf, jobDescriptionText } from './jobs.pdf-parser.ts';
import {
  addJobNote,
  changeJob,
  createJob,
  duplicateJob,
  getJobDetail,
  jobOptions,
  listJobSummaries,
  requestSignoff,
} from './jobs.service.ts';

const idParams = z.object({ id: idSchema });

export const jobsRoutes =
  ({
    db,
    clock,
    events,
    fileText,
  }: {
    db: Db;
    clock: Clock;
    events: DomainEvents;
    fileText: FileTextPool;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const writer = { db, events };
    app.get(
      '/jobs/',
      {
        schema: {
          tags: ['jobs'],
          querystring: paginationQuerySchema.extend(jobListQuerySchema.shape),
          response: { 200: pageSchema(jobSummarySchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listJobSummaries(db, request.query, page, clock());
        return paginate(request, page, total, results);
      },
    );

    app.get('/jobs/options/', { schema: { tags: ['jobs'], response: { 200: jobOptionsSchema } } }, async () =>
      jobOptions(db),
    );

    app.post(
      '/jobs/',
      {
        preHandler: requirePermission('create_jobs'),
        schema: { tags: ['jobs'], body: jobCreateSchema, response: { 201: jobDetailSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createJob(writer, currentUser(request), request.body, clock())),
    );

    app.post(
      '/jobs/parse-job-description/',
      {
        preHandler: requirePermission('create_jobs'),
        schema: {
          tags: ['jobs'],
          consumes: ['multipart/form-data'],
          response: { 200: parsedJobDescriptionSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new ValidationError({ pdf_file: [JOB_MESSAGES.invalidPdf] });
        const file = await request.file();
        if (file?.fieldname !== 'pdf_file')
          throw new ValidationError({ pdf_file: [JOB_MESSAGES.invalidPdf] });
        const bytes = await file.toBuffer();
        if (!isPdf(bytes)) throw new ValidationError({ pdf_file: [JOB_MESSAGES.invalidPdf] });
        return extractJobFields(await jobDescriptionText(fileText, bytes));
      },
    );

    app.get(
      '/jobs/:id/',
      { schema: { tags: ['jobs'], params: idParams, response: { 200: jobDetailSchema } } },
      async (request) => getJobDetail(db, request.params.id, clock()),
    );

    app.put(
      '/jobs/:id/',
      {
        schema: {
          tags: ['jobs'],
          params: idParams,
          body: jobUpdateSchema,
          response: { 200: jobDetailSchema },
        },
      },
      async (request) => changeJob(writer, currentUser(request), request.params.id, request.body, clock()),
    );

    app.patch(
      '/jobs/:id/',
      {
        schema: {
          tags: ['jobs'],
          params: idParams,
          body: jobPatchSchema,
          response: { 200: jobDetailSchema },
        },
      },
      async (request) => changeJob(writer, currentUser(request), request.params.id, request.body, clock()),
    );

    app.post(
      '/jobs/:id/duplicate/',
      {
        preHandler: requirePermission('create_jobs'),
        schema: { tags: ['jobs'], params: idParams, response: { 201: jobDetailSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await duplicateJob(writer, currentUser(request), request.params.id, clock())),
    );

    app.get(
      '/jobs/:id/candidates.csv',
      { schema: { tags: ['jobs'], params: idParams, produces: ['text/csv'] } },
      async (request, reply) => {
        const { job, csv } = await exportCandidatesCsv(db, request.params.id);
        const name =
          job.title
            .replace(/[^A-Za-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
            .toLowerCase() || 'job';
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-candidates.csv"`)
          .send(csv);
      },
    );

    app.post(
      '/jobs/:id/notes/',
      { schema: { tags: ['jobs'], params: idParams, body: jobNoteSchema } },
      async (request, reply) => {
        await addJobNote(writer, currentUser(request), request.params.id, request.body.text);
        return reply.code(204).send();
      },
    );

    app.post(
      '/jobs/:id/signoff-requests/',
      {
        schema: {
          tags: ['jobs'],
          params: idParams,
          body: signoffRequestSchema,
          response: { 202: z.object({ detail: z.string() }) },
        },
      },
      async (request, reply) => {
        const detail = await requestSignoff(writer, currentUser(request), request.params.id, request.body);
        return reply.code(202).send({ detail });
      },
    );

    app.get(
      '/jobs/:id/timeline/',
      {
        schema: {
          tags: ['jobs'],
          params: idParams,
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(timelineEventSchema) },
        },
      },
      async (request) => {
        await getJobDetail(db, request.params.id, clock());
        const page = pageRequest(request.query);
        const { total, results } = await listTimeline(
          db,
          { jobId: request.params.id },
          page,
          currentUser(request).role,
        );
        return paginate(request, page, total, results);
      },
    );
  };
