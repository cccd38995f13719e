import { z } from 'zod';
import { APPLICATION_SOURCES } from './applications.ts';
import { EMAIL_TEMPLATE_TYPES } from './email.ts';
import { requiredText, whenMissing } from './field-messages.ts';
import { idSchema } from './input-limits.ts';
import { HIRING_TEAM_ROLE_LABELS, HIRING_TEAM_ROLES, type HiringTeamRole } from './job-team.ts';
import { paginationQuerySchema } from './pagination.ts';

/**
 * Issue 14 "Automation rules that run on the server" (spec 01 §3 Automation rule, §4 actions,
 * §5 trigger conditions, §9 templates). A rule has one trigger, the conditions of that trigger
 * (camelCase keys, as the spec names hoursInStage and maxHoursInStage) and a list of actions.
 */
export const TRIGGER_TYPES = [
  'application_created',
  'stage_change',
  'score_update',
  'time_based',
  'document_upload',
] as const;
export const triggerTypeSchema = z.enum(TRIGGER_TYPES, { error: 'Choose a trigger.' });
export type TriggerType = z.infer<typeof triggerTypeSchema>;

export const TRIGGER_LABELS: Record<TriggerType, string> = {
  application_created: 'Application created',
  stage_change: 'Stage change',
  score_update: 'Score update',
  time_based: 'Time based',
  document_upload: 'Document upload',
};

/**
 * spec 01 §4's five actions, and `reject_application`, which the job settings tab's
 * "auto-reject below 50% match" needs (a rejection is a status, not a stage).
 */
export const ACTION_TYPES = [
  'advance_stage',
  'send_email',
  'create_task',
  'update_score',
  'assign_user',
  'reject_application',
] as const;
export const actionTypeSchema = z.enum(ACTION_TYPES, { error: 'Choose an action.' });
export type ActionType = z.infer<typeof actionTypeSchema>;

export const ACTION_LABELS: Record<ActionType, string> = {
  advance_stage: 'Advance stage',
  send_email: 'Send e-mail',
  create_task: 'Create task',
  update_score: 'Update score',
  assign_user: 'Assign user',
  reject_application: 'Reject application',
};

/** A chain of automated steps (a rule's move firing another rule …) is cut after this many. */
export const AUTOMATION_MAX_CHAIN_DEPTH = 3;
/** A run whose action fails is tried this many times more before it is shown as failed. */
export const AUTOMATION_RETRY_LIMIT = 2;
/** The time-based sweep runs this often (cron, minutes). */
export const AUTOMATION_SWEEP_MINUTES = 5;
/** spec 01 §8: an automated e-mail's fallbacks. */
export const AUTOMATED_EMAIL_SUBJECT = 'Automated email';
export const UNKNOWN_RECIPIENT = 'Unknown recipient';
/** How many affected applications a dry run lists (it counts them all). */
export const DRY_RUN_SAMPLE = 20;

/**
 * Stage keys the spec's templates name (cv_review, culture, technical, from its other sample
 * workflow) and the stages of the default workflow that play the same part: a template installed
 * on a job without a `culture` stage advances to its `facet` stage instead.
 */
export const STAGE_EQUIVALENTS: Record<string, readonly string[]> = {
  cv_review: ['screening'],
  culture: ['facet'],
  technical: ['deep_dive'],
};

/** The stage of a job's workflow a rule's stage key means: itself, else its equivalent there. */
export function resolveStageKey(key: string, jobStageKeys: readonly string[]): string | null {
  if (jobStageKeys.includes(key)) return key;
  return STAGE_EQUIVALENTS[key]?.find((equivalent) => jobStageKeys.includes(equivalent)) ?? null;
}

/** Every stage key `listed` can mean on some job: the keys themselves and their equivalents. */
export function withEquivalentStages(listed: readonly string[]): string[] {
  return [...new Set(listed.flatMap((key) => [key, ...(STAGE_EQUIVALENTS[key] ?? [])]))];
}

/** Whether a rule listing `listed` stages means `stageKey` of a job with these stages. */
export function stageListed(listed: readonly string[], stageKey: string, jobStageKeys: readonly string[]) {
  return listed.some((key) => resolveStageKey(key, jobStageKeys) === stageKey);
}

