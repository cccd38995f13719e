import { type JobListQuery, STAGE_BUCKETS } from '@shortlist/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtOncePerHandle, builtOncePerShape } from '../../db/built-once.ts';
import type { Tx } from '../../db/client.ts';
import { inlined, inlinedBound } from '../../db/page-bounds.ts';
import { maintainedRowCount } from '../../db/row-counts.ts';
import {
  applicationStageCounts,
  applications,
  candidates,
  jobSectors,
  jobs,
  sectors,
  users,
  workflowStages,
} from '../../db/schema/index.ts';
import { intListOf } from '../../db/sql-lists.ts';
import { containsPattern, matchesPattern } from '../../platform/like-pattern.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobInsert = typeof jobs.$inferInsert;
export type WorkflowStageRow = typeof workflowStages.$inferSelect;
export type JobListFilters = JobListQuery;

const READINESS_ROLE_TYPES = {
  engineering: 'Engineering',
  consultant: 'Consultant',
  special: 'Special_Position',
} as const;

/** Any of the job's sectors is named `name` (case-insensitive when `pattern`). */
function hasSector(match: (column: typeof sectors.name) => SQL): SQL {
  return sql`exists (select 1 from ${jobSectors} join ${sectors} on ${sectors.id} = ${jobSectors.sectorId}
    where ${jobSectors.jobId} = ${jobs.id} and ${match(sectors.name)})`;
}

/**
 * The values a list's filters send as parameters, by filter name; the other filters (location,
 * readiness, ordering) shape the statement's text. A search sends the ids of the jobs whose title,
 * department or location holds the term (`found`, from the job search index: docs/decisions/035)
 * and its pattern, which the sectors' names are matched against.
 */
