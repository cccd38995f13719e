import type { SearchQuery, SearchResults } from '@shortlist/contracts';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import type { Tx } from '../../db/client.ts';
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import {
  jobRank,
  PEOPLE_RANKED,
  peopleRanks,
  searchJobs,
  searchPatterns,
  searchPeople,
} from './search.read-model.ts';

/**
 * GET /search/ (issue 15, spec 01 §2.7): candidates, jobs and applications matching the query,
 * each group ranked and limited. Every signed-in role may see every candidate and job (spec 01 §6);
 * the results carry no salary and no notes, so nothing a role may not see can leave here.
 */
export async function globalSearch(
  { db, people, openings }: { db: Tx; people: CandidateSearchIndex; openings: JobSearchIndex },
  query: SearchQuery,
): Promise<SearchResults> {
  const patterns = searchPatterns(query.q);
  const [found, foundJobs] = await Promise.all([people.find(db, query.q), openings.find(db, query.q)]);
  const chosen = found.best(PEOPLE_RANKED, peopleRanks(found.term));
  const [jobs, hits] = await Promise.all([
    searchJobs(db, patterns, foundJobs.best(query.limit, jobRank(foundJobs.term)), query.limit),
    searchPeople(db, patterns, chosen, query.limit),
  ]);
  return { query: query.q, candidates: hits.candidates, jobs, applications: hits.applications };
}