export const AUTOMATION_MESSAGES = {
  notFound: 'Automation rule not found.',
  taskNotFound: 'Task not found.',
  nameRequired: 'Rule name is required.',
  actionsRequired: 'Add at least one action.',
  orgWideAdminOnly: 'Only administrators can manage rules for all jobs.',
  cannotManageJob: 'You can only manage automation rules of jobs you manage.',
  jobNotFound: 'Job not found.',
  jobSettingRule: "This rule follows the job's settings: change it in the job's Settings tab.",
  scoreRange: 'The minimum score cannot be above the maximum.',
  hoursRange: 'The maximum hours cannot be fewer than the minimum.',
  stagesRequired: 'Choose at least one stage.',
  hoursRequired: 'Set the hours in stage.',
  assigneeRequired: 'Choose a person or a role.',
  templateNotFound: 'Automation template not found.',
  cannotCompleteTask: 'Only the person a task is for, or an administrator, can complete it.',
  taskTitleRequired: 'Task title is required.',
} as const;

const stageKeys = z.array(z.string().trim().min(1).max(60)).max(50);
const score = z.number().int().min(0, 'Scores run from 0 to 100.').max(100, 'Scores run from 0 to 100.');
const hours = z
  .number()
  .min(0, 'Hours cannot be negative.')
  .max(24 * 365, 'At most a year.');

/** spec 01 §5's condition table, one object per trigger; a missing key is "any". */
export const applicationCreatedConditionsSchema = z
  .object({
    jobIds: z.array(idSchema).max(200).optional(),
    sources: z.array(z.enum(APPLICATION_SOURCES)).max(APPLICATION_SOURCES.length).optional(),
    minScore: score.optional(),
    maxScore: score.optional(),
  })
  .strict()
  .refine((c) => c.minScore === undefined || c.maxScore === undefined || c.minScore <= c.maxScore, {
    message: AUTOMATION_MESSAGES.scoreRange,
    path: ['maxScore'],
  });
export const stageChangeConditionsSchema = z
  .object({ fromStages: stageKeys.optional(), toStages: stageKeys.optional() })
  .strict();
export const scoreUpdateConditionsSchema = z
  .object({ minImprovement: score.optional(), threshold: score.optional() })
  .strict();
export const timeBasedConditionsSchema = z
  .object({
    hoursInStage: hours,
    maxHoursInStage: hours.optional(),
    stages: stageKeys.min(1, AUTOMATION_MESSAGES.stagesRequired),
  })
  .strict()
  .refine((c) => c.maxHoursInStage === undefined || c.maxHoursInStage >= c.hoursInStage, {
    message: AUTOMATION_MESSAGES.hoursRange,
    path: ['maxHoursInStage'],
  });
/** spec 01 §5: document upload is always true; document types are kept but ignored. */
export const documentUploadConditionsSchema = z
  .object({ documentTypes: z.array(z.string().max(60)).max(20).optional() })
  .strict();

export const TRIGGER_CONDITION_SCHEMAS = {
  application_created: applicationCreatedConditionsSchema,
  stage_change: stageChangeConditionsSchema,
  score_update: scoreUpdateConditionsSchema,
  time_based: timeBasedConditionsSchema,
  document_upload: documentUploadConditionsSchema,
} as const;

export type ApplicationCreatedConditions = z.infer<typeof applicationCreatedConditionsSchema>;
export type StageChangeConditions = z.infer<typeof stageChangeConditionsSchema>;
export type ScoreUpdateConditions = z.infer<typeof scoreUpdateConditionsSchema>;
export type TimeBasedConditions = z.infer<typeof timeBasedConditionsSchema>;
export type TriggerConditions =
  | ApplicationCreatedConditions
  | StageChangeConditions
  | ScoreUpdateConditions
  | TimeBasedConditions
  | z.infer<typeof documentUploadConditionsSchema>;

/**
 * Who an assigning action means: a user, or the holders of a role on the job's hiring team.
 * "recruiter" also reaches the recruiter the job names (its recruiter field), first: that is what
 * it meant before a team could list recruiters (decision 027).
 */
