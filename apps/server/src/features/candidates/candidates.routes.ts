import {
  candidateCreateSchema,
  candidateListQuerySchema,
  candidateRowSchema,
  candidateSchema,
  candidateTeamResponseSchema,
  candidateTeamSchema,
  candidateUpdateSchema,
  idSchema,
  noteCreateSchema,
  noteSchema,
  pageSchema,
  paginationQuerySchema,
  searchPageSchema,
  timelineEventSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import { pageRequest, paginate, paginateSearch } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import { readMultipartForm } from '../documents/multipart-form.ts';
import { addNote, listNotes } from './candidate-notes.service.ts';
import { getTeam, setTeam } from './candidate-team.service.ts';
import {
  type CandidateWriteDeps,
  candidateTimeline,
  createCandidate,
  createCandidateWithCv,
  deleteCandidate,
  getCandidate,
  listCandidates,
  updateCandidate,
} from './candidates.service.ts';
import { renderProfilePdf } from './profile-pdf.ts';

const idParams = z.object({ id: idSchema });
const tags = ['candidates'];

export const candidatesRoutes =
  (deps: CandidateWriteDeps & { people: CandidateSearchIndex }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/candidates/',
      {
        schema: {
          tags,
          querystring: paginationQuerySchema.extend(candidateListQuerySchema.shape),
          response: { 200: searchPageSchema(candidateRowSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, rows } = await listCandidates(deps, { filters: request.query, page });
        return paginateSearch(request, page, total, rows);
      },
    );

    app.post(
      '/candidates/',
      { schema: { tags, body: candidateCreateSchema, response: { 201: candidateSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createCandidate(forUser(request, deps), { candidate: request.body })),
    );

    app.post(
      '/candidates/create_with_cv/',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: candidateSchema } } },
      async (request, reply) => {
        const form = await readMultipartForm(request, deps, 'files');
        return reply.code(201).send(await createCandidateWithCv(forUser(request, deps), { form }));
      },
    );

    app.get(
      '/candidates/:id/',
      { schema: { tags, params: idParams, response: { 200: candidateSchema } } },
      async (request) => getCandidate(forUser(request, deps), { id: request.params.id }),
    );

    // spec 02 §2 Export to PDF, made real: the profile as a PDF file.
    app.get('/candidates/:id/export/', { schema: { tags, params: idParams } }, async (request, reply) => {
      const candidate = await getCandidate(forUser(request, deps), { id: request.params.id });
      const pdf = await renderProfilePdf(candidate);
      const filename = `${candidate.full_name.replace(/[^\w.-]+/g, '_')}_profile.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(Buffer.from(pdf));
    });

    app.put(
      '/candidates/:id/',
      { schema: { tags, params: idParams, body: candidateUpdateSchema, response: { 200: candidateSchema } } },
      async (request) =>
        updateCandidate(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );

    app.delete('/candidates/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
      await deleteCandidate(forUser(request, deps), { id: request.params.id });
      return reply.code(204).send();
    });

    app.post(
      '/candidates/:id/notes/',
      { schema: { tags, params: idParams, body: noteCreateSchema, response: { 201: noteSchema } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addNote(forUser(request, deps), { id: request.params.id, note: request.body })),
    );

    app.get(
      '/candidates/:id/notes_list/',
      {
        schema: {
          tags,
          params: idParams,
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(noteSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await listNotes(forUser(request, deps), { id: request.params.id, page });
        return paginate(request, page, total, results);
      },
    );

    app.get(
      '/candidates/:id/timeline/',
      {
        schema: {
          tags,
          params: idParams,
          querystring: paginationQuerySchema,
          response: { 200: pageSchema(timelineEventSchema) },
        },
      },
      async (request) => {
        const page = pageRequest(request.query);
        const { total, results } = await candidateTimeline(forUser(request, deps), {
          id: request.params.id,
          page,
        });
        return paginate(request, page, total, results);
      },
    );

    app.get(
      '/candidates/:id/team/',
      { schema: { tags, params: idParams, response: { 200: candidateTeamResponseSchema } } },
      async (request) => getTeam(deps, { id: request.params.id }),
    );

    app.put(
      '/candidates/:id/team/',
      {
        schema: {
          tags,
          params: idParams,
          body: candidateTeamSchema,
          response: { 200: candidateTeamResponseSchema },
        },
      },
      async (request) =>
        setTeam(forUser(request, deps), { id: request.params.id, userIds: request.body.assigned_team }),
    );
  };
