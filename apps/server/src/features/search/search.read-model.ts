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
  const emailMatch = sql`(select e from jsonb_array_elements_text(${candidates.emails}) e where e ilike ${patterns.contains} limit 1)`;
  return queryRows<CandidateHit>(
    db,
    sql`select ${candidates.id} as id, ${candidates.fullName} as full_name,
        coalesce(${emailMatch}, ${candidates.emails}->>0, '') as email,
        ${candidates.currentCompany} as current_company, ${candidates.currentRole} as current_role
      from ${candidates}
      where ${candidateSearchText} ilike ${patterns.contains}
      order by least(${rank(sql`${candidates.fullName}`, patterns)},
          case when exists (select 1 from jsonb_array_elements_text(${candidates.emails}) e
            where lower(e) = ${patterns.exact}) then 0 else 2 end,
          ${rank(sql`${candidates.currentCompany}`, patterns)} + 1),
        ${candidates.fullName}, ${candidates.id}
      limit ${limit}`,
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
 * Applications by their candidate's name, with the job and the stage; active ones first, then the
 * newest. The candidates are found through the search index, then narrowed to name matches.
 */
export async function searchApplications(db: Tx, patterns: SearchPatterns, limit: number) {
  return queryRows<ApplicationHit>(
    db,
    sql`select a.id, a.candidate_id, c.full_name as candidate_name, a.job_id, j.title as job_title,
        a.stage_key, coalesce(s.label, a.stage_key) as stage_label, a.status
      from (select ${candidates.id} as id, ${candidates.fullName} as full_name from ${candidates}
            where ${candidateSearchText} ilike ${patterns.contains}
              and ${candidates.fullName} ilike ${patterns.contains}) c
      join ${applications} a on a.candidate_id = c.id
      join ${jobs} j on j.id = a.job_id
      left join ${workflowStages} s on s.job_id = a.job_id and s.key = a.stage_key
      order by ${rank(sql`c.full_name`, patterns)}, (a.status = 'active') desc, a.applied_at desc, a.id desc
      limit ${limit}`,
  );
}
