import { type Application, canEditJob } from '@shortlist/contracts';
import { isoTimestamp as iso } from '../../db/client.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import type { ApplicationListRow } from './applications.read-model.ts';

const labelOf = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());

/** An application as `user` sees it: `job.can_manage` is their right to decide it. */
export function presentApplication(row: ApplicationListRow, user: AuthUser): Application {
  return {
    id: row.id,
    candidate_id: row.candidate_id,
    job_id: row.job_id,
    status: row.status,
    stage_key: row.stage_key,
    stage_label: row.stage_label ?? labelOf(row.stage_key),
    stage_order: row.stage_order ?? 0,
    stage_count: row.stage_count,
    stage_entered_at: iso(row.stage_entered_at),
    owner_user_id: row.owner_user_id,
    match_score: row.match_score,
    // spec 02 §3: ai_match_score is match_score as a 0-to-1 fraction.
    ai_match_score: row.match_score === null ? null : row.match_score / 100,
    match_breakdown: row.match_breakdown ?? null,
    // hidden from an interviewer who still owes a scorecard on it
    overall_quality_score: row.blinded ? null : row.overall_quality_score,
    culture_fit_score: row.culture_fit_score,
    growth_potential_score: row.growth_potential_score,
    ai_summary: row.ai_summary,
    bias_flags: row.bias_flags,
    tags: row.tags,
    source: row.source,
    applied_at: iso(row.applied_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    candidate: { id: row.candidate_id, full_name: row.candidate_name, email: row.candidate_email },
    job: {
      id: row.job_id,
      title: row.job_title,
      department: row.job_department,
      status: row.job_status,
      location: row.job_location,
      salary_min: row.job_salary_min,
      salary_max: row.job_salary_max,
      skills_required: row.job_skills_required,
      skills_nice: row.job_skills_nice,
      can_manage: canEditJob(user, { created_by: row.job_created_by, hiring_team: row.job_hiring_team }),
    },
  };
}
