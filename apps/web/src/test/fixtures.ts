import type { AutomationRule, JobDetail, JobSummary, Notification, Page, User } from '@shortlist/contracts';

export const adminUser: User = {
  id: 1,
  email: 'avery.admin@meridian.example',
  full_name: 'Avery Quinn',
  role: 'admin',
};
export const financeUser: User = {
  id: 4,
  email: 'frankie.finance@meridian.example',
  full_name: 'Frankie Okafor',
  role: 'finance',
};

let nextJobId = 100;

export function buildJob(overrides: Partial<JobSummary> = {}): JobSummary {
  nextJobId += 1;
  return {
    id: nextJobId,
    title: `Job ${nextJobId}`,
    department: 'Engineering',
    location: 'Remote',
    employment_type: 'Full-time',
    status: 'open',
    priority: 'normal',
    recruiter_id: 3,
    recruiter_name: 'Riley Morgan',
    role_type: 'Engineering',
    salary_min: null,
    salary_max: null,
    currency: 'USD',
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
    application_count: 0,
    active_candidates: 0,
    conversion_rate: 0,
    pipeline_distribution: { applied: 0, screening: 0, interview: 0, final: 0, offer: 0, rejected: 0 },
    days_open: 3,
    quality_threshold: 7.5,
    readiness: {
      is_ready: false,
      completion_percentage: 29,
      missing: [
        'targets_framework',
        'competencies_defined',
        'cultural_mantras',
        'bar_raiser_assignment',
        'stakeholder_signoffs',
      ],
    },
    created_by: 1,
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export function pageOf<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}

export const hiringManagerUser: User = {
  id: 2,
  email: 'harper.manager@meridian.example',
  full_name: 'Harper Lin',
  role: 'hiring_manager',
};

export const recruiterUser: User = {
  id: 3,
  email: 'riley.recruiter@meridian.example',
  full_name: 'Riley Morgan',
  role: 'recruiter',
};

/** A job as GET /jobs/{id}/ returns it. */
export function buildJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const summary = buildJob(overrides);
  return {
    ...summary,
    experience_range: '2-5 years',
    experience_level: 'experienced',
    description: '<p>Build things.</p>',
    description_md: 'Build things.',
    skills_required: ['TypeScript'],
    skills_nice: [],
    business_case: 'A business case that is comfortably longer than fifty characters in total.',
    compelling_headline: 'Build the future of hiring',
    targets_results: [],
    targets_competencies: [],
    cultural_mantras_criteria: null,
    bar_raiser_id: null,
    skill_weights: null,
    assessment_strategy: null,
    work_sample_type: null,
    role_specific_data: null,
    apply_email: null,
    apply_url: null,
    publish_salary: false,
    applications_close_on: null,
    interview_guidance: null,
    scoring_rubric: null,
    ideal_profile: null,
    signoff_people_ops: false,
    signoff_strategy: false,
    signoff_ops_delivery: false,
    signoff_sector_lead: false,
    signoff_responsible_person: false,
    signoff_executive_sponsor: false,
    signoff_records: {},
    is_ready: false,
    settings: { auto_reject_below_50: true, auto_advance_at_85: false, auto_acknowledge: true },
    hiring_team: [],
    workflow_stages: [
      { id: 1, key: 'applied', label: 'Applied', order: 1, color: '#64748b', description: '' },
      { id: 2, key: 'screening', label: 'CV Review', order: 2, color: '#0ea5e9', description: '' },
    ],
    application_sources: {},
    average_match: null,
    created_by_name: 'Avery Quinn',
    ...overrides,
  };
}

let nextNotificationId = 500;

/** A notification as GET /notifications/ returns it. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  nextNotificationId += 1;
  return {
    id: nextNotificationId,
    title: `Notification ${nextNotificationId}`,
    message: 'Ada Lovelace moved to Screening for Senior Software Engineer',
    priority_level: 'medium',
    status: 'delivered',
    read_at: null,
    context_data: {},
    template_type: 'stage_change',
    template_display: 'Stage change',
    action_url: '/candidates/40',
    created_at: '2026-03-14T09:30:00Z',
    expires_at: null,
    ...overrides,
  };
}

/** An automation rule as GET /automation-rules/ answers it; pass only what the test is about. */
export function buildAutomationRule(overrides: Partial<AutomationRule> = {}): AutomationRule {
  return {
    id: 1,
    name: 'Rule',
    description: '',
    trigger_type: 'application_created',
    trigger_conditions: {},
    actions: [{ type: 'send_email', config: { template_type: 'application_received' } }],
    is_active: true,
    job_id: null,
    job_title: null,
    job_setting: null,
    template_key: null,
    created_by_name: adminUser.full_name,
    created_at: '2026-03-14T09:00:00Z',
    updated_at: '2026-03-14T09:00:00Z',
    can_manage: true,
    last_run: null,
    runs_count: 0,
    failed_count: 0,
    people: {},
    ...overrides,
  };
}
