import type { KanbanBoard, KanbanCard } from '@shortlist/contracts';

type KanbanStage = KanbanBoard['stages'][string];

let nextCardId = 1;

/** A card as GET /kanban/{job}/board/ returns it in a stage; pass only what the test is about. */
export function buildKanbanCard(overrides: Partial<KanbanCard> = {}): KanbanCard {
  nextCardId += 1;
  return {
    id: nextCardId,
    candidate_id: nextCardId + 1000,
    candidate_name: `Candidate ${nextCardId}`,
    primary_email: `c${nextCardId}@example.com`,
    priority_level: 'medium',
    match_score: 72,
    quality_score: 7.4,
    ai_summary: '',
    skills_match: ['React'],
    candidate_skills: ['React'],
    culture_fit_score: null,
    growth_potential_score: null,
    experience_years: 5,
    current_company: 'Acme',
    location: 'Remote',
    phone: null,
    upcoming_interview: null,
    last_interview: null,
    interview_count: 0,
    red_flags: [],
    tags: [],
    days_in_stage: 2,
    timeline_events: 1,
    last_activity: null,
    current_stage: 'applied',
    status: 'active',
    source: 'form',
    stage_entered_at: '2026-11-20T10:00:00Z',
    applied_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** A column of the board, labelled after its key; its count is the cards it holds unless overridden. */
export function buildKanbanStage(key: string, overrides: Partial<KanbanStage> = {}): KanbanStage {
  const applications = overrides.applications ?? [];
  return {
    key,
    label: key.toUpperCase(),
    color: '#64748b',
    actions: [],
    count: applications.length,
    applications,
    ...overrides,
  };
}

/**
 * A board as GET /kanban/{job}/board/ returns it: one column per key of `cardsByStage`, in that
 * order, or the columns of `overrides.stages` when a test needs its own labels and actions.
 */
export function buildKanbanBoard(
  cardsByStage: Record<string, KanbanCard[]> = {},
  overrides: Partial<KanbanBoard> = {},
): KanbanBoard {
  const stages =
    overrides.stages ??
    Object.fromEntries(
      Object.entries(cardsByStage).map(([key, applications]) => [
        key,
        buildKanbanStage(key, { applications }),
      ]),
    );
  const jobId = overrides.job_id ?? 7;
  return {
    job_id: jobId,
    job_title: 'Platform Engineer',
    can_manage: true,
    metrics: {
      total_applications: Object.values(stages).reduce((sum, stage) => sum + stage.applications.length, 0),
      average_match_score: 72,
      upcoming_interviews: 0,
      high_priority_count: 1,
      stale_applications: 0,
      stage_health: {},
    },
    configuration: {
      id: null,
      job_id: jobId,
      default_sort: 'match_score',
      cards_per_stage_limit: 25,
      show_match_scores: true,
      show_days_in_stage: true,
      stage_labels: {},
    },
    stage_order: Object.keys(stages),
    stages,
    tags: [],
    ...overrides,
  };
}
