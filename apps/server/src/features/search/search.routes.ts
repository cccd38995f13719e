import { searchQuerySchema, searchResultsSchema } from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import type { Db } from '../../db/client.ts';
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import { globalSearch } from './search.service.ts';

/** Issue 15: the top bar's global search (DESIGN.md §5 `GET /api/v1/search/?q=`). */
export const searchRoutes =
  (deps: { db: Db; people: CandidateSearchIndex; openings: JobSearchIndex }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search/',
      {
        schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
      },
      (request) => globalSearch(deps, request.query),
    );
  };
