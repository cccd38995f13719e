import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  applications,
  candidateSearchText,
  candidates,
  jobs,
  workflowStages,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

/*
 * What the global search reads of candidates, jobs, applications and stages, which other features
 * own (docs/decisions/008). Reads only.
 */

/** The patterns one query is matched with: anywhere, at the start, at the start of a word. */
export type SearchPatterns = { exact: string; contains: string; prefix: string; wordPrefix: string };

export function searchPatterns(query: string): SearchPatterns {
  const escaped = containsPattern(query).slice(1, -1);
  return {
    exact: query.toLowerCase(),
    contains: `%${escaped}%`,
    prefix: `${escaped}%`,
    wordPrefix: `% ${escaped}%`,
  };
}

/** 0 exact, 1 prefix of the text or of one of its words, 2 anywhere (ranked in that order). */
function rank(text: SQL, patterns: SearchPatterns): SQL {
  return sql`case when lower(${text}) = ${patterns.exact} then 0
    when ${text} ilike ${patterns.prefix} or ${text} ilike ${patterns.wordPrefix} then 1 else 2 end`;
}

export type CandidateHit = {
  id: number;
  full_name: string;
  email: string;
  current_company: string;
  current_role: string;
};

/** Candidates by name, company or any e-mail; an exact e-mail ranks with an exact name. */
export async function searchCandidates(db: Tx, patterns: SearchPatterns, limit: number) {
  // "x" among the e-mails' JSON text: an exact address, without a set-returning call per row
  const exactEmail = sql`position(${`"${patterns.exact}"`} in lower((${candidates.emails})::text)) > 0`;
  const ranked = sql`select ${candidates.id} as id, ${candidates.fullName} as full_name,
      least(${rank(sql`${candidates.fullName}`, patterns)}, case when ${exactEmail} then 0 else 2 end,
        ${rank(sql`${candidates.currentCompany}`, patterns)} + 1) as rank
    from ${candidates}
    where ${candidateSearchText} ilike ${patterns.contains}
    order by 3, 2, 1 limit ${limit}`;
  // the shown e-mail (the one that matched, else the first) only for the rows returned
  return queryRows<CandidateHit>(
    db,
    sql`select c.id, c.full_name,
        coalesce((select e from jsonb_array_elements_text(c.emails) e where e ilike ${patterns.contains} limit 1),
          c.emails->>0, '') as email,
        c.current_company, c.current_role
      from (${ranked}) r join ${candidates} c on c.id = r.id
      order by r.rank, r.full_name, r.id`,
  );
}

export type JobHit = {
  id: number;
  title: string;
  department: string;
  location: string;
  status: 'open' | 'paused' | 'closed';
};

/** Jobs by title or department; open jobs before paused and closed ones of the same rank. */
export async function searchJobs(db: Tx, patterns: SearchPatterns, limit: number) {
  return queryRows<JobHit>(
    db,
    sql`select ${jobs.id} as id, ${jobs.title} as title, ${jobs.department} as department,
        ${jobs.location} as location, ${jobs.status} as status
      from ${jobs}
      where ${jobs.title} ilike ${patterns.contains} or ${jobs.department} ilike ${patterns.contains}
      order by least(${rank(sql`${jobs.title}`, patterns)}, ${rank(sql`${jobs.department}`, patterns)} + 1),
        (${jobs.status} = 'open') desc, ${jobs.title}, ${jobs.id}
      limit ${limit}`,
  );
}

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
 * Applications by their candidate's name, with the job and the stage: the best-matching candidates
 * who have applications (ranked as names are), each one's active applications first, then the
 * newest. The candidates are found through the search index, then narrowed to name matches.
 */
export async function searchApplications(db: Tx, patterns: SearchPatterns, limit: number) {
  return queryRows<ApplicationHit>(
    db,
    sql`with ranked as (
        select ${candidates.id} as id, ${candidates.fullName} as full_name,
          ${rank(sql`${candidates.fullName}`, patterns)} as rank
        from ${candidates}
        where ${candidateSearchText} ilike ${patterns.contains} and ${candidates.fullName} ilike ${patterns.contains}
          and exists (select 1 from ${applications} x where x.candidate_id = ${candidates.id})
        order by 3, 2, 1 limit ${limit}
      )
      select a.id, a.candidate_id, c.full_name as candidate_name, a.job_id, j.title as job_title,
        a.stage_key, coalesce(s.label, a.stage_key) as stage_label, a.status
      from ranked c
      join ${applications} a on a.candidate_id = c.id
      join ${jobs} j on j.id = a.job_id
      left join ${workflowStages} s on s.job_id = a.job_id and s.key = a.stage_key
      order by c.rank, c.full_name, c.id, (a.status = 'active') desc, a.applied_at desc, a.id desc
      limit ${limit}`,
  );
}
