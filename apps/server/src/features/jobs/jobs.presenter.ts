import {
  computeReadiness,
  type JobDetail,
  type JobSummary,
  PIPELINE_BUCKETS,
  type PipelineDistribution,
} from '@shortlist/contracts';
import type { JobDetailRow, JobListRow, JobReadinessFields } from './jobs.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** spec 01 §4 readiness over a stored job row. */
export function readinessOf(job: JobReadinessFields) {
  return computeReadiness({
    targets_results: job.targetsResults,
    targets_competencies: job.targetsCompetencies,
    business_case: job.businessCase,
    compelling_headline: job.compellingHeadline,
    cultural_mantras_criteria: job.culturalMantrasCriteria,
    bar_raiser_id: job.barRaiserId,
    signoff_people_ops: job.signoffPeopleOps,
    signoff_strategy: job.signoffStrategy,
    signoff_ops_delivery: job.signoffOpsDelivery,
    signoff_sector_lead: job.signoffSectorLead,
    signoff_responsible_person: job.signoffResponsiblePerson,
    signoff_executive_sponsor: job.signoffExecutiveSponsor,
  });
}

export function presentJobSummary(
  { job, recruiterName, stats, sectors }: Pick<JobListRow, 'job' | 'recruiterName' | 'stats' | 'sectors'>,
  now: Date,
): JobSummary {
  const total = Number(stats?.total ?? 0);
  const active = Number(stats?.active ?? 0);
  const distribution = Object.fromEntries(
    PIPELINE_BUCKETS.map((bucket) => [bucket, Number(stats?.[bucket] ?? 0)]),
  ) as PipelineDistribution;
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    employment_type: job.employmentType,
    status: job.status,
    priority: job.priority,
    recruiter_id: job.recruiterId,
    recruiter_name: recruiterName,
    role_type: job.roleType,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    currency: job.currency,
    sectors,
    application_count: total,
    active_candidates: active,
    // spec 01 §4: active applications over total, as a percentage
    conversion_rate: total === 0 ? 0 : Math.round((active / total) * 100),
    pipeline_distribution: distribution,
    // spec 01 §9: whole days from created_at
    days_open: Math.max(0, Math.floor((now.getTime() - job.createdAt.getTime()) / DAY_MS)),
    quality_threshold: job.qualityThreshold ?? 7.5,
    readiness: readinessOf(job),
    created_by: job.createdBy,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}

export function presentJobDetail(row: JobDetailRow, now: Date): JobDetail {
  const { job } = row;
  return {
    ...presentJobSummary(row, now),
    experience_range: job.experienceRange,
    experience_level: job.experienceLevel,
    description: job.description,
    description_md: job.descriptionMd,
    skills_required: job.skillsRequired,
    skills_nice: job.skillsNice,
    business_case: job.businessCase,
    compelling_headline: job.compellingHeadline,
    targets_results: job.targetsResults,
    targets_competencies: job.targetsCompetencies,
    cultural_mantras_criteria: job.culturalMantrasCriteria ?? null,
    bar_raiser_id: job.barRaiserId,
    skill_weights: job.skillWeights ?? null,
    assessment_strategy: job.assessmentStrategy ?? null,
    work_sample_type: job.workSampleType,
    role_specific_data: job.roleSpecificData ?? null,
    apply_email: job.applyEmail,
    apply_url: job.applyUrl,
    publish_salary: job.publishSalary,
    applications_close_on: job.applicationsCloseOn,
    interview_guidance: job.interviewGuidance,
    scoring_rubric: job.scoringRubric,
    ideal_profile: job.idealProfile,
    signoff_people_ops: job.signoffPeopleOps,
    signoff_strategy: job.signoffStrategy,
    signoff_ops_delivery: job.signoffOpsDelivery,
    signoff_sector_lead: job.signoffSectorLead,
    signoff_responsible_person: job.signoffResponsiblePerson,
    signoff_executive_sponsor: job.signoffExecutiveSponsor,
    signoff_records: job.signoffRecords,
    is_ready: job.isReady,
    settings: job.settings,
    hiring_team: job.hiringTeam,
    workflow_stages: row.stages.map((stage) => ({
      id: stage.id,
      key: stage.key,
      label: stage.label,
      order: stage.order,
      color: stage.color,
      description: stage.description,
    })),
    application_sources: row.sources ?? {},
    average_match: row.averageMatch == null ? null : Number(row.averageMatch),
    created_by_name: row.createdByName,
  };
}
