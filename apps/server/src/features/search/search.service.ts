import type { SearchQuery, SearchResults } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import { searchJobs, searchPatterns, searchPeople } from './search.read-model.ts';

/**
 * GET /search/ (issue 15, spec 01 §2.7): candidates, jobs and applications matching the query,
 * each group ranked and limited. Every signed-in role may see every candidate and job (spec 01 §6);
 * the results carry no salary and no notes, so nothing a role may not see can leave here.
 */
export async function globalSearch({ db }: { db: Tx }, query: SearchQuery): Promise<SearchResults> {
  const patterns = searchPatterns(query.q);
  const [people, jobs] = await Promise.all([
    searchPeople(db, patterns, query.limit),
    searchJobs(db, patterns, query.limit),
  ]);
  return { query: query.q, candidates: people.candidates, jobs, applications: people.applications };
}