function listValues(filters: JobListFilters, found: readonly number[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (filters.search) values.found = JSON.stringify(found);
  if (filters.status) values.status = filters.status;
  if (filters.sector) values.sector = filters.sector;
  if (filters.priority) values.priority = filters.priority;
  if (filters.recruiter !== undefined) values.recruiter = filters.recruiter;
  if (filters.role_type) values.role_type = filters.role_type;
  if (filters.search) values.search = containsPattern(filters.search);
  return values;
}

/** The conditions of a list with `filters`' shape, each value a placeholder (`listValues`). */
function listConditions(filters: JobListFilters): SQL | undefined {
  const sent = listValues(filters);
  const value = (name: keyof JobListFilters | 'found') => sql.placeholder(name);
  const readiness = filters.readiness;
  return and(
    'status' in sent ? eq(jobs.status, value('status')) : undefined,
    filters.location === 'remote'
      ? or(ilike(jobs.location, '%remote%'), ilike(jobs.location, '%anywhere%'))
      : undefined,
    'sector' in sent
      ? or(
          eq(jobs.department, value('sector')),
          hasSector((name) => eq(name, value('sector'))),
        )
      : undefined,
    readiness === 'ready' ? eq(jobs.isReady, true) : undefined,
    readiness === 'pending' ? eq(jobs.isReady, false) : undefined,
    readiness && readiness in READINESS_ROLE_TYPES
      ? eq(jobs.roleType, READINESS_ROLE_TYPES[readiness as keyof typeof READINESS_ROLE_TYPES])
      : undefined,
    'priority' in sent ? eq(jobs.priority, value('priority')) : undefined,
    'recruiter' in sent ? eq(jobs.recruiterId, value('recruiter')) : undefined,
    'role_type' in sent ? eq(jobs.roleType, value('role_type')) : undefined,
    // the jobs found by their text, by key, and those of the few sectors named so: not every
    // job's title, department, location and sectors matched in SQL (9 ms at 2,000 jobs on PGlite)
    'search' in sent
      ? or(
          sql`${jobs.id} in ${intListOf(value('found'))}`,
          sql`${jobs.id} in (select ${jobSectors.jobId} from ${jobSectors} join ${sectors} on ${sectors.id} = ${jobSectors.sectorId}
            where ${matchesPattern(sectors.name, value('search'))})`,
        )
      : undefined,
  );
}

const applicationCount = sql<number>`(select coalesce(sum(${applicationStageCounts.applications}), 0) from ${applicationStageCounts} where ${applicationStageCounts.jobId} = ${jobs.id})::int`;
const priorityRank = sql`case ${jobs.priority} when 'critical' then 0 when 'high' then 1 else 2 end`;

function ordering(order: JobListFilters['ordering'], countExpression: SQL = applicationCount): SQL[] {
  const field = order?.replace(/^-/, '') ?? 'created_at';
  const descending = order ? order.startsWith('-') : true;
  const by = (expression: SQL | AnyPgColumn) => (descending ? desc(expression) : asc(expression));
  const primary: Record<string, SQL> = {
    created_at: by(jobs.createdAt),
    // more days open = created earlier
    days_open: descending ? asc(jobs.createdAt) : desc(jobs.createdAt),
    title: by(sql`lower(${jobs.title})`),
    application_count: by(countExpression),
    priority: descending ? asc(priorityRank) : desc(priorityRank),
    status: by(jobs.status),
  };
  return [primary[field] ?? desc(jobs.createdAt), desc(jobs.id)];
}

const keysOf = (bucket: string) => Object.keys(STAGE_BUCKETS).filter((key) => STAGE_BUCKETS[key] === bucket);
const inList = (keys: string[]) =>
  sql`${applicationStageCounts.stageKey} in (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;
const active = sql`${applicationStageCounts.status} = 'active'`;
const namedKeys = Object.keys(STAGE_BUCKETS).filter((key) => STAGE_BUCKETS[key] !== 'interview');

/**
 * The aggregates a list row shows, per job, from its maintained per-stage, per-status counts
 * (a few dozen rows, docs/decisions/019) rather than its applications. Buckets (spec 01 §4):
 * active applications by stage (a stage the map does not know counts as an interview), hired as
 * offer, rejected apart, withdrawn nowhere.
 */
const counted = (condition: SQL) =>
  sql`coalesce(sum(${applicationStageCounts.applications}) filter (where ${condition}), 0)`;
type Stats = {
  total: number;
  active: number;
  applied: number;
  screening: number;
  interview: number;
  final: number;
  offer: number;
  rejected: number;
};
const stats = sql<Stats>`(select json_build_object(
    'total', coalesce(sum(${applicationStageCounts.applications}), 0),
    'active', ${counted(sql`${applicationStageCounts.status} not in ('rejected', 'withdrawn', 'hired')`)},
    'applied', ${counted(sql`${active} and ${inList(keysOf('applied'))}`)},
    'screening', ${counted(sql`${active} and ${inList(keysOf('screening'))}`)},
    'interview', ${counted(sql`${active} and not ${inList(namedKeys)}`)},
    'final', ${counted(sql`${active} and ${inList(keysOf('final'))}`)},
    'offer', ${counted(sql`${applicationStageCounts.status} = 'hired' or (${active} and ${inList(keysOf('offer'))})`)},
    'rejected', ${counted(sql`${applicationStageCounts.status} = 'rejected'`)}
  ) from ${applicationStageCounts} where ${applicationStageCounts.jobId} = ${jobs.id})`;

const sectorList = sql<{ sector: string; positions: number }[]>`coalesce((
  select json_agg(json_build_object('sector', ${sectors.name}, 'positions', ${jobSectors.positions}) order by ${jobSectors.id})
  from ${jobSectors} join ${sectors} on ${sectors.id} = ${jobSectors.sectorId}
  where ${jobSectors.jobId} = ${jobs.id}), '[]'::json)`;

/** The columns spec 01 §4 readiness is worked out from (jobs.presenter readinessOf). */
const readinessColumns = {
  targetsResults: jobs.targetsResults,
  targetsCompetencies: jobs.targetsCompetencies,
  businessCase: jobs.businessCase,
  compellingHeadline: jobs.compellingHeadline,
  culturalMantrasCriteria: jobs.culturalMantrasCriteria,
  barRaiserId: jobs.barRaiserId,
  signoffPeopleOps: jobs.signoffPeopleOps,
  signoffStrategy: jobs.signoffStrategy,
  signoffOpsDelivery: jobs.signoffOpsDelivery,
  signoffSectorLead: jobs.signoffSectorLead,
  signoffResponsiblePerson: jobs.signoffResponsiblePerson,
  signoffExecutiveSponsor: jobs.signoffExecutiveSponsor,
};
export type JobReadinessFields = { [K in keyof typeof readinessColumns]: JobRow[K] };

/**
 * The columns a list row shows (presentJobSummary): not the long texts only a job's own page
 * reads (description, skills, experience), which a page of 100 jobs read and dropped.
 */
const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  employmentType: jobs.employmentType,
  status: jobs.status,
  priority: jobs.priority,
  recruiterId: jobs.recruiterId,
  roleType: jobs.roleType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  currency: jobs.currency,
  qualityThreshold: jobs.qualityThreshold,
  createdBy: jobs.createdBy,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  ...readinessColumns,
};
type JobSummaryColumns = { [K in keyof typeof summaryColumns]: JobRow[K] };

/** A list row as the page's JSON carries it: the job's columns under their keys, timestamps as text. */
type JobListJson = Omit<JobSummaryColumns, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  recruiterName: string | null;
  stats: Stats | null;
  sectors: { sector: string; positions: number }[];
  total: number;
};

/** The job's columns, each named by its key, for the page's JSON. */
const summaryFields = Object.fromEntries(
  Object.entries(summaryColumns).map(([key, column]) => [key, sql`${column}`.as(key)]),
);

/**
 * One page of jobs with every aggregate a row shows, plus the total count of matching jobs,
 * in ONE statement whatever the page size: the CTE picks the page's ids (and the window
 * count) from the jobs table alone, and the aggregates are computed for those rows only.
 */
export async function listJobs(
  db: Tx,
  filters: JobListFilters,
  page: { limit: number; offset: number },
  /** with a search: the jobs whose title, department or location holds it */
  found: readonly number[] = [],
) {
  const [answer] = await jobsPage(db, { filters, page }).execute(listValues(filters, found));
  const rows = JSON.parse(answer?.rows ?? '[]') as JobListJson[];
  return rows.map((row) => {
    // the row is the job as it came, its timestamps made dates in place: a rest pattern that
    // copied the job's 28 columns out of it took twice as long as reading the page's JSON
    const job = row as unknown as JobSummaryColumns;
    job.createdAt = new Date(row.createdAt);
    job.updatedAt = new Date(row.updatedAt);
    const { recruiterName, stats, sectors, total } = row;
    return { job, recruiterName, stats, sectors, total };
  });
}

type JobsPageShape = { filters: JobListFilters; page: { limit: number; offset: number } };

/**
 * What a page's text depends on: every filter, those sent as parameters only by being set, and the
 * page's bounds (written in).
 */
function shapeOf({ filters, page }: JobsPageShape): string {
  const shape: Record<string, unknown> = { ...filters };
  for (const name of Object.keys(listValues(filters))) shape[name] = true;
  shape.limit = inlinedBound(page.limit);
  shape.offset = inlinedBound(page.offset);
  return JSON.stringify(shape, Object.keys(shape).sort());
}

/** Every page of the list, built once per shape (db/built-once.ts). */
const jobsPage = builtOncePerShape(shapeOf, (db, { filters, page }: JobsPageShape) =>
  listJobsQuery(db, filters, page),
);

function listJobsQuery(db: Tx, filters: JobListFilters, page: { limit: number; offset: number }) {
  const order = ordering(filters.ordering);
  // Ordering by application count sums every job's maintained stage counts: one grouped pass
  // over those, instead of a count per job.
  const byCount = filters.ordering?.replace(/^-/, '') === 'application_count';
  const counts = db
    .select({
      jobId: sql<number>`${applicationStageCounts.jobId}`.as('counted_job_id'),
      n: sql<number>`sum(${applicationStageCounts.applications})::int`.as('n'),
    })
    .from(applicationStageCounts)
    .groupBy(applicationStageCounts.jobId)
    .as('app_counts');
  const pageOrder = byCount ? ordering(filters.ordering, sql`coalesce(${counts.n}, 0)`) : order;
  const where = listConditions(filters);
  const pageQuery = db
    .select({
      id: sql<number>`${jobs.id}`.as('page_id'),
      // every job: the maintained total, not a count of them all (docs/decisions/019)
      total: (where ? sql<number>`(count(*) over ())::int` : maintainedRowCount('jobs')).as('total'),
    })
    .from(jobs)
    .$dynamic();
  const pageIds = db.$with('page_ids').as(
    (byCount ? pageQuery.leftJoin(counts, eq(counts.jobId, jobs.id)) : pageQuery)
      .where(where)
      .orderBy(...pageOrder)
      .limit(inlined(page.limit))
      .offset(inlined(page.offset)),
  );
  const sectorLists = db.$with('sector_lists').as(
    db
      .select({
        jobId: sql<number>`${jobSectors.jobId}`.as('sectors_job_id'),
        list: sql<
          { sector: string; positions: number }[]
        >`json_agg(json_build_object('sector', ${sectors.name}, 'positions', ${jobSectors.positions}) order by ${jobSectors.id})`.as(
          'sector_list',
        ),
      })
      .from(jobSectors)
      .innerJoin(pageIds, eq(pageIds.id, jobSectors.jobId))
      .innerJoin(sectors, eq(sectors.id, jobSectors.sectorId))
      .groupBy(jobSectors.jobId),
  );
  const found = db
    .select({
      ...summaryFields,
      recruiterName: sql`${users.fullName}`.as('recruiterName'),
      // per page row, from its maintained stage counts
      stats: sql`${stats}`.as('stats'),
      sectors: sql`coalesce(${sectorLists.list}, '[]'::json)`.as('sectors'),
      total: sql`(select ${pageIds.total} from ${pageIds} limit 1)`.as('total'),
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.recruiterId))
    .leftJoin(sectorLists, eq(sectorLists.jobId, jobs.id))
    // the page's jobs by key: joined to the page, the planner read all 2,000 jobs to hash 25
    .where(sql`${jobs.id} = any(array(select ${pageIds.id} from ${pageIds}))`)
    .orderBy(...order)
    .as('found');
  // the page as one JSON text (db/client.ts queryJsonRows): on PGlite each field of each row costs
  // about 1.7 µs on its way out of the database's thread, and the page's 25 rows of 32 fields took
  // 1.6 ms as rows, 1.1 as one text
  return db
    .with(pageIds, sectorLists)
    .select({ rows: sql<string>`coalesce(json_agg(found), '[]')::text` })
    .from(found);
}
export type JobListRow = Awaited<ReturnType<typeof listJobs>>[number];

/** One job with its aggregates, sectors, creator and stages (two statements). */
export async function findJobDetail(db: Tx, id: number) {
  const creator = sql<
    string | null
  >`(select ${users.fullName} from ${users} where ${users.id} = ${jobs.createdBy})`;
  const sources = sql<Record<string, number>>`coalesce((select json_object_agg(s.source, s.n) from (
      select ${applications.source} as source, count(*)::int as n from ${applications}
      where ${applications.jobId} = ${jobs.id} group by ${applications.source}) s), '{}'::json)`;
  const averageMatch = sql<
    number | null
  >`(select round(avg(${applications.matchScore}))::int from ${applications}
    where ${applications.jobId} = ${jobs.id} and ${applications.matchScore} is not null)`;
  const [[row], stages] = await Promise.all([
    db
      .select({
        job: jobs,
        recruiterName: users.fullName,
        stats,
        sectors: sectorList,
        total: sql<number>`1`,
        createdByName: creator,
        sources,
        averageMatch,
      })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.recruiterId))
      .where(eq(jobs.id, id)),
    selectWorkflowStages(db, id),
  ]);
  return row ? { ...row, stages } : undefined;
}
export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof findJobDetail>>>;

export async function findJob(db: Tx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(jobs).where(eq(jobs.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** What the job-edit rule reads of a job (job-access.ts). */
export async function findJobAccess(db: Tx, id: number) {
  const [job] = await jobAccess(db).execute({ id });
  return job;
}

/** Most requests about a job ask this first, so it is built once (db/built-once.ts). */
const jobAccess = builtOncePerHandle((db) =>
  db
    .select({ id: jobs.id, title: jobs.title, createdBy: jobs.createdBy, hiringTeam: jobs.hiringTeam })
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id'))),
);
export type JobAccess = NonNullable<Awaited<ReturnType<typeof findJobAccess>>>;

export async function insertJob(db: Tx, values: JobInsert): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row!;
}

export async function updateJob(db: Tx, id: number, values: Partial<JobInsert>): Promise<JobRow> {
  const [row] = await db.update(jobs).set(values).where(eq(jobs.id, id)).returning();
  return row!;
}

export async function sectorIdsByName(db: Tx, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: sectors.id, name: sectors.name })
    .from(sectors)
    .where(inArray(sectors.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function replaceJobSectors(
  db: Tx,
  jobId: number,
  rows: { sectorId: number; positions: number }[],
) {
  await db.delete(jobSectors).where(eq(jobSectors.jobId, jobId));
  if (rows.length > 0) await db.insert(jobSectors).values(rows.map((row) => ({ ...row, jobId })));
}

export async function selectWorkflowStages(db: Tx, jobId: number): Promise<WorkflowStageRow[]> {
  return db
    .select()
    .from(workflowStages)
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order), asc(workflowStages.id));
}

export async function listRecruiters(db: Tx) {
  return db
    .select({ id: users.id, full_name: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'recruiter'), eq(users.isActive, true)))
    .orderBy(asc(users.fullName));
}

export async function listSectors(db: Tx) {
  return db.select({ name: sectors.name, color: sectors.color }).from(sectors).orderBy(asc(sectors.id));
}

export async function findActiveUser(db: Tx, id: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return row;
}

export async function findUserName(db: Tx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, id));
  return row?.name;
}

/** A job's applications with their candidates, for the CSV export. */
export async function selectJobCandidates(db: Tx, jobId: number) {
  return db
    .select({
      applicationId: applications.id,
      candidateId: candidates.id,
      fullName: candidates.fullName,
      emails: candidates.emails,
      phones: candidates.phones,
      location: candidates.location,
      currentCompany: candidates.currentCompany,
      currentRole: candidates.currentRole,
      stageKey: applications.stageKey,
      status: applications.status,
      matchScore: applications.matchScore,
      source: applications.source,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
}
