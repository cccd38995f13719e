import {
  CARD_MATCHED_SKILLS,
  CARD_RED_FLAGS,
  DEFAULT_CARDS_PER_STAGE,
  type InterviewType,
  type KanbanCard,
  type KanbanConfiguration,
  priorityLevel,
  type Recommendation,
} from '@shortlist/contracts';
import { isoTimestamp as iso } from '../../db/client.ts';
import type { KanbanConfigRow } from './kanban.queries.ts';
import type { CardRow } from './kanban.read-model.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A figure to one decimal place, as the board's numbers show (days in stage, rates). */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Whole days since a moment (spec 02 §3 Kanban card: days_in_stage from stage_entered_at). */
export function wholeDaysSince(since: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS));
}

/** Required skills the candidate has, by case-insensitive containment either way (spec 02 Skills Map). */
export function matchedSkills(candidateSkills: string[], requiredSkills: string[]): string[] {
  const have = candidateSkills.map((skill) => skill.toLowerCase());
  return requiredSkills.filter((required) => {
    const wanted = required.toLowerCase();
    return have.some((skill) => skill.includes(wanted) || wanted.includes(skill));
  });
}

/** Where a panel leans (strong yes 2 … strong no −2, averaged), as one recommendation; a tie is a no. */
export function leaningToRecommendation(leaning: number): Recommendation {
  if (leaning >= 1.5) return 'strong_yes';
  if (leaning > 0) return 'yes';
  if (leaning > -1.5) return 'no';
  return 'strong_no';
}

/** A card whose panel verdicts the viewer may not see yet: scorecards are blind until one's own is in (issue 13). */
export function blindCard(card: KanbanCard): KanbanCard {
  return { ...card, quality_score: null, last_interview: null };
}

export function presentCard(row: CardRow, now: Date): KanbanCard {
  const card: KanbanCard = {
    id: row.id,
    candidate_id: row.candidate_id,
    candidate_name: row.full_name,
    primary_email: row.primary_email,
    priority_level: priorityLevel(row.match_score),
    match_score: row.match_score,
    quality_score: row.overall_quality_score,
    ai_summary: row.ai_summary,
    skills_match: matchedSkills(row.skills_extracted, row.skills_required).slice(0, CARD_MATCHED_SKILLS),
    candidate_skills: row.skills_extracted,
    culture_fit_score: row.culture_fit_score,
    growth_potential_score: row.growth_potential_score,
    experience_years: row.years_experience,
    current_company: row.current_company,
    location: row.location,
    phone: row.phone,
    upcoming_interview:
      row.next_interview_type && row.next_interview_at
        ? { type: row.next_interview_type as InterviewType, scheduled_at: iso(row.next_interview_at) }
        : null,
    last_interview:
      row.last_interview_score === null || row.last_interview_leaning === null
        ? null
        : {
            recommendation: leaningToRecommendation(row.last_interview_leaning),
            score: Math.round(row.last_interview_score * 10) / 10,
          },
    interview_count: row.interview_count,
    red_flags: row.bias_flags.slice(0, CARD_RED_FLAGS),
    // every tag: the card shows CARD_TAGS of them, its tag editor all
    tags: row.tags,
    days_in_stage: wholeDaysSince(row.stage_entered_at, now),
    timeline_events: row.timeline_count,
    last_activity:
      row.last_title && row.last_at ? { description: row.last_title, timestamp: iso(row.last_at) } : null,
    current_stage: row.stage_key,
    status: row.status,
    source: row.source,
    stage_entered_at: iso(row.stage_entered_at),
    applied_at: iso(row.applied_at),
    created_at: iso(row.created_at),
  };
  return row.blinded ? blindCard(card) : card;
}

export const DEFAULT_CONFIGURATION = {
  default_sort: 'match_score',
  cards_per_stage_limit: DEFAULT_CARDS_PER_STAGE,
  show_match_scores: true,
  show_days_in_stage: true,
} as const;

export function presentConfiguration(jobId: number, row: KanbanConfigRow | undefined): KanbanConfiguration {
  if (!row) return { id: null, job_id: jobId, ...DEFAULT_CONFIGURATION, stage_labels: {} };
  return {
    id: row.id,
    job_id: row.jobId,
    default_sort: row.defaultSort,
    cards_per_stage_limit: row.cardsPerStageLimit as KanbanConfiguration['cards_per_stage_limit'],
    show_match_scores: row.showMatchScores,
    show_days_in_stage: row.showDaysInStage,
    stage_labels: row.stageLabels,
  };
}