export const ASSIGNEE_ROLES = HIRING_TEAM_ROLES;
export type AssigneeRole = HiringTeamRole;
/** The rule form's choices: the team's labels; spec 01 §6's "technical lead" is the interviewer. */
export const ASSIGNEE_ROLE_LABELS: Record<AssigneeRole, string> = {
  ...HIRING_TEAM_ROLE_LABELS,
  interviewer: `${HIRING_TEAM_ROLE_LABELS.interviewer} (technical lead)`,
  recruiter: `${HIRING_TEAM_ROLE_LABELS.recruiter} (the job's, then the team's)`,
};
const assignee = {
  user_id: idSchema.optional(),
  role: z.enum(ASSIGNEE_ROLES).optional(),
};
const hasAssignee = (config: { user_id?: number; role?: string }) =>
  config.user_id !== undefined || config.role !== undefined;

export const actionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('advance_stage'),
      /** Absent: the next stage of the job's workflow. */
      config: z.object({ stage: z.string().trim().min(1).max(60).optional() }).strict(),
    }),
    z.object({
      type: z.literal('send_email'),
      config: z
        .object({
          template_type: z.enum(EMAIL_TEMPLATE_TYPES).default('application_received'),
          template_id: idSchema.optional(),
        })
        .strict(),
    }),
    z.object({
      type: z.literal('create_task'),
      config: z
        .object({
          title: requiredText(AUTOMATION_MESSAGES.taskTitleRequired).max(200),
          description: z.string().max(2000).optional(),
          due_in_hours: z
            .number()
            .int()
            .min(0)
            .max(24 * 365)
            .default(24),
          ...assignee,
        })
        .strict()
        .refine(hasAssignee, { message: AUTOMATION_MESSAGES.assigneeRequired, path: ['user_id'] }),
    }),
    z.object({
      type: z.literal('update_score'),
      config: z
        .object({
          mode: z.enum(['set', 'adjust']),
          value: z.number().int().min(-100).max(100),
          reason: requiredText('Say why the score changes.').max(300),
        })
        .strict(),
    }),
    z.object({
      type: z.literal('assign_user'),
      config: z
        .object(assignee)
        .strict()
        .refine(hasAssignee, { message: AUTOMATION_MESSAGES.assigneeRequired, path: ['user_id'] }),
    }),
    z.object({
      type: z.literal('reject_application'),
      config: z.object({ reason: z.string().trim().min(1).max(300) }).strict(),
    }),
  ],
  { error: 'Choose an action.' },
);
export type AutomationAction = z.infer<typeof actionSchema>;

/** The job settings tab's three switches, each a rule of its job (spec 01 §9 defaults). */
export const JOB_SETTING_RULES = ['auto_reject_below_50', 'auto_advance_at_85', 'auto_acknowledge'] as const;
export type JobSettingRule = (typeof JOB_SETTING_RULES)[number];

const ruleFields = {
  name: requiredText(AUTOMATION_MESSAGES.nameRequired).max(120),
  description: z.string().max(1000).default(''),
  trigger_type: triggerTypeSchema,
  trigger_conditions: z.record(z.string(), z.unknown()).default({}),
  actions: z
    .array(actionSchema, { error: whenMissing(AUTOMATION_MESSAGES.actionsRequired) })
    .min(1, AUTOMATION_MESSAGES.actionsRequired)
    .max(10),
  is_active: z.boolean().default(true),
  /** null: every job (administrators only). */
  job_id: idSchema.nullable().default(null),
};

/** Checks the conditions against the chosen trigger's schema (the form offers only those). */
function checkConditions(
  rule: { trigger_type?: TriggerType; trigger_conditions?: Record<string, unknown> },
  ctx: z.RefinementCtx,
) {
  if (!rule.trigger_type || !rule.trigger_conditions) return;
  const parsed = TRIGGER_CONDITION_SCHEMAS[rule.trigger_type].safeParse(rule.trigger_conditions);
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['trigger_conditions', ...issue.path] });
}

export const automationRuleCreateSchema = z.object(ruleFields).superRefine(checkConditions);
export type AutomationRuleCreate = z.output<typeof automationRuleCreateSchema>;
/** PATCH: any of the fields; a new trigger needs its conditions. */
export const automationRuleUpdateSchema = z
  .object({
    name: ruleFields.name.optional(),
    description: z.string().max(1000).optional(),
    trigger_type: triggerTypeSchema.optional(),
    trigger_conditions: z.record(z.string(), z.unknown()).optional(),
    actions: ruleFields.actions.optional(),
    is_active: z.boolean().optional(),
  })
  .superRefine(checkConditions);
