import {
  DELETE_DOCUMENT_DENIED,
  documentParseResponseSchema,
  documentSchema,
  idSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  type DocumentDeps,
  deleteDocument,
  listCandidateDocuments,
  openDocumentFile,
  parseUploadedDocument,
  uploadCandidateDocument,
} from './documents.service.ts';
import { readMultipartForm } from './multipart-form.ts';

const idParams = z.object({ id: idSchema });

export const documentsRoutes =
  (deps: DocumentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/documents/parse/',
      {
        schema: {
          tags: ['documents'],
          consumes: ['multipart/form-data'],
          response: { 200: documentParseResponseSchema },
        },
      },
      async (request) =>
        parseUploadedDocument(deps, { form: await readMultipartForm(request, deps, 'file') }),
    );

    app.get(
      '/candidates/:id/documents/',
      { schema: { tags: ['documents'], params: idParams, response: { 200: z.array(documentSchema) } } },
      async (request) => listCandidateDocuments(deps, { candidateId: request.params.id }),
    );

    app.post(
      '/candidates/:id/documents/',
      {
        schema: {
          tags: ['documents'],
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 201: documentSchema },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, deps, 'file');
        const document = await uploadCandidateDocument(forUser(request, deps), {
          candidateId: request.params.id,
          form,
        });
        return reply.code(201).send(document);
      },
    );

    // Signed-in users only (the /api/v1 guard): the bearer token travels with fetch, not a link.
    app.get(
      '/documents/:id/file/',
      {
        schema: {
          tags: ['documents'],
          params: idParams,
          querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        },
      },
      async (request, reply) => {
        const { row, stream } = await openDocumentFile(deps, { id: request.params.id });
        const kind = request.query.download === '1' ? 'attachment' : 'inline';
        return reply
          .header('content-type', row.contentType)
          .header('content-length', row.fileSize)
          .header('content-disposition', contentDisposition(kind, row.filename))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    app.delete(
      '/documents/:id/',
      {
        preHandler: requirePermission('delete_documents', DELETE_DOCUMENT_DENIED),
        schema: { tags: ['documents'], params: idParams },
      },
      async (request, reply) => {
        await deleteDocument(forUser(request, deps), { id: request.params.id });
        return reply.code(204).send();
      },
    );
  };
