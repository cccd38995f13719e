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

/**
 * The patterns one query is matched with: anywhere, at the start, at the start of a word; and at
 * the start of an e-mail address or of its domain, as it appears in the e-mails' JSON text.
 */
export type SearchPatterns = {
  exact: string;
  contains: string;
  prefix: string;
  wordPrefix: string;
  emailStart: string;
  domainStart: string;
};

export function searchPatterns(query: string): SearchPatterns {
  const escaped = containsPattern(query).slice(1, -1);
  return {
    exact: query.toLowerCase(),
    contains: `%${escaped}%`,
    prefix: `${escaped}%`,
    wordPrefix: `% ${escaped}%`,
    emailStart: `%"${escaped}%`,
    domainStart: `%@${escaped}%`,
  };
}

/**
 * 0 exact, 1 prefix of the text or of one of its words, 2 anywhere, plus `offset` (a second text
 * ranks below the first); a text without the query does not rank (9).
 */
function rank(text: SQL, patterns: SearchPatterns, offset = 0): SQL {
  const [exact, prefix, anywhere] = [0, 1, 2].map((step) => sql.raw(String(offset + step)));
  return sql`case when lower(${text}) = ${patterns.exact} then ${exact}
    when ${text} ilike ${patterns.prefix} or ${text} ilike ${patterns.wordPrefix} then ${prefix}
    when ${text} ilike ${patterns.contains} then ${anywhere} else 9 end`;
}

export type CandidateHit = {
  id: number;
  full_name: string;
  email: string;
  current_company: string;
  current_role: string;
};

/**
 * Candidates by name, company or e-mail. An e-mail matches from the start of the address or of its
 * domain ("gm" is not everyone at gmail.com's ".com"). Rank: an exact name or e-mail, then the
 * name's own rank, a company one below it, and an e-mail that only starts with the query last.
 */
export async function searchCandidates(db: Tx, patterns: SearchPatterns, limit: number) {
  // the e-mails' JSON text: "address" — exact, or starting with the query, without a call per row
  const emails = sql`lower((${candidates.emails})::text)`;
  const exactEmail = sql`position(${`"${patterns.exact}"`} in ${emails}) > 0`;
  const emailMatch = sql`(${emails} like lower(${patterns.emailStart}) or ${emails} like lower(${patterns.domainStart}))`;
  const ranked = sql`select ${candidates.id} as id, ${candidates.fullName} as full_name,
      least(${rank(sql`${candidates.fullName}`, patterns)}, case when ${exactEmail} then 0 else 4 end,
        ${rank(sql`${candidates.currentCompany}`, patterns, 1)}) as rank
    from ${candidates}
    where ${candidateSearchText} ilike ${patterns.contains}
      and (${candidates.fullName} ilike ${patterns.contains} or ${candidates.currentCompany} ilike ${patterns.contains}
        or ${emailMatch})
    order by 3, 2, 1 limit ${limit}`;
  // the shown e-mail (the one that matched, else the first) only for the rows returned
  return queryRows<CandidateHit>(
    db,
    sql`select c.id, c.full_name,
        coalesce((select e from jsonb_array_elements_text(c.emails) e
            where e ilike ${patterns.prefix} or e ilike ${`%@${patterns.prefix}`} limit 1),
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
      order by least(${rank(sql`${jobs.title}`, patterns)}, ${rank(sql`${jobs.department}`, patterns, 1)}),
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
