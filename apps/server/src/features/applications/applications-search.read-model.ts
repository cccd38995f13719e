import { COUNTED_MATCHES } from '@shortlist/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApplicationCounts,
  CandidateMatches,
  CandidateSearchIndex,
} from '../../db/candidate-search-index.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import {
  applicationStageCounts,
  applications,
  candidateRowMatches,
  candidates,
} from '../../db/schema/index.ts';
import { intArray, intList } from '../../db/sql-lists.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import type { ApplicationFilters, StatusCounters } from './applications.read-model.ts';

/*
 * What a search of the applications pages reads (docs/decisions/019, 034, 035): the people and
 * jobs a term finds, which applications are theirs, and their counters. Reads only.
 */

/**
 * What a search term finds, read once per request: the jobs whose title holds it (the job search
 * index, docs/decisions/035), and the candidates whose name, company or e-mail hold it (the
 * candidate search index, docs/decisions/034), up to one past COUNTED_MATCHES people. A few
 * people's applications are read through the candidate index. A term that more people share (a
 * tenth of all names: 10,000 of them) is not carried as 10,000 ids from one statement to the next
 * (docs/decisions/019): the list walks the applications newest first and checks each one's
 * candidate instead, which finds a page within a few hundred rows (`manyPeople`). The counters add
 * up every person's applications (countSearch).
 */
export type SearchMatches = {
  pattern: string;
  /** every person found, in the search index */
  people: CandidateMatches;
  candidateIds: number[];
  /** more than COUNTED_MATCHES people: `candidateIds` holds only the first of them */
  manyPeople: boolean;
  jobIds: number[];
};

export async function selectSearchMatches(
  db: Tx,
  indexes: { people: CandidateSearchIndex; openings: JobSearchIndex },
  search: string,
): Promise<SearchMatches> {
  const [found, foundJobs] = await Promise.all([
    indexes.people.find(db, search),
    indexes.openings.find(db, search),
  ]);
  const candidateIds = found.first(COUNTED_MATCHES + 1);
  return {
    pattern: containsPattern(search),
    people: found,
    candidateIds,
    manyPeople: candidateIds.length > COUNTED_MATCHES,
    jobIds: foundJobs.byTitle(),
  };
}

const c = alias(candidates, 'c');

/**
 * An application (`applications`) is a found person's: by id for a few people, else by its
 * candidate's search text, read by key (the fence keeps it a look-up per application). The ids are
 * a set the statement hashes once (intList): `= any()` of a parameter compared each application
 * walked with every id in turn, and the page of a term naming 22 jobs took 7 ms rather than 4.
 */
function foundPeople(matches: SearchMatches): SQL {
  return matches.manyPeople
    ? sql`exists (select 1 from ${candidates} c where c.id = ${applications.candidateId}
        and ${candidateRowMatches(matches.pattern, c)} offset 0)`
    : sql`${applications.candidateId} in ${intList(matches.candidateIds)}`;
}

/**
 * The applications a search finds. With many people found, each application's candidate is
 * checked by its key; the fence (offset 0) keeps that a look-up per application read, which a
 * page newest first stops after a few hundred of, rather than a join the planner may start from
 * every candidate that matches. A page that only searches names the people whose applications can
 * be on it instead (`onPage`, peopleOnPage).
 */
export function searchCondition(matches: SearchMatches, onPage?: number[]): SQL {
  const people = onPage ? sql`${applications.candidateId} in ${intList(onPage)}` : foundPeople(matches);
  return sql`(${people} or ${applications.jobId} in ${intList(matches.jobIds)})`;
}

/** Past this many rows into a search's list, a page walks the applications as any filter does. */
const PEOPLE_ON_PAGE_MAX = 2_000;

/**
 * The people whose applications can be on a page of a search that filters nothing else: the
 * `offset + limit` found people whose newest application is newest (the search index knows each
 * one's, docs/decisions/034). Anyone else's applications all come after one of theirs for each of
 * them, so after the page; the jobs found are added as before. Checking a few dozen ids replaces a
 * look-up of each application's candidate from the newest on ("Hopper": 146 of them).
 */
export function peopleOnPage(
  filters: ApplicationFilters,
  matches: SearchMatches | undefined,
  page: { limit: number; offset: number },
): number[] | undefined {
  const { search: _search, ...others } = filters;
  const end = page.offset + page.limit;
  if (!matches || end > PEOPLE_ON_PAGE_MAX || Object.values(others).some((value) => value !== undefined)) {
    return undefined;
  }
  return matches.people.newest(end);
}

/**
 * A search's counters without counting its applications one by one: the applications of every
 * person it found, from the search index's copy of their maintained counts (docs/decisions/034),
 * plus the maintained counts of the jobs it found, less the applications counted twice (a found
 * person's application to a found job) — those few are counted. Exact: a term a tenth of all names
 * share (10,000 people, 30,000 applications) adds up 10,000 people's counts in memory.
 */
export async function countSearch(db: Tx, matches: SearchMatches): Promise<StatusCounters> {
  const counted = matches.people.applications();
  if (matches.jobIds.length === 0) return counted;
  const jobIds = intArray(matches.jobIds);
  const [jobsPart] = await queryRows<ApplicationCounts>(
    db,
    sql`select coalesce(sum(total), 0)::int as total, coalesce(sum(active), 0)::int as active,
        coalesce(sum(hired), 0)::int as hired, coalesce(sum(rejected), 0)::int as rejected,
        coalesce(sum(withdrawn), 0)::int as withdrawn
      from (
        select s.applications as total, ${byStatus(sql`s.status`, sql`s.applications`)}
        from ${applicationStageCounts} s where s.job_id = any(${jobIds})
        union all
        select -1, ${byStatus(sql`${applications.status}`, sql`-1`)}
        from ${applications} where ${applications.jobId} = any(${jobIds}) and ${foundPeople(matches)}
      ) parts`,
  );
  const sum = (key: keyof ApplicationCounts) => counted[key] + (jobsPart?.[key] ?? 0);
  return {
    total: sum('total'),
    active: sum('active'),
    hired: sum('hired'),
    rejected: sum('rejected'),
    withdrawn: sum('withdrawn'),
  };
}

/** A count split into the four status columns, in countSearch's order. */
const byStatus = (status: SQL, counted: SQL) =>
  sql.join(
    (['active', 'hired', 'rejected', 'withdrawn'] as const).map(
      (value) => sql`case when ${status} = ${value} then ${counted} else 0 end as ${sql.raw(value)}`,
    ),
    sql`, `,
  );
