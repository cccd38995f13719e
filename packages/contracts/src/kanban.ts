import { z } from 'zod';
import { requiredText } from './field-messages.ts';
import { DB_INT_MAX, idSchema } from './input-limits.ts';
import { interviewTypeSchema, RECOMMENDATIONS } from './interviews.ts';
import { searchQuerySchema } from './search.ts';

/** spec 02 §9 Kanban constants. */
export const STALE_DAYS = 7;
export const CARDS_PER_STAGE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_CARDS_PER_STAGE = 25;
export const CARD_MATCHED_SKILLS = 3;
export const CARD_TAGS = 4;
export const CARD_RED_FLAGS = 2;
export const QUICK_FILTER_TAGS = 10;
/** The longest tag a card takes (tagSchema). */
export const TAG_MAX_LENGTH = 40;

/** spec 02 Kanban settings: default sort options. */
export const KANBAN_SORTS = ['match_score', 'most_recent', 'name', 'longest_in_stage'] as const;
export const kanbanSortSchema = z.enum(KANBAN_SORTS);
export type KanbanSort = z.infer<typeof kanbanSortSchema>;
export const KANBAN_SORT_LABELS: Record<KanbanSort, string> = {
  match_score: 'Match score (high to low)',
  most_recent: 'Most recent',
  name: 'Name (A-Z)',
  longest_in_stage: 'Longest in stage',
};

export const PRIORITY_LEVELS = ['urgent', 'high', 'medium', 'other'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/**
 * A card's priority from its match score: the spec names the levels but not the rule.
 * urgent ≥ 90, high ≥ 80, medium ≥ 60, other below or unscored (docs/decisions/005).
 */
export function priorityLevel(matchScore: number | null): PriorityLevel {
  if (matchScore === null) return 'other';
  if (matchScore >= 90) return 'urgent';
  if (matchScore >= 80) return 'high';
  if (matchScore >= 60) return 'medium';
  return 'other';
}

/** spec 02 §9: card match colours 90+ green, 80–89 blue, 70–79 yellow, below 70 red. */
export function cardMatchColor(matchScore: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (matchScore >= 90) return 'green';
  if (matchScore >= 80) return 'blue';
  if (matchScore >= 70) return 'yellow';
  return 'red';
}

/** spec 02 §9: pipeline-card banners by score (60–79: none). */
export function cardBanner(matchScore: number | null): string | null {
  if (matchScore === null) return null;
  if (matchScore >= 90) return 'Exceptional candidate - fast track recommended';
  if (matchScore >= 80) return 'Strong match - schedule interview';
  if (matchScore < 60) return 'Skills gap - focus on potential and culture fit';
  return null;
}

export const STAGE_ACTION_LABELS: Record<string, string> = {
  score_match: 'Score Match',
  schedule_meet: 'Schedule Meet',
  scorecard: 'Scorecard',
};

export const KANBAN_MESSAGES = {
  loadBoard: 'Failed to load Kanban board',
  moveFailed: 'Failed to update application stage',
  shareCopied: 'Board URL copied to clipboard!',
  noJobId: 'No job ID provided',
  configurationNotFound: 'Kanban configuration not found.',
  unknownStage: (stage: string) => `"${stage}" is not a stage of this job's workflow.`,
} as const;

export const kanbanCardSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  primary_email: z.string().nullable(),
  priority_level: z.enum(PRIORITY_LEVELS),
  match_score: z.number().int().nullable(),
  quality_score: z.number().nullable(),
  ai_summary: z.string(),
  skills_match: z.array(z.string()),
  /** Every skill of the candidate (the pipeline card shows 3 then "+N"). */
  candidate_skills: z.array(z.string()),
  culture_fit_score: z.number().int().nullable(),
  growth_potential_score: z.number().int().nullable(),
  experience_years: z.number().int().nullable(),
  current_company: z.string(),
  location: z.string(),
  phone: z.string().nullable(),
  upcoming_interview: z.object({ type: interviewTypeSchema, scheduled_at: z.string() }).nullable(),
  last_interview: z.object({ recommendation: z.enum(RECOMMENDATIONS), score: z.number() }).nullable(),
  interview_count: z.number().int(),
  red_flags: z.array(z.string()),
  /** every tag of the application; a card shows the first CARD_TAGS */
  tags: z.array(z.string()),
  days_in_stage: z.number().int(),
  timeline_events: z.number().int(),
  last_activity: z.object({ description: z.string(), timestamp: z.string() }).nullable(),
  current_stage: z.string(),
  status: z.string(),
  source: z.string(),
  stage_entered_at: z.string(),
  applied_at: z.string(),
  created_at: z.string(),
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

export const kanbanConfigurationSchema = z.object({
  id: z.number().int().nullable(),
  job_id: z.number().int(),
  default_sort: kanbanSortSchema,
  cards_per_stage_limit: z.union([z.literal(25), z.literal(50), z.literal(100)]),
  show_match_scores: z.boolean(),
  show_days_in_stage: z.boolean(),
  stage_labels: z.record(z.string(), z.string()),
});
export type KanbanConfiguration = z.infer<typeof kanbanConfigurationSchema>;

export const kanbanConfigCreateSchema = z.object({
  job_id: idSchema,
  default_sort: kanbanSortSchema.optional(),
  cards_per_stage_limit: z.union([z.literal(25), z.literal(50), z.literal(100)]).optional(),
  show_match_scores: z.boolean().optional(),
  show_days_in_stage: z.boolean().optional(),
});
export type KanbanConfigCreate = z.infer<typeof kanbanConfigCreateSchema>;

export const stageHealthSchema = z.object({ average_days: z.number(), stale_count: z.number().int() });

export const kanbanBoardSchema = z.object({
  job_id: z.number().int(),
  job_title: z.string(),
  /** Whether the signed-in user may move cards and change settings on this board. */
  can_manage: z.boolean(),
  metrics: z.object({
    total_applications: z.number().int(),
    average_match_score: z.number().nullable(),
    upcoming_interviews: z.number().int(),
    high_priority_count: z.number().int(),
    stale_applications: z.number().int(),
    stage_health: z.record(z.string(), stageHealthSchema),
  }),
  configuration: kanbanConfigurationSchema,
  stage_order: z.array(z.string()),
  stages: z.record(
    z.string(),
    z.object({
      key: z.string(),
      label: z.string(),
      color: z.string(),
      actions: z.array(z.string()),
      count: z.number().int(),
      applications: z.array(kanbanCardSchema),
    }),
  ),
  tags: z.array(z.string()),
});
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

export const stageCardsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(DB_INT_MAX).optional(),
  sort: kanbanSortSchema.optional(),
});

