import {
  candidateImportSchema,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  idSchema,
  importPreviewSchema,
  importSettingsSchema,
  pageSchema,
  paginationQuerySchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  discardImport,
  getImport,
  type ImportDeps,
  listImports,
  previewImport,
  refusedRowsCsv,
  startImport,
  uploadImport,
} from './imports.service.ts';

const idParams = z.object({ id: idSchema });
const tags = ['candidates'];

/** Issue 16: bringing candidates in from a CSV or XLSX file, for administrators and recruiters. */
export const importsRoutes =
  (deps: ImportDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requirePermission('import_candidates', IMPORT_MESSAGES.denied));

    app.post(
      '/candidates/imports/',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: candidateImportSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Unsupported media type.');
        // one byte over the limit reaches storage, which refuses the file as too large
        const part = await request.file({ limits: { fileSize: IMPORT_LIMITS.maxBytes + 1, files: 1 } });
        if (!part?.filename) throw new ValidationError({ file: [IMPORT_MESSAGES.fileRequired] });
        const created = await uploadImport(forUser(request, deps), {
          file: { fileName: part.filename, stream: part.file },
        });
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/candidates/imports/',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(candidateImportSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listImports(deps, { page });
        return paginate(request, page, total, results);
      },
    );

    app.get(
      '/candidates/imports/:id/',
      { schema: { tags, params: idParams, response: { 200: candidateImportSchema } } },
      async (request) => getImport(deps, { id: request.params.id }),
    );

    app.post(
      '/candidates/imports/:id/preview/',
      {
        schema: {
          tags,
          params: idParams,
          body: importSettingsSchema,
          response: { 200: importPreviewSchema },
        },
      },
      async (request) => previewImport(deps, { id: request.params.id, settings: request.body }),
    );

    app.post(
      '/candidates/imports/:id/start/',
      {
        schema: {
          tags,
          params: idParams,
          body: importSettingsSchema,
          response: { 202: candidateImportSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await startImport(deps, { id: request.params.id, settings: request.body })),
    );

    app.delete('/candidates/imports/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
      await discardImport(deps, { id: request.params.id });
      return reply.code(204).send();
    });

    app.get(
      '/candidates/imports/:id/refused/',
      { schema: { tags, params: idParams, produces: ['text/csv'] } },
      async (request, reply) => {
        const { filename, csv } = await refusedRowsCsv(deps, { id: request.params.id });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', filename))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