export type AutomationRuleUpdate = z.output<typeof automationRuleUpdateSchema>;

export const RUN_STATUSES = ['pending', 'retrying', 'succeeded', 'failed', 'loop_cut', 'not_run'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  succeeded: 'Succeeded',
  failed: 'Failed',
  loop_cut: 'Chain cut',
  not_run: 'Not run',
};

export const automationRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  trigger_type: triggerTypeSchema,
  trigger_conditions: z.record(z.string(), z.unknown()),
  actions: z.array(z.object({ type: actionTypeSchema, config: z.record(z.string(), z.unknown()) })),
  is_active: z.boolean(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  /** Set when the rule is one of the job settings tab's switches: it follows that switch. */
  job_setting: z.enum(JOB_SETTING_RULES).nullable(),
  template_key: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the signed-in user may change it. */
  can_manage: z.boolean(),
  last_run: z.object({ status: z.enum(RUN_STATUSES), at: z.string() }).nullable(),
  runs_count: z.number().int(),
  failed_count: z.number().int(),
  /** The names of the people its actions name by id (`user_id`), keyed by id. */
  people: z.record(z.string(), z.string()),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

export const automationRuleListQuerySchema = paginationQuerySchema.extend({
  /** Rules of this job and the organisation-wide ones. */
  job_id: idSchema.optional(),
  trigger_type: triggerTypeSchema.optional(),
  is_active: z.enum(['true', 'false']).optional(),
  /** 'false': leave out the job settings' rules (Settings → Automation shows them on each job). */
  job_settings: z.enum(['true', 'false']).optional(),
});

export const conditionCheckSchema = z.object({
  condition: z.string(),
  expected: z.string(),
  actual: z.string(),
  passed: z.boolean(),
});
export type ConditionCheck = z.infer<typeof conditionCheckSchema>;

export const actionOutcomeSchema = z.object({
  type: actionTypeSchema,
  status: z.enum(['done', 'skipped']),
  detail: z.string(),
});
export type ActionOutcome = z.infer<typeof actionOutcomeSchema>;

export const automationRunSchema = z.object({
  id: z.number().int(),
  rule_id: z.number().int(),
  status: z.enum(RUN_STATUSES),
  trigger_type: triggerTypeSchema,
  /** What set it off, in words ("Moved from Applied to CV Review", "50 hours in CV Review"). */
  trigger_summary: z.string(),
  application_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  job_title: z.string().nullable(),
  conditions: z.array(conditionCheckSchema),
  actions: z.array(actionOutcomeSchema),
  attempts: z.number().int(),
  error: z.string(),
  chain_depth: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

/** POST /automation-rules/dry-run/: the trigger and conditions as the form holds them. */
export const dryRunInputSchema = z
  .object({
    trigger_type: triggerTypeSchema,
    trigger_conditions: z.record(z.string(), z.unknown()).default({}),
    job_id: idSchema.nullable().default(null),
  })
  .superRefine(checkConditions);
export const dryRunResultSchema = z.object({
  count: z.number().int(),
  /** How the conditions were read against today's applications (event triggers: their static part). */
  explanation: z.string(),
  results: z.array(
    z.object({
      application_id: z.number().int(),
      candidate_id: z.number().int(),
      candidate_name: z.string(),
      job_id: z.number().int(),
      job_title: z.string(),
      stage_key: z.string(),
      match_score: z.number().int().nullable(),
    }),
  ),
});
export type DryRunResult = z.infer<typeof dryRunResultSchema>;

/** spec 01 §9's four built-in templates. */
export const AUTOMATION_TEMPLATE_KEYS = [
  'high_score_auto_advance',
  'welcome_email',
  'stale_application_reminder',
  'technical_interview_assignment',
] as const;
export type AutomationTemplateKey = (typeof AUTOMATION_TEMPLATE_KEYS)[number];

export type AutomationTemplate = {
  key: AutomationTemplateKey;
  name: string;
  description: string;
  trigger_type: TriggerType;
  trigger_conditions: Record<string, unknown>;
  actions: AutomationAction[];
};

export const AUTOMATION_TEMPLATES: readonly AutomationTemplate[] = [
  {
    key: 'high_score_auto_advance',
    name: 'High score auto-advance',
    description: 'When the match score crosses 90, move the application to the culture stage.',
    trigger_type: 'score_update',
    trigger_conditions: { threshold: 90 },
    actions: [{ type: 'advance_stage', config: { stage: 'culture' } }],
  },
  {
    key: 'welcome_email',
    name: 'Welcome email',
    description: 'Send the Application Received e-mail to new applications from the form or e-mail.',
    trigger_type: 'application_created',
    trigger_conditions: { sources: ['form', 'email'] },
    actions: [{ type: 'send_email', config: { template_type: 'application_received' } }],
  },
  {
    key: 'stale_application_reminder',
    name: 'Stale application reminder',
    description: 'After 48 hours in CV review or culture, create a task for the hiring manager.',
    trigger_type: 'time_based',
    trigger_conditions: { hoursInStage: 48, stages: ['cv_review', 'culture'] },
    actions: [
      {
        type: 'create_task',
        config: { title: 'Review stale application', due_in_hours: 24, role: 'hiring_manager' },
      },
    ],
  },
  {
    key: 'technical_interview_assignment',
    name: 'Technical interview assignment',
    description: "When an application moves to the technical stage, assign the job's technical lead.",
    trigger_type: 'stage_change',
    trigger_conditions: { toStages: ['technical'] },
    actions: [{ type: 'assign_user', config: { role: 'interviewer' } }],
  },
];

export const automationTemplateSchema = z.object({
  key: z.enum(AUTOMATION_TEMPLATE_KEYS),
  name: z.string(),
  description: z.string(),
  trigger_type: triggerTypeSchema,
  trigger_conditions: z.record(z.string(), z.unknown()),
  actions: z.array(z.object({ type: actionTypeSchema, config: z.record(z.string(), z.unknown()) })),
  /** Already installed where it would be installed (for that job, or organisation-wide). */
  installed: z.boolean(),
});
export const installTemplateSchema = z.object({ job_id: idSchema.nullable().default(null) });

/** What the job settings tab's switches stand for, as rules. */
export const JOB_SETTING_RULE_DEFINITIONS: Record<
  JobSettingRule,
  Pick<AutomationTemplate, 'name' | 'description' | 'trigger_type' | 'trigger_conditions' | 'actions'>
> = {
  auto_reject_below_50: {
    name: 'Auto-reject below 50% match',
    description: 'New applications with a match score under 50% are rejected.',
    trigger_type: 'application_created',
    trigger_conditions: { maxScore: 49 },
    actions: [{ type: 'reject_application', config: { reason: 'Match score below 50%' } }],
  },
  auto_advance_at_85: {
    name: 'Auto-advance at 85% or more',
    description: 'An application whose match score reaches 85% moves to the next stage.',
    trigger_type: 'score_update',
    trigger_conditions: { threshold: 85 },
    actions: [{ type: 'advance_stage', config: {} }],
  },
  auto_acknowledge: {
    name: 'Auto acknowledgement email',
    description: 'Every new application is sent the Application Received e-mail.',
    trigger_type: 'application_created',
    trigger_conditions: {},
    actions: [{ type: 'send_email', config: { template_type: 'application_received' } }],
  },
};

/** "My tasks" (issue 14 create_task): a task for a person, on an application. */
export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  assignee_id: z.number().int(),
  assignee_name: z.string(),
  application_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  completed_at: z.string().nullable(),
  completed_by_name: z.string().nullable(),
  rule_id: z.number().int().nullable(),
  rule_name: z.string().nullable(),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const TASK_STATUSES = ['open', 'done', 'all'] as const;
export const taskListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(TASK_STATUSES).default('open'),
  /** Administrators may look at someone else's tasks. */
  assignee_id: idSchema.optional(),
});
export const taskCountsSchema = z.object({ open: z.number().int(), overdue: z.number().int() });
export type TaskCounts = z.infer<typeof taskCountsSchema>;
