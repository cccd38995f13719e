import { describe, expect, it } from 'vitest';
import { evaluateConditions, type TriggerFacts } from './automation-conditions.ts';

/**
 * spec 01 §5's trigger-condition table, boundary by boundary: what a rule sees decides whether
 * a recruiter's card moves, so each edge (at the minimum, one under it, unset means any) is pinned.
 */
const DEFAULT_STAGES = ['applied', 'screening', 'prospector', 'deep_dive', 'facet', 'decision'];
const facts = (overrides: Partial<TriggerFacts> = {}): TriggerFacts => ({
  jobId: 7,
  source: 'form',
  matchScore: 60,
  stageKey: 'screening',
  jobStageKeys: DEFAULT_STAGES,
  ...overrides,
});
const matched = (...args: Parameters<typeof evaluateConditions>) => evaluateConditions(...args).matched;

describe('application created', () => {
  it('fires for any application when no condition is set', () => {
    expect(matched('application_created', {}, facts())).toBe(true);
  });

  it('needs the job to be one of the listed jobs', () => {
    expect(matched('application_created', { jobIds: [7, 9] }, facts())).toBe(true);
    expect(matched('application_created', { jobIds: [9] }, facts())).toBe(false);
    expect(matched('application_created', { jobIds: [] }, facts())).toBe(true);
  });

  it('needs the source to be one of the listed sources', () => {
    expect(matched('application_created', { sources: ['form', 'email'] }, facts())).toBe(true);
    expect(matched('application_created', { sources: ['email'] }, facts())).toBe(false);
  });

  it('takes the score bounds as inclusive, and an unscored application fits neither', () => {
    expect(matched('application_created', { minScore: 60 }, facts())).toBe(true);
    expect(matched('application_created', { minScore: 61 }, facts())).toBe(false);
    expect(matched('application_created', { maxScore: 60 }, facts())).toBe(true);
    expect(matched('application_created', { maxScore: 59 }, facts())).toBe(false);
    expect(matched('application_created', { maxScore: 49 }, facts({ matchScore: null }))).toBe(false);
    expect(matched('application_created', { minScore: 0 }, facts({ matchScore: null }))).toBe(false);
  });

  it('writes down every condition it checked, with what it found', () => {
    const { checks } = evaluateConditions(
      'application_created',
      { sources: ['email'], minScore: 50 },
      facts(),
    );
    expect(checks).toEqual([
      { condition: 'source', expected: 'one of email', actual: 'form', passed: false },
      { condition: 'match score', expected: 'at least 50', actual: '60', passed: true },
    ]);
  });
});

describe('stage change', () => {
  const move = (from: string | undefined, to: string) =>
    facts({ fromStage: from, toStage: to, stageKey: to });

  it('needs a previous version of the application', () => {
    expect(matched('stage_change', {}, move(undefined, 'facet'))).toBe(false);
    expect(matched('stage_change', {}, move('screening', 'facet'))).toBe(true);
  });

  it('checks the from and to lists when they are set', () => {
    expect(
      matched('stage_change', { fromStages: ['screening'], toStages: ['facet'] }, move('screening', 'facet')),
    ).toBe(true);
    expect(matched('stage_change', { fromStages: ['applied'] }, move('screening', 'facet'))).toBe(false);
    expect(matched('stage_change', { toStages: ['decision'] }, move('screening', 'facet'))).toBe(false);
  });

  it("reads the spec's stage names as the job's equivalent stages when the job lacks them", () => {
    expect(matched('stage_change', { toStages: ['technical'] }, move('prospector', 'deep_dive'))).toBe(true);
    expect(matched('stage_change', { toStages: ['culture'] }, move('screening', 'facet'))).toBe(true);
    // a job that has a real culture stage means that one, not its facet stage
    expect(
      matched(
        'stage_change',
        { toStages: ['culture'] },
        { ...move('screening', 'facet'), jobStageKeys: [...DEFAULT_STAGES, 'culture'] },
      ),
    ).toBe(false);
  });
});

describe('score update', () => {
  const rise = (from: number | null | undefined, to: number | undefined) =>
    facts({ fromScore: from, toScore: to });

  it('needs a previous version with a match score change', () => {
    expect(matched('score_update', {}, rise(undefined, undefined))).toBe(false);
    expect(matched('score_update', {}, rise(40, 45))).toBe(true);
  });

  it('needs the rise to reach the minimum improvement', () => {
    expect(matched('score_update', { minImprovement: 10 }, rise(40, 50))).toBe(true);
    expect(matched('score_update', { minImprovement: 10 }, rise(40, 49))).toBe(false);
    expect(matched('score_update', { minImprovement: 1 }, rise(50, 40))).toBe(false);
  });

  it('fires on a threshold only when the score crosses it: below before, at or above after', () => {
    expect(matched('score_update', { threshold: 90 }, rise(89, 90))).toBe(true);
    expect(matched('score_update', { threshold: 90 }, rise(85, 89))).toBe(false);
    expect(matched('score_update', { threshold: 90 }, rise(90, 95))).toBe(false);
    expect(matched('score_update', { threshold: 90 }, rise(95, 80))).toBe(false);
    // a first score counts as rising from nothing
    expect(matched('score_update', { threshold: 85 }, rise(null, 85))).toBe(true);
  });
});

describe('time based', () => {
  const stay = (hours: number, stageKey = 'screening') => facts({ hoursInStage: hours, stageKey });

  it('fires from hoursInStage on, up to maxHoursInStage when set', () => {
    const conditions = { hoursInStage: 48, maxHoursInStage: 72, stages: ['screening'] };
    expect(matched('time_based', conditions, stay(47.9))).toBe(false);
    expect(matched('time_based', conditions, stay(48))).toBe(true);
    expect(matched('time_based', conditions, stay(72))).toBe(true);
    expect(matched('time_based', conditions, stay(72.1))).toBe(false);
    expect(matched('time_based', { hoursInStage: 48, stages: ['screening'] }, stay(5000))).toBe(true);
  });

  it('needs the stage to be listed (cv_review means screening on the default workflow)', () => {
    expect(matched('time_based', { hoursInStage: 48, stages: ['cv_review', 'culture'] }, stay(50))).toBe(
      true,
    );
    expect(matched('time_based', { hoursInStage: 48, stages: ['cv_review'] }, stay(50, 'facet'))).toBe(false);
  });
});

describe('document upload', () => {
  it('always fires, whatever document types the rule lists', () => {
    expect(matched('document_upload', { documentTypes: ['cv'] }, facts())).toBe(true);
  });
});
