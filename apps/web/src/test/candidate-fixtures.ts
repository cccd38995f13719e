import type { Application, Candidate, CandidateRow, User } from '@shortlist/contracts';

export const recruiterUser: User = {
  id: 3,
  email: 'riley.recruiter@meridian.example',
  full_name: 'Riley Morgan',
  role: 'recruiter',
};

export function buildCandidateRow(overrides: Partial<CandidateRow> = {}): CandidateRow {
  return {
    id: 1,
    full_name: 'Ada Lovelace',
    current_company: 'Analytical Engines',
    current_role: 'Engineer',
    location: '',
    city: 'London',
    country: 'United Kingdom',
    years_experience: 8,
    first_email: 'ada@example.com',
    first_phone: '+44 20 7946 0958',
    summary: 'Writes programs for engines.',
    top_skills: ['Python', 'SQL', 'React', 'Go', 'Rust'],
    more_skills_count: 2,
    source_type: 'manual',
    application_count: 1,
    average_match_score: 87,
    created_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export function buildCandidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 1,
    full_name: 'Ada Lovelace',
    emails: ['ada@example.com'],
    phones: [],
    location: '',
    country: 'United Kingdom',
    city: 'London',
    current_company: 'Analytical Engines',
    current_role: 'Engineer',
    employment_type: 'full-time',
    years_experience: 8,
    summary: '',
    skills_extracted: ['React Native', 'postgres'],
    work_experience: [],
    education_history: [],
    links: {},
    cv_url: null,
    source_type: 'manual',
    recruiter_name: '',
    assigned_team: [],
    is_flagged: false,
    is_archived: false,
    application_count: 1,
    average_match_score: 80,
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export function buildApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 11,
    candidate_id: 1,
    job_id: 5,
    status: 'active',
    stage_key: 'screening',
    stage_label: 'CV Review',
    stage_order: 2,
    stage_count: 9,
    stage_entered_at: '2025-03-14T09:30:00Z',
    owner_user_id: null,
    match_score: 80,
    ai_match_score: 0.8,
    match_breakdown: null,
    overall_quality_score: null,
    culture_fit_score: null,
    growth_potential_score: null,
    ai_summary: '',
    bias_flags: [],
    tags: [],
    source: 'form',
    applied_at: '2025-03-14T09:30:00Z',
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    candidate: { id: 1, full_name: 'Ada Lovelace', email: 'ada@example.com' },
    job: {
      id: 5,
      title: 'Frontend Engineer',
      department: 'Engineering',
      status: 'open',
      location: 'Remote',
      salary_min: 50000,
      salary_max: 70000,
      skills_required: ['React', 'PostgreSQL', 'Kubernetes'],
      skills_nice: ['Postgres', 'GraphQL'],
    },
    ...overrides,
  };
}
