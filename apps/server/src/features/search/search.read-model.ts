import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { NOT_RANKED, type PeopleRanker, type PersonText } from '../../db/candidate-search-index.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import type { SearchedJob } from '../../db/job-search-index.ts';
import { applications, candidates, jobs, workflowStages } from '../../db/schema/index.ts';
import { intArray } from '../../db/sql-lists.ts';

/*
 * What the global search reads of candidates, jobs, applications and stages, which other features
 * own (docs/decisions/008). Reads only.
 */

/**
 * One query as it is ranked: `term`, the query lower-cased, compared by literal position (no
 * pattern characters). The search indexes find the rows (docs/decisions/034, 035).
 */
export type SearchPatterns = { term: string };

export function searchPatterns(query: string): SearchPatterns {
  return { term: query.toLowerCase() };
}

const notRanked = sql.raw(String(NOT_RANKED));

/**
 * 0 exact, 1 prefix of the text or of one of its words, 2 anywhere, plus `offset` (a second text
 * ranks below the first); a text without the query does not rank (NOT_RANKED). `lowered` is
 * lower-cased.
 */
function rank(lowered: SQL, patterns: SearchPatterns, offset = 0): SQL {
  const [exact, prefix, anywhere] = [0, 1, 2].map((step) => sql.raw(String(offset + step)));
  const term = patterns.term;
  return sql`case when ${lowered} = ${term} then ${exact}
    when starts_with(${lowered}, ${term}) or position(${` ${term}`} in ${lowered}) > 0 then ${prefix}
    when position(${term} in ${lowered}) > 0 then ${anywhere} else ${notRanked} end`;
}

/** rank()'s rule on text already lower-cased, in JavaScript. */
function textRank(lowered: string, term: string, offset = 0): number {
  if (lowered === term) return offset;
  if (lowered.startsWith(term) || lowered.includes(` ${term}`)) return offset + 1;
  return lowered.includes(term) ? offset + 2 : NOT_RANKED;
}

/**
 * rank()'s rule on the name at the start of a person's search text, read in place (`spaced` is the
 * term after a space): most people a common term finds match in their name, and cutting it out of
 * each of 10,000 texts cost more than the rule.
 */
function nameRank({ text, nameLength }: PersonText, term: string, spaced: string): number {
  const first = text.indexOf(term);
  if (first < 0 || first + term.length > nameLength) return NOT_RANKED;
  if (first === 0) return term.length === nameLength ? 0 : 1;
  const word = text.indexOf(spaced);
  return word >= 0 && word + spaced.length <= nameLength ? 1 : 2;
}

/**
 * How many people searchPeople ranks: those the search index finds who rank best by its rules,
 * this many for each group, newest first among equals (docs/decisions/034).
 */
export const PEOPLE_RANKED = 200;

/**
 * A person's ranks in the candidates group and in the applications group (their name's), by
 * searchPeople's rules in JavaScript, for the search index to choose whom searchPeople ranks. They
 * only choose: searchPeople ranks and orders the people chosen itself. A person ranks first in
 * either only by an exact name, or in the candidates by an exact e-mail (a query with an @).
 */
export function peopleRanks(term: string): PeopleRanker {
  const spaced = ` ${term}`;
  const exactEmail = `"${term}"`;
  const emailStart = `"${term}`;
  const domainStart = `@${term}`;
  const withAt = term.includes('@');
  return {
    orders: 2,
    ranks(person: PersonText): [number, number] {
      const byName = nameRank(person, term, spaced);
      const { text, nameLength, companyLength } = person;
      const emailsAt = nameLength + companyLength + 2;
      if (withAt && text.indexOf(exactEmail, emailsAt) >= 0) return [0, byName];
      if (byName <= 1) return [byName, byName];
      const company = text.slice(nameLength + 1, emailsAt - 1);
      const emailStarts = text.indexOf(emailStart, emailsAt) >= 0 || text.indexOf(domainStart, emailsAt) >= 0;
      return [Math.min(byName, textRank(company, term, 1), emailStarts ? 4 : NOT_RANKED), byName];
    },
    mayRankFirst({ text, nameLength, companyLength }: PersonText): boolean {
      if (nameLength === term.length && text.startsWith(term)) return true;
      return withAt && text.indexOf(exactEmail, nameLength + companyLength + 2) >= 0;
    },
  };
}

export type CandidateHit = {
  id: number;
  full_name: string;
  email: string;
  current_company: string;
  current_role: string;
};

export type ApplicationHit = {
  id: number;
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  job_title: string;
  stage_key: string;
  stage_label: string;
  status: 'active' | 'rejected' | 'hired' | 'withdrawn';
};

