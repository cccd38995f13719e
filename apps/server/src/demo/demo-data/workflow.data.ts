import type { StageKey } from '../demo-data.types.ts';

/** What each card on a stage offers (spec 02 §3 Workflow: stages carry a list of actions). */
export type StageAction = 'score_match' | 'schedule_meet' | 'scorecard';

/**
 * How the default workflow (spec 01 §4; keys and labels from DEFAULT_WORKFLOW_STAGES) looks
 * on every demo job: a distinct colour, a one-line purpose and the actions per stage.
 */
export const STAGE_PRESENTATION: Record<
  StageKey,
  { color: string; description: string; actions: StageAction[] }
> = {
  applied: {
    color: '#64748b',
    description: 'New applications waiting for a first look.',
    actions: ['score_match'],
  },
  screening: {
    color: '#0ea5e9',
    description: 'CV review against the required skills and the ideal profile.',
    actions: ['score_match', 'scorecard'],
  },
  prospector: {
    color: '#6366f1',
    description: 'A 45-minute conversation about motivation, background and expectations.',
    actions: ['schedule_meet', 'scorecard'],
  },
  deep_dive: {
    color: '#8b5cf6',
    description: 'An in-depth interview on past results and the competencies of the role.',
    actions: ['schedule_meet', 'scorecard'],
  },
  facet: {
    color: '#d946ef',
    description: 'Focused interviews, each assessing one facet of the role.',
    actions: ['schedule_meet', 'scorecard'],
  },
  work_sample: {
    color: '#f59e0b',
    description: 'A realistic task from the role, reviewed against the scoring rubric.',
    actions: ['scorecard'],
  },
  reference: {
    color: '#14b8a6',
    description: 'Reference calls with former managers, peers and clients.',
    actions: ['scorecard'],
  },
  bar_raiser: {
    color: '#f97316',
    description: 'An independent bar raiser confirms the hire raises the team average.',
    actions: ['schedule_meet', 'scorecard'],
  },
  decision: {
    color: '#22c55e',
    description: 'The hiring team decides and, when positive, prepares the offer.',
    actions: ['scorecard'],
  },
};
