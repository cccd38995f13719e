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
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import { requirePermission } from '../../platform/auth.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { FileTextPool } from '../../platform/file-text/file-text-pool.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { listTimeline } from '../timeline/timeline.service.ts';
import { exportCandidatesCsv } from './jobs.export.ts';
import { extractJobFields, isPdf, jobDescriptionText } from './jobs.pdf-parser.ts';
import {
  addJobNote,
  changeJob,
  createJob,
  duplicateJob,
  getJobDetail,
  type JobDeps,
  jobOptions,
  listJobSummaries,
  requestSignoff,
} from './jobs.service.ts';

const idParams = z.object({ id: idSchema });

export const jobsRoutes =
  (deps: JobDeps & { fileText: FileTextPool; openings: JobSearchIndex }): FastifyPluginAsyncZod =>
  async (app) => {
    const { fileText } = deps;
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
        const { total, results } = await listJobSummaries(deps, { filters: request.query, page });
        return paginate(request, page, total, results);
      },
    );

    app.get('/jobs/options/', { schema: { tags: ['jobs'], response: { 200: jobOptionsSchema } } }, async () =>
      jobOptions(deps),
    );

    app.post(
      '/jobs/',
      {
        preHandler: requirePermission('create_jobs'),
        schema: { tags: ['jobs'], body: jobCreateSchema, response: { 201: jobDetailSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createJob(forUser(request, deps), { job: request.body })),
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
      async (request) => getJobDetail(deps, { id: request.params.id }),
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
      async (request) => changeJob(forUser(request, deps), { id: request.params.id, changes: request.body }),
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
      async (request) => changeJob(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );

    app.post(
      '/jobs/:id/duplicate/',
      {
        preHandler: requirePermission('create_jobs'),
        schema: { tags: ['jobs'], params: idParams, response: { 201: jobDetailSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await duplicateJob(forUser(request, deps), { id: request.params.id })),
    );

    app.get(
      '/jobs/:id/candidates.csv',
      { schema: { tags: ['jobs'], params: idParams, produces: ['text/csv'] } },
      async (request, reply) => {
        const { job, csv } = await exportCandidatesCsv(deps, { id: request.params.id });
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
        await addJobNote(forUser(request, deps), { id: request.params.id, text: request.body.text });
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
        const detail = await requestSignoff(forUser(request, deps), {
          id: request.params.id,
          request: request.body,
        });
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
        await getJobDetail(deps, { id: request.params.id });
        const page = pageRequest(request.query);
        const { total, results } = await listTimeline(forUser(request, deps), {
          scope: { jobId: request.params.id },
          page,
        });
        return paginate(request, page, total, results);
      },
    );
  };