/**
 * The candidates and the applications groups, ranked among `found`: the people the search index
 * found who rank best by peopleRanks, PEOPLE_RANKED of each group (docs/decisions/034). A tenth of
 * all names share a term like "Hopper"; ranking all 10,000 of them in SQL took 45 ms to show five.
 * Among more people of one rank than that, the newest are ranked.
 *
 * Candidates by name, company or e-mail. An e-mail matches from the start of the address or of its
 * domain ("gm" is not everyone at gmail.com's ".com"). Rank: an exact name or e-mail, then the
 * name's own rank, a company one below it, and an e-mail that only starts with the query last.
 * A name that ranks 0 or 1 cannot be beaten by its company, so only the rest read the company and
 * e-mails; an exact e-mail needs an @ in the query.
 *
 * Applications by their candidate's name, with the job and the stage: the best-matching names
 * (ranked as names are) of people who have applications, each one's active applications first,
 * then the newest.
 */
export async function searchPeople(db: Tx, patterns: SearchPatterns, found: number[], limit: number) {
  const { term } = patterns;
  const emails = sql`lower((f.emails)::text)`;
  const exactEmail = term.includes('@') ? sql`position(${`"${term}"`} in ${emails}) > 0` : sql`false`;
  const emailStarts = sql`(position(${`"${term}`} in ${emails}) > 0 or position(${`@${term}`} in ${emails}) > 0)`;
  const [row] = await queryRows<{
    candidates: (CandidateHit & { rank: number })[] | null;
    applications: (ApplicationHit & { place: number })[] | null;
  }>(
    db,
    sql`with found as materialized (
        select ${candidates.id} as id, ${candidates.fullName} as full_name, ${candidates.currentCompany} as company,
          ${candidates.emails} as emails, ${rank(sql`lower(${candidates.fullName})`, patterns)} as name_rank
        from ${candidates} where ${candidates.id} = any(${intArray(found)})
      ),
      ranked as materialized (
        select f.id, f.full_name, f.name_rank,
          case when ${exactEmail} then 0 when f.name_rank <= 1 then f.name_rank
            else least(f.name_rank, ${rank(sql`lower(f.company)`, patterns, 1)},
              case when ${emailStarts} then 4 else ${notRanked} end) end as rank
        from found f
      ),
      top_candidates as (
        select id, full_name, rank from ranked where rank < ${notRanked} order by rank, full_name, id limit ${limit}
      ),
      named as (
        -- offset 0 keeps the check below out of the ordering: it runs in rank order until enough
        select id, full_name, name_rank from ranked where name_rank < ${notRanked} order by name_rank, full_name, id offset 0
      ),
      top_people as (
        select * from named n where exists (select 1 from ${applications} x where x.candidate_id = n.id) limit ${limit}
      )
      select
        (select json_agg(h order by h.rank, h.full_name, h.id) from (
          select c.id, c.full_name, r.rank,
            coalesce((select e from jsonb_array_elements_text(c.emails) e
                where starts_with(lower(e), ${term}) or position(${`@${term}`} in lower(e)) > 0 limit 1),
              c.emails->>0, '') as email,
            c.current_company, c.current_role
          from top_candidates r join ${candidates} c on c.id = r.id
        ) h) as candidates,
        (select json_agg(h order by h.place) from (
          select a.id, a.candidate_id, p.full_name as candidate_name, a.job_id, j.title as job_title,
            a.stage_key, coalesce(s.label, a.stage_key) as stage_label, a.status,
            row_number() over (order by p.name_rank, p.full_name, p.id, (a.status = 'active') desc,
              a.applied_at desc, a.id desc) as place
          from top_people p
          join ${applications} a on a.candidate_id = p.id
          join ${jobs} j on j.id = a.job_id
          left join ${workflowStages} s on s.job_id = a.job_id and s.key = a.stage_key
          order by place limit ${limit}
        ) h) as applications`,
  );
  // the order each group was ranked in is not part of a hit
  return {
    candidates: (row?.candidates ?? []).map(({ rank: _, ...hit }) => hit),
    applications: (row?.applications ?? []).map(({ place: _, ...hit }) => hit),
  };
}

export type JobHit = {
  id: number;
  title: string;
  department: string;
  location: string;
  status: 'open' | 'paused' | 'closed';
};

/**
 * A job's rank by title or department (its department one below), by searchJobs' rules in
 * JavaScript, for the job search index to choose whom searchJobs ranks (docs/decisions/035).
 */
export function jobRank(term: string) {
  return (job: SearchedJob): number => Math.min(textRank(job.title, term), textRank(job.department, term, 1));
}

/**
 * Jobs by title or department, among `found` (the job search index's choice by jobRank); open
 * jobs before paused and closed ones of the same rank, then by title.
 */
export async function searchJobs(db: Tx, patterns: SearchPatterns, found: number[], limit: number) {
  if (found.length === 0) return [];
  return queryRows<JobHit>(
    db,
    sql`select ${jobs.id} as id, ${jobs.title} as title, ${jobs.department} as department,
        ${jobs.location} as location, ${jobs.status} as status
      from ${jobs}
      where ${jobs.id} = any(${intArray(found)})
      order by least(${rank(sql`lower(${jobs.title})`, patterns)}, ${rank(sql`lower(${jobs.department})`, patterns, 1)}),
        (${jobs.status} = 'open') desc, ${jobs.title}, ${jobs.id}
      limit ${limit}`,
  );
}
