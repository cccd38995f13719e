import type { JobListQuery } from '@shortlist/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, jobSectors, jobs, sectors, users } from '../../db/schema/index.ts';

export type JobListFilters = JobListQuery;

function listConditions(filters: JobListFilters): SQL | undefined {
  return and(
    filters.status ? eq(jobs.status, filters.status) : undefined,
    filters.location === 'remote'
      ? or(ilike(jobs.location, '%remote%'), ilike(jobs.location, '%anywhere%'))
      : undefined,
  );
}

/** The page of jobs with what a row shows, in one statement (no query per row). */
export async function listJobs(db: Tx, filters: JobListFilters, page: { limit: number; offset: number }) {
  return db
    .select({
      job: jobs,
      recruiterName: users.fullName,
      applicationCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})::int`,
      sectors: sql<{ sector: string; positions: number }[]>`coalesce((
        select json_agg(json_build_object('sector', ${sectors.name}, 'positions', ${jobSectors.positions}) order by ${jobSectors.id})
        from ${jobSectors} join ${sectors} on ${sectors.id} = ${jobSectors.sectorId}
        where ${jobSectors.jobId} = ${jobs.id}), '[]'::json)`,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.recruiterId))
    .where(listConditions(filters))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countJobs(db: Tx, filters: JobListFilters): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobs).where(listConditions(filters));
  return row?.value ?? 0;
}

export type JobListRow = Awaited<ReturnType<typeof listJobs>>[number];