/**
 * GET /kanban/{jobId}/search/?q= — the board's search past the cards it has loaded: a long
 * column shows its first page, so the board asks the server for the matches it does not hold.
 * Matches the candidate's name, current company or any e-mail, like every candidate search, and
 * takes the same term as global search.
 */
export const boardSearchQuerySchema = searchQuerySchema.pick({ q: true });

export const boardSearchResultSchema = z.object({
  /** each stage's first matches, in the board's order (at most the board's cards per stage) */
  results: z.array(kanbanCardSchema),
  /** how many cards of each stage match, shown or not */
  counts: z.record(z.string(), z.number().int()),
});
export type BoardSearchResult = z.infer<typeof boardSearchResultSchema>;

export const updateStageSchema = z.object({
  application_id: idSchema,
  new_stage: z.string().trim().min(1).max(60),
  notes: z.string().max(2000).optional(),
  /**
   * The stage the client saw the card in. When given and the card has moved since, the move is
   * refused with 409 instead of silently overwriting someone else's move (docs/decisions/005).
   */
  expected_stage: z.string().optional(),
});
export type UpdateStage = z.infer<typeof updateStageSchema>;

export const updateStageResultSchema = z.object({
  changed: z.boolean(),
  from_stage: z.string(),
  to_stage: z.string(),
  card: kanbanCardSchema,
});

export const boardMetricsSchema = z.object({
  job_id: z.number().int(),
  job_title: z.string(),
  generated_at: z.string(),
  total_applications: z.number().int(),
  stage_distribution: z.record(z.string(), z.number().int()),
  average_time_in_stage: z.record(z.string(), z.number()),
  match_score_distribution: z.record(z.string(), z.number().int()),
  conversion_funnel: z.array(
    z.object({ stage: z.string(), label: z.string(), reached: z.number().int(), rate: z.number() }),
  ),
});
export type BoardMetrics = z.infer<typeof boardMetricsSchema>;

export const tagSchema = z.object({
  tag: requiredText('Tag is required')
    .max(TAG_MAX_LENGTH, 'Tag is too long')
    .transform((tag) => tag.toLowerCase().replace(/\s+/g, '-')),
});
