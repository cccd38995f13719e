import { type Application, canEditJob } from '@shortlist/contracts';
import type { AuthUser } from '../../platform/tokens.ts';
import type { ApplicationListRow } from './applications.read-model.ts';

const labelOf = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());

/** An application as `user` sees it: `job.can_manage` is their right to decide it. */
export function presentApplication(row: ApplicationListRow, user: AuthUser): Application {
  const { application } = row;
  return {
    id: application.id,
    candidate_id: application.candidateId,
    job_id: application.jobId,
    status: application.status,
    stage_key: application.stageKey,
    stage_label: row.stageLabel ?? labelOf(application.stageKey),
    stage_order: row.stageOrder ?? 0,
    stage_count: row.stageCount,
    stage_entered_at: application.stageEnteredAt.toISOString(),
    owner_user_id: application.ownerUserId,
    match_score: application.matchScore,
    // spec 02 §3: ai_match_score is match_score as a 0-to-1 fraction.
    ai_match_score: application.matchScore === null ? null : application.matchScore / 100,
    match_breakdown: application.matchBreakdown ?? null,
    // hidden from an interviewer who still owes a scorecard on it
    overall_quality_score: row.blinded ? null : application.overallQualityScore,
    culture_fit_score: application.cultureFitScore,
    growth_potential_score: application.growthPotentialScore,
    ai_summary: application.aiSummary,
    bias_flags: application.biasFlags,
    tags: application.tags,
    source: application.source,
    applied_at: application.appliedAt.toISOString(),
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    candidate: { id: application.candidateId, full_name: row.candidateName, email: row.candidateEmail },
    job: {
      id: application.jobId,
      title: row.jobTitle,
      department: row.jobDepartment,
      status: row.jobStatus,
      location: row.jobLocation,
      salary_min: row.jobSalaryMin,
      salary_max: row.jobSalaryMax,
      skills_required: row.jobSkillsRequired,
      skills_nice: row.jobSkillsNice,
      can_manage: canEditJob(user, { created_by: row.jobCreatedBy, hiring_team: row.jobHiringTeam }),
    },
  };
}
