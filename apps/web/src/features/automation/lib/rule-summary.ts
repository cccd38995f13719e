import {
  ACTION_LABELS,
  type ActionType,
  APPLICATION_SOURCE_LABELS,
  type ApplicationCreatedConditions,
  type AssigneeRole,
  actionSchema,
  EMAIL_TEMPLATE_TYPE_LABELS,
  HIRING_TEAM_ROLE_LABELS,
  type ScoreUpdateConditions,
  type StageChangeConditions,
  type TimeBasedConditions,
  TRIGGER_CONDITION_SCHEMAS,
  TRIGGER_LABELS,
  type TriggerType,
} from '@shortlist/contracts';

/** How a summary names what a rule refers to by key or id; each falls back to something readable. */
export type SummaryNames = {
  stage: (key: string) => string;
  job: (id: number) => string;
  user: (id: number) => string;
};

export const FALLBACK_NAMES: SummaryNames = {
  stage: stageKeyLabel,
  job: (id) => `job #${id}`,
  user: (id) => `colleague #${id}`,
};

/** "cv_review" → "Cv review" — only for a stage no list names (the key is what the rule holds). */
export function stageKeyLabel(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const either = (items: readonly string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'disjunction' }).format(items);

/** Who an assigning action means, as a sentence says it: "the job's lead recruiter". */
const rolePhrase = (role: AssigneeRole) => `the job's ${HIRING_TEAM_ROLE_LABELS[role].toLowerCase()}`;

function hoursPhrase(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** "When …": the trigger and the conditions it sets, in words (spec 01 §5's table read aloud). */
export function describeTrigger(
  trigger: TriggerType,
  conditions: Record<string, unknown>,
  names: SummaryNames = FALLBACK_NAMES,
): string {
  const parsed = TRIGGER_CONDITION_SCHEMAS[trigger].safeParse(conditions);
  if (!parsed.success) return TRIGGER_LABELS[trigger];
  const stages = (keys: readonly string[]) => either(keys.map(names.stage));
  switch (trigger) {
    case 'application_created': {
      const c = parsed.data as ApplicationCreatedConditions;
      let text = 'A new application arrives';
      if (c.jobIds?.length) text += ` for ${either(c.jobIds.map(names.job))}`;
      if (c.sources?.length)
        text += ` from ${either(c.sources.map((source) => APPLICATION_SOURCE_LABELS[source]))}`;
      if (c.minScore !== undefined && c.maxScore !== undefined)
        text += ` with a match score of ${c.minScore}–${c.maxScore}%`;
      else if (c.minScore !== undefined) text += ` with a match score of ${c.minScore}% or more`;
      else if (c.maxScore !== undefined) text += ` with a match score of ${c.maxScore}% or less`;
      return text;
    }
    case 'stage_change': {
      const c = parsed.data as StageChangeConditions;
      let text = 'An application moves';
      if (c.fromStages?.length) text += ` from ${stages(c.fromStages)}`;
      text += c.toStages?.length ? ` to ${stages(c.toStages)}` : ' to any stage';
      return text;
    }
    case 'score_update': {
      const c = parsed.data as ScoreUpdateConditions;
      const parts = [
        c.threshold !== undefined ? `reaches ${c.threshold}% from below` : null,
        c.minImprovement !== undefined ? `rises by at least ${c.minImprovement} points` : null,
      ].filter((part): part is string => part !== null);
      return parts.length ? `The match score ${parts.join(' and ')}` : 'The match score changes';
    }
    case 'time_based': {
      const c = parsed.data as TimeBasedConditions;
      const window =
        c.maxHoursInStage !== undefined
          ? `between ${hoursPhrase(c.hoursInStage)} and ${hoursPhrase(c.maxHoursInStage)}`
          : `${hoursPhrase(c.hoursInStage)} or more`;
      return `An application has spent ${window} in ${stages(c.stages)}`;
    }
    case 'document_upload':
      return 'A document is uploaded for the candidate';
  }
}

/** "Then …": one action in words; an action the contracts cannot read is named by its type. */
export function describeAction(
  action: { type: ActionType; config: Record<string, unknown> },
  names: SummaryNames = FALLBACK_NAMES,
): string {
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) return ACTION_LABELS[action.type];
  const known = parsed.data;
  const assignee = (config: { user_id?: number; role?: AssigneeRole }) =>
    config.user_id !== undefined
      ? names.user(config.user_id)
      : config.role
        ? rolePhrase(config.role)
        : 'someone';
  switch (known.type) {
    case 'advance_stage':
      return known.config.stage
        ? `Move it to ${names.stage(known.config.stage)}`
        : 'Move it to the next stage';
    case 'send_email':
      return `Send the “${EMAIL_TEMPLATE_TYPE_LABELS[known.config.template_type]}” e-mail`;
    case 'create_task': {
      const due =
        known.config.due_in_hours === 0 ? 'due at once' : `due in ${hoursPhrase(known.config.due_in_hours)}`;
      return `Create the task “${known.config.title}” for ${assignee(known.config)}, ${due}`;
    }
    case 'update_score': {
      const { mode, value, reason } = known.config;
      const change =
        mode === 'set'
          ? `Set the match score to ${value}%`
          : `${value >= 0 ? 'Raise' : 'Lower'} the match score by ${Math.abs(value)} points`;
      return `${change} (“${reason}”)`;
    }
    case 'assign_user':
      return `Add ${assignee(known.config)} to the candidate's team`;
    case 'reject_application':
      return `Reject the application (“${known.config.reason}”)`;
  }
}
