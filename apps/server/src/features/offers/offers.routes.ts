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
import { currentUser } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { pageRequest, paginate } from '../../platform/pagination.ts';
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
    const { db, clock } = deps;
    const tags = ['offers'];
    const one = { schema: { tags, params: idParams, response: { 200: offerSchema } } };
    app.get(
      '/offers/',
      { schema: { tags, querystring: offerListQuerySchema, response: { 200: pageSchema(offerSchema) } } },
      async (request) => {
        const page = pageRequest(request.query);
        const { page: _page, page_size: _size, ...filters } = request.query;
        const { total, results } = await listOffers(deps, currentUser(request), filters, {
          limit: page.pageSize,
          offset: page.offset,
        });
        return paginate(request, page, total, results);
      },
    );
    app.post(
      '/offers/',
      { schema: { tags, body: offerCreateSchema, response: { 201: offerSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createOffer(deps, currentUser(request), request.body)),
    );
    app.get('/offers/:id/', one, (request) => getOffer(db, currentUser(request), request.params.id, clock()));
    app.patch(
      '/offers/:id/',
      { schema: { tags, params: idParams, body: offerUpdateSchema, response: { 200: offerSchema } } },
      (request) => updateDraft(deps, currentUser(request), request.params.id, request.body),
    );
    app.get('/offers/:id/pdf/', { schema: { tags, params: idParams } }, async (request, reply) => {
      const file = await offerPdf(db, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .send(Buffer.from(file.content));
    });
    app.post('/offers/:id/submit/', one, (request) =>
      submitOffer(deps, currentUser(request), request.params.id),
    );
    for (const [path, decision] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const)
      app.post(
        `/offers/:id/${path}/`,
        { schema: { tags, params: idParams, body: offerDecisionSchema, response: { 200: offerSchema } } },
        (request) => decideOffer(deps, currentUser(request), request.params.id, decision, request.body),
      );
    app.post('/offers/:id/send/', one, (request) => sendOffer(deps, currentUser(request), request.params.id));
    app.post(
      '/offers/:id/accept/',
      { schema: { tags, params: idParams, body: offerAcceptSchema, response: { 200: offerSchema } } },
      (request) =>
        answerOffer(deps, currentUser(request), request.params.id, { accepted: true, input: request.body }),
    );
    app.post(
      '/offers/:id/decline/',
      { schema: { tags, params: idParams, body: offerDeclineSchema, response: { 200: offerSchema } } },
      (request) =>
        answerOffer(deps, currentUser(request), request.params.id, { accepted: false, input: request.body }),
    );
  };
