import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import { presentJobSummary } from './jobs.presenter.ts';
import { countJobs, type JobListFilters, listJobs } from './jobs.queries.ts';

export async function listJobSummaries(db: Db, filters: JobListFilters, page: PageRequest) {
  const [total, rows] = await Promise.all([
    countJobs(db, filters),
    listJobs(db, filters, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentJobSummary) };
}
