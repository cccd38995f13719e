import { and, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { jobSectors, jobs, sectors } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

/**
 * Issue 16: what the careers page reads of the jobs feature's tables — the advertised fields of
 * a job and no more. A read model: it never writes.
 */

const advertised = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  employmentType: jobs.employmentType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  currency: jobs.currency,
  publishSalary: jobs.publishSalary,
  status: jobs.status,
  applicationsCloseOn: jobs.applicationsCloseOn,
  createdAt: jobs.createdAt,
  // aliased: inside a subquery drizzle would leave the outer job's columns unqualified
  sectors: sql<string[]>`coalesce((select json_agg(s.name order by s.name)
    from job_sectors js join sectors s on s.id = js.sector_id where js.job_id = jobs.id), '[]'::json)`,
};

/** The open jobs whose closing day (if any) is not past: those the careers page lists. */
export function takingApplications(today: string): SQL {
  return and(
    eq(jobs.status, 'open'),
    or(isNull(jobs.applicationsCloseOn), gte(jobs.applicationsCloseOn, today)),
  ) as SQL;
}

export type PublicJobFilters = { search?: string; sector?: string; today: string };

function listConditions(filters: PublicJobFilters): SQL | undefined {
  const search = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    takingApplications(filters.today),
    search
      ? or(ilike(jobs.title, search), ilike(jobs.department, search), ilike(jobs.location, search))
      : undefined,
    filters.sector
      ? sql`exists (select 1 from ${jobSectors} join ${sectors} on ${sectors.id} = ${jobSectors.sectorId}
          where ${jobSectors.jobId} = ${jobs.id} and ${sectors.name} = ${filters.sector})`
      : undefined,
  );
}

export async function selectPublicJobs(
  db: Tx,
  filters: PublicJobFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select(advertised)
    .from(jobs)
    .where(listConditions(filters))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}
export type PublicJobRow = Awaited<ReturnType<typeof selectPublicJobs>>[number];

export async function countPublicJobs(db: Tx, filters: PublicJobFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(listConditions(filters));
  return row?.count ?? 0;
}

export async function selectPublicJob(db: Tx, id: number) {
  const [row] = await db
    .select({
      ...advertised,
      compellingHeadline: jobs.compellingHeadline,
      experienceRange: jobs.experienceRange,
      description: jobs.description,
      descriptionMd: jobs.descriptionMd,
      skillsRequired: jobs.skillsRequired,
      skillsNice: jobs.skillsNice,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}
export type PublicJobDetailRow = NonNullable<Awaited<ReturnType<typeof selectPublicJob>>>;
