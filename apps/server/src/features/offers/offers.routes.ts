import {
  idSchema,
  offerAcceptSchema,
  offerCreateSchema,
  offerDecisionSchema,
  offerDeclineSchema,
  offerListQuerySchema,
  offerSchema,
  offerUpdateSchema,
  pageSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
import { forUser } from '../../platform/service-context.ts';
import {
  answerOffer,
  createOffer,
  decideOffer,
  getOffer,
  listOffers,
  type OfferDeps,
  offerPdf,
  sendOffer,
  submitOffer,
  updateDraft,
} from './offers.service.ts';

const idParams = z.object({ id: idSchema });

/**
 * Issue 13 "Offer letters". Everyone signed in may read offers (the salary only as
 * `salaryVisibleTo` allows); drafting, submitting, sending and recording the answer take managing
 * the job; approving takes being one of the approvers the offer waits on.
 */
export const offersRoutes =
  (deps: OfferDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['offers'];
    const one = { schema: { tags, params: idParams, response: { 200: offerSchema } } };
    app.get(
      '/offers/',
      { schema: { tags, querystring: offerListQuerySchema, response: { 200: pageSchema(offerSchema) } } },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results } = await listOffers(forUser(request, deps), {
          filters,
          page: { limit: page.pageSize, offset: page.offset },
        });
        return paginate(request, page, total, results);
      },
    );
    app.post(
      '/offers/',
      { schema: { tags, body: offerCreateSchema, response: { 201: offerSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createOffer(forUser(request, deps), { offer: request.body })),
    );
    app.get('/offers/:id/', one, (request) => getOffer(forUser(request, deps), { id: request.params.id }));
    app.patch(
      '/offers/:id/',
      { schema: { tags, params: idParams, body: offerUpdateSchema, response: { 200: offerSchema } } },
      (request) => updateDraft(forUser(request, deps), { id: request.params.id, changes: request.body }),
    );
    app.get('/offers/:id/pdf/', { schema: { tags, params: idParams } }, async (request, reply) => {
      const file = await offerPdf(forUser(request, deps), { id: request.params.id });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .send(Buffer.from(file.content));
    });
    app.post('/offers/:id/submit/', one, (request) =>
      submitOffer(forUser(request, deps), { id: request.params.id }),
    );
    for (const [path, decision] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const)
      app.post(
        `/offers/:id/${path}/`,
        { schema: { tags, params: idParams, body: offerDecisionSchema, response: { 200: offerSchema } } },
        (request) =>
          decideOffer(forUser(request, deps), { id: request.params.id, decision, input: request.body }),
      );
    app.post('/offers/:id/send/', one, (request) =>
      sendOffer(forUser(request, deps), { id: request.params.id }),
    );
    app.post(
      '/offers/:id/accept/',
      { schema: { tags, params: idParams, body: offerAcceptSchema, response: { 200: offerSchema } } },
      (request) =>
        answerOffer(forUser(request, deps), {
          id: request.params.id,
          answer: { accepted: true, input: request.body },
        }),
    );
    app.post(
      '/offers/:id/decline/',
      { schema: { tags, params: idParams, body: offerDeclineSchema, response: { 200: offerSchema } } },
      (request) =>
        answerOffer(forUser(request, deps), {
          id: request.params.id,
          answer: { accepted: false, input: request.body },
        }),
    );
  };
