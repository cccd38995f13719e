import {
  type ActionType,
  AUTOMATION_MESSAGES,
  type AutomationAction,
  type AutomationRule,
  FIELD_MESSAGES,
  TRIGGER_CONDITION_SCHEMAS,
  type TriggerType,
} from '@shortlist/contracts';

/** What the rule form holds: automationRuleCreateSchema's fields, conditions as the chosen trigger's. */
export type RuleFormValues = {
  name: string;
  description: string;
  job_id: number | null;
  trigger_type: TriggerType;
  trigger_conditions: Record<string, unknown>;
  actions: AutomationAction[];
  is_active: boolean;
};

/** An action's refusals: its fields' messages by config key. */
export type ActionErrors = Record<string, string | undefined>;

/** The server's field names the form draws; any other refusal shows above the form. */
export const RULE_FIELDS = [
  'name',
  'description',
  'job_id',
  'trigger_type',
  'trigger_conditions',
  'actions',
  'is_active',
] as const;

/** A new action of each type starts from these (the contracts' defaults where they have one). */
export const NEW_ACTIONS: Record<ActionType, AutomationAction> = {
  advance_stage: { type: 'advance_stage', config: {} },
  send_email: { type: 'send_email', config: { template_type: 'application_received' } },
  create_task: { type: 'create_task', config: { title: '', due_in_hours: 24, role: 'hiring_manager' } },
  update_score: { type: 'update_score', config: { mode: 'adjust', value: 10, reason: '' } },
  assign_user: { type: 'assign_user', config: { role: 'hiring_manager' } },
  reject_application: { type: 'reject_application', config: { reason: '' } },
};

/** A time-based rule needs its hours and stages; every other trigger's conditions are all optional. */
const NEW_CONDITIONS: Record<TriggerType, Record<string, unknown>> = {
  application_created: {},
  stage_change: {},
  score_update: {},
  time_based: { stages: [] },
  document_upload: {},
};

export function newConditions(trigger: TriggerType): Record<string, unknown> {
  return structuredClone(NEW_CONDITIONS[trigger]);
}

export function newRuleValues(jobId: number | null): RuleFormValues {
  return {
    name: '',
    description: '',
    job_id: jobId,
    trigger_type: 'application_created',
    trigger_conditions: newConditions('application_created'),
    actions: [NEW_ACTIONS.advance_stage],
    is_active: true,
  };
}

export function ruleFormValuesOf(rule: AutomationRule): RuleFormValues {
  return {
    name: rule.name,
    description: rule.description,
    job_id: rule.job_id,
    trigger_type: rule.trigger_type,
    trigger_conditions: rule.trigger_conditions,
    // the server stores what actionSchema let through
    actions: rule.actions as AutomationAction[],
    is_active: rule.is_active,
  };
}

/**
 * The conditions as they are sent: an unset number or an empty list means "any" and is left out
 * (except a time-based rule's stages, which it must list).
 */
export function cleanConditions(trigger: TriggerType, conditions: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(conditions).filter(
      ([key, value]) =>
        value !== undefined &&
        !(Array.isArray(value) && value.length === 0 && !(trigger === 'time_based' && key === 'stages')),
    ),
  );
}

/** The contracts' words for an empty number box (missing, or not a number), said as the form says them. */
const MISSING_NUMBER: readonly string[] = [
  FIELD_MESSAGES.required,
  FIELD_MESSAGES.number,
  FIELD_MESSAGES.notNull,
];

export function readableMessage(
  message: string | undefined,
  missing = 'Enter a number.',
): string | undefined {
  return message && MISSING_NUMBER.includes(message) ? missing : message;
}

/**
 * The chosen trigger's condition refusals, by condition (spec 01 §5). The create schema checks the
 * conditions only once every other field is valid; the form checks them at once as well, so
 * every refusal shows together and the preview can say what is wrong before it asks the server.
 */
export function conditionErrorsOf(
  trigger: TriggerType,
  conditions: Record<string, unknown>,
): Record<string, string> {
  const parsed = TRIGGER_CONDITION_SCHEMAS[trigger].safeParse(cleanConditions(trigger, conditions));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'conditions');
    const missing = key === 'hoursInStage' ? AUTOMATION_MESSAGES.hoursRequired : undefined;
    errors[key] ??= readableMessage(issue.message, missing) ?? issue.message;
  }
  return errors;
}
