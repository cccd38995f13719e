import {
  type ApplicationCreatedConditions,
  type ConditionCheck,
  type ScoreUpdateConditions,
  type StageChangeConditions,
  stageListed,
  type TimeBasedConditions,
  type TriggerType,
} from '@shortlist/contracts';

/** What a rule's conditions are read against: the application now, and what the trigger says. */
export type TriggerFacts = {
  jobId: number;
  source: string;
  matchScore: number | null;
  stageKey: string;
  jobStageKeys: readonly string[];
  /** stage_change: the stage before (undefined when there is no previous version). */
  fromStage?: string;
  toStage?: string;
  /** score_update: the match score before (null: it had none) and after; undefined when not a match score update. */
  fromScore?: number | null;
  toScore?: number;
  /** time_based: hours since the application entered its stage. */
  hoursInStage?: number;
};

export type Evaluation = { matched: boolean; checks: ConditionCheck[] };

const list = (values: readonly (string | number)[]) => `one of ${values.join(', ')}`;
const shown = (value: unknown) => (value === null || value === undefined ? 'none' : String(value));
const hoursText = (hours: number) => `${Math.round(hours * 10) / 10} h`;

/**
 * spec 01 §5's condition table. Every condition a rule sets is checked and written down, passed
 * or not, so the run log says why a rule fired; a condition left unset is "any" and not listed.
 */
export function evaluateConditions(
  trigger: TriggerType,
  conditions: Record<string, unknown>,
  facts: TriggerFacts,
): Evaluation {
  const checks: ConditionCheck[] = [];
  const check = (condition: string, expected: string, actual: unknown, passed: boolean) =>
    checks.push({ condition, expected, actual: shown(actual), passed });
  const inStages = (listed: readonly string[], key: string) => stageListed(listed, key, facts.jobStageKeys);

  switch (trigger) {
    case 'application_created': {
      const c = conditions as ApplicationCreatedConditions;
      if (c.jobIds?.length) check('job', list(c.jobIds), facts.jobId, c.jobIds.includes(facts.jobId));
      if (c.sources?.length)
        check('source', list(c.sources), facts.source, c.sources.includes(facts.source as never));
      if (c.minScore !== undefined)
        check(
          'match score',
          `at least ${c.minScore}`,
          facts.matchScore,
          facts.matchScore !== null && facts.matchScore >= c.minScore,
        );
      if (c.maxScore !== undefined)
        check(
          'match score',
          `at most ${c.maxScore}`,
          facts.matchScore,
          facts.matchScore !== null && facts.matchScore <= c.maxScore,
        );
      break;
    }
    case 'stage_change': {
      const c = conditions as StageChangeConditions;
      check('previous version', 'a stage before the move', facts.fromStage, facts.fromStage !== undefined);
      if (facts.fromStage === undefined || facts.toStage === undefined) break;
      if (c.fromStages?.length)
        check('from stage', list(c.fromStages), facts.fromStage, inStages(c.fromStages, facts.fromStage));
      if (c.toStages?.length)
        check('to stage', list(c.toStages), facts.toStage, inStages(c.toStages, facts.toStage));
      break;
    }
    case 'score_update': {
      const c = conditions as ScoreUpdateConditions;
      const known = facts.fromScore !== undefined && facts.toScore !== undefined;
      check(
        'previous version',
        'a match score update',
        known ? `${shown(facts.fromScore)} → ${facts.toScore}` : undefined,
        known,
      );
      if (!known) break;
      const before = facts.fromScore ?? 0;
      const after = facts.toScore!;
      if (c.minImprovement !== undefined)
        check(
          'improvement',
          `at least ${c.minImprovement}`,
          after - before,
          after - before >= c.minImprovement,
        );
      if (c.threshold !== undefined)
        check(
          'threshold',
          `crosses ${c.threshold} (before below, after at or above)`,
          `${shown(facts.fromScore)} → ${after}`,
          (facts.fromScore === null || facts.fromScore! < c.threshold) && after >= c.threshold,
        );
      break;
    }
    case 'time_based': {
      const c = conditions as TimeBasedConditions;
      const hours = facts.hoursInStage ?? 0;
      check('hours in stage', `at least ${c.hoursInStage}`, hoursText(hours), hours >= c.hoursInStage);
      if (c.maxHoursInStage !== undefined)
        check('hours in stage', `at most ${c.maxHoursInStage}`, hoursText(hours), hours <= c.maxHoursInStage);
      check('stage', list(c.stages), facts.stageKey, inStages(c.stages, facts.stageKey));
      break;
    }
    case 'document_upload':
      check('document uploaded', 'any document', 'uploaded', true);
      break;
  }
  return { matched: checks.every((c) => c.passed), checks };
}
