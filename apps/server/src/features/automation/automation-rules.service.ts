import {
  AUTOMATION_MESSAGES,
  AUTOMATION_TEMPLATES,
  type AutomationRule,
  type AutomationRuleCreate,
  type AutomationRuleUpdate,
  type AutomationTemplateKey,
  JOB_SETTING_RULE_DEFINITIONS,
  JOB_SETTING_RULES,
  KANBAN_MESSAGES,
  resolveStageKey,
  TRIGGER_CONDITION_SCHEMAS,
  type TriggerType,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents, RecordedEvent } from '../../platform/events.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser, Clock } from '../../platform/tokens.ts';
import { canManageJob, requireJob, requireManageableJob } from '../jobs/job-access.ts';
import { presentRule, presentRun } from './automation.presenter.ts';
import {
  countRules,
  countRunsOf,
  deleteRule,
  insertRule,
  type RuleRow,
  selectRule,
  selectRules,
  selectRunStats,
  selectRunsOf,
  selectTemplateRules,
  updateRule,
  upsertJobSettingRule,
} from './automation.queries.ts';
import {
  selectCandidateNames,
  selectJobForRules,
  selectJobStages,
  selectJobsWithoutSettingRules,
  selectJobTitles,
  selectUserNames,
} from './automation.read-model.ts';

export type RuleDeps = { db: Db; clock: Clock; events: DomainEvents };

/** Organisation-wide rules are administrators'; a job's rules are for whoever manages the job. */
async function mayManage(db: Tx, user: AuthUser, jobId: number | null) {
  if (jobId === null) return user.role === 'admin';
  return canManageJob(user, await requireJob(db, jobId));
}

async function assertMayManage(db: Tx, user: AuthUser, jobId: number | null) {
  if (jobId !== null) await requireManageableJob(db, user, jobId, AUTOMATION_MESSAGES.cannotManageJob);
  else if (user.role !== 'admin') throw forbidden(AUTOMATION_MESSAGES.orgWideAdminOnly);
}

async function findRuleOrThrow(db: Tx, id: number) {
  const rule = await selectRule(db, id);
  if (!rule) throw notFound(AUTOMATION_MESSAGES.notFound);
  return rule;
}

/** Names stages a job's rule can reach: a stage of another workflow would never fire or move. */
async function checkStages(
  db: Tx,
  rule: {
    job_id: number | null;
    trigger_type: TriggerType;
    trigger_conditions: Record<string, unknown>;
    actions: AutomationRuleCreate['actions'];
  },
) {
  if (rule.job_id === null) return;
  const keys = (await selectJobStages(db, rule.job_id)).map((stage) => stage.key);
  const unknown = (key: string) => resolveStageKey(key, keys) === null;
  const errors: Record<string, string[]> = {};
  const conditions = rule.trigger_conditions as {
    fromStages?: string[];
    toStages?: string[];
    stages?: string[];
  };
  const listed = [
    ...(conditions.fromStages ?? []),
    ...(conditions.toStages ?? []),
    ...(conditions.stages ?? []),
  ];
  const missing = listed.filter(unknown);
  if (missing.length)
    errors.trigger_conditions = [`Not a stage of this job's workflow: ${missing.join(', ')}.`];
  for (const action of rule.actions)
    if (action.type === 'advance_stage' && action.config.stage && unknown(action.config.stage))
      errors.actions = [KANBAN_MESSAGES.unknownStage(action.config.stage)];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function present(db: Tx, user: AuthUser, rows: RuleRow[]): Promise<AutomationRule[]> {
  const peopleOf = (row: RuleRow) =>
    row.actions.flatMap((action) =>
      typeof action.config.user_id === 'number' ? [action.config.user_id] : [],
    );
  const [stats, titles, names] = await Promise.all([
    selectRunStats(
      db,
      rows.map((row) => row.id),
    ),
    selectJobTitles(db, [...new Set(rows.flatMap((row) => (row.jobId ? [row.jobId] : [])))]),
    selectUserNames(db, [
      ...new Set(rows.flatMap((row) => [...(row.createdBy ? [row.createdBy] : []), ...peopleOf(row)])),
    ]),
  ]);
  const manageable = new Map<number | null, boolean>();
  for (const row of rows)
    if (!manageable.has(row.jobId)) manageable.set(row.jobId, await mayManage(db, user, row.jobId));
  return rows.map((row) =>
    presentRule(row, {
      stats: stats.get(row.id),
      jobTitle: row.jobId ? (titles.get(row.jobId) ?? null) : null,
      creatorName: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
      canManage: manageable.get(row.jobId) ?? false,
      people: Object.fromEntries(peopleOf(row).map((id) => [String(id), names.get(id) ?? ''])),
    }),
  );
}

/** GET /automation-rules/: everyone signed in may read the rules (what will happen to a card). */
export async function listRules(
  { db, user }: UserContext<{ db: Db }>,
  {
    filters,
    page,
  }: {
    filters: { job_id?: number; trigger_type?: TriggerType; is_active?: 'true' | 'false' };
    page: PageRequest;
  },
) {
  const where = {
    ...filters,
    isActive: filters.is_active === undefined ? undefined : filters.is_active === 'true',
  };
  const [rows, total] = await Promise.all([
    selectRules(db, where, { limit: page.pageSize, offset: page.offset }),
    countRules(db, where),
  ]);
  return { total, results: await present(db, user, rows) };
}

export async function getRule({ db, user }: UserContext<{ db: Db }>, { id }: { id: number }) {
  const [rule] = await present(db, user, [await findRuleOrThrow(db, id)]);
  return rule!;
}

function changedEvent(user: AuthUser, rule: RuleRow, change: 'created' | 'updated' | 'deleted') {
  return {
    type: 'automation.rule_changed' as const,
    actor: user,
    jobId: rule.jobId,
    data: { rule_id: rule.id, name: rule.name, change, is_active: rule.isActive },
  };
}

export async function createRule(
  { db, events, user }: UserContext<RuleDeps>,
  { rule: input, templateKey = null }: { rule: AutomationRuleCreate; templateKey?: string | null },
) {
  await assertMayManage(db, user, input.job_id);
  await checkStages(db, input);
  const rule = await db.transaction(async (tx) => {
    const row = await insertRule(tx, {
      name: input.name,
      description: input.description,
      triggerType: input.trigger_type,
      triggerConditions: input.trigger_conditions,
      actions: input.actions,
      isActive: input.is_active,
      jobId: input.job_id,
      templateKey,
      createdBy: user.id,
    });
    await events.record(tx, changedEvent(user, row, 'created'));
    return row;
  });
  return getRule({ db, user }, { id: rule.id });
}

/** PUT (every field) and PATCH (some): a job setting's rule follows its switch and is not edited here. */
export async function changeRule(
  { db, clock, events, user }: UserContext<RuleDeps>,
  { id, changes: input }: { id: number; changes: AutomationRuleUpdate & { job_id?: number | null } },
) {
  const rule = await findRuleOrThrow(db, id);
  await assertMayManage(db, user, rule.jobId);
  if (rule.jobSetting) throw new ValidationError({ non_field_errors: [AUTOMATION_MESSAGES.jobSettingRule] });
  const jobId = input.job_id === undefined ? rule.jobId : input.job_id;
  if (jobId !== rule.jobId) await assertMayManage(db, user, jobId);
  const triggerType = input.trigger_type ?? (rule.triggerType as TriggerType);
  // a trigger changed without its conditions keeps only conditions the new trigger knows
  const conditions = input.trigger_conditions ?? rule.triggerConditions;
  const parsed = TRIGGER_CONDITION_SCHEMAS[triggerType].safeParse(conditions);
  if (!parsed.success)
    throw new ValidationError({
      trigger_conditions: [parsed.error.issues[0]?.message ?? 'Invalid conditions.'],
    });
  const actions = input.actions ?? (rule.actions as AutomationRuleCreate['actions']);
  await checkStages(db, {
    job_id: jobId,
    trigger_type: triggerType,
    trigger_conditions: conditions,
    actions,
  });
  await db.transaction(async (tx) => {
    const row = await updateRule(tx, id, {
      name: input.name,
      description: input.description,
      triggerType,
      triggerConditions: conditions,
      actions,
      isActive: input.is_active,
      jobId,
      updatedAt: clock(),
    });
    await events.record(tx, changedEvent(user, row!, 'updated'));
  });
  return getRule({ db, user }, { id });
}

export async function removeRule({ db, events, user }: UserContext<RuleDeps>, { id }: { id: number }) {
  const rule = await findRuleOrThrow(db, id);
  await assertMayManage(db, user, rule.jobId);
  if (rule.jobSetting) throw new ValidationError({ non_field_errors: [AUTOMATION_MESSAGES.jobSettingRule] });
  await db.transaction(async (tx) => {
    await deleteRule(tx, id);
    await events.record(tx, changedEvent(user, rule, 'deleted'));
  });
}

/** GET /automation-rules/{id}/runs/: the run log, newest first. */
export async function listRuns({ db }: { db: Db }, { id, page }: { id: number; page: PageRequest }) {
  await findRuleOrThrow(db, id);
  const [rows, total] = await Promise.all([
    selectRunsOf(db, id, { limit: page.pageSize, offset: page.offset }),
    countRunsOf(db, id),
  ]);
  const [names, titles] = await Promise.all([
    selectCandidateNames(db, [...new Set(rows.flatMap((row) => (row.candidateId ? [row.candidateId] : [])))]),
    selectJobTitles(db, [...new Set(rows.flatMap((row) => (row.jobId ? [row.jobId] : [])))]),
  ]);
  return {
    total,
    results: rows.map((row) =>
      presentRun(
        row,
        row.candidateId ? (names.get(row.candidateId) ?? null) : null,
        row.jobId ? (titles.get(row.jobId) ?? null) : null,
      ),
    ),
  };
}

/** GET /automation-rules/templates/: spec 01 §9's four, and whether each is installed there already. */
export async function listTemplates({ db }: { db: Db }, { jobId }: { jobId: number | null }) {
  const installed = new Set((await selectTemplateRules(db, jobId)).map((row) => row.templateKey));
  return AUTOMATION_TEMPLATES.map((template) => ({ ...template, installed: installed.has(template.key) }));
}

/**
 * POST /automation-rules/templates/{key}/install/: one click makes the template a rule, on
 * for a job (its stage names turned into that job's equivalents) or for every job.
 */
export async function installTemplate(
  context: UserContext<RuleDeps>,
  { key, jobId }: { key: AutomationTemplateKey; jobId: number | null },
) {
  const { user } = context;
  const template = AUTOMATION_TEMPLATES.find((candidate) => candidate.key === key);
  if (!template) throw notFound(AUTOMATION_MESSAGES.templateNotFound);
  await assertMayManage(context.db, user, jobId);
  let conditions = template.trigger_conditions;
  let actions = template.actions;
  if (jobId !== null) {
    const keys = (await selectJobStages(context.db, jobId)).map((stage) => stage.key);
    const local = (key: string) => resolveStageKey(key, keys) ?? key;
    conditions = Object.fromEntries(
      Object.entries(conditions).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? local(v) : v)) : value,
      ]),
    );
    actions = actions.map((action) =>
      action.type === 'advance_stage' && action.config.stage
        ? { ...action, config: { ...action.config, stage: local(action.config.stage) } }
        : action,
    );
  }
  return createRule(context, {
    rule: {
      name: template.name,
      description: template.description,
      trigger_type: template.trigger_type,
      trigger_conditions: conditions,
      actions,
      is_active: true,
      job_id: jobId,
    },
    templateKey: template.key,
  });
}

/**
 * The job settings tab's three switches as rules of the job (issue 14): the in-transaction
 * subscriber of job.created and job.updated, so a switch and its rule change together.
 */
export async function syncJobSettingRules(tx: Tx, event: RecordedEvent) {
  if ((event.type !== 'job.created' && event.type !== 'job.updated') || !event.jobId) return;
  // an edit that did not send the settings leaves their rules as they are
  const fields = event.data.fields;
  if (event.type === 'job.updated' && !(Array.isArray(fields) && fields.includes('settings'))) return;
  const job = await selectJobForRules(tx, event.jobId);
  if (job) await writeSettingRules(tx, job.id, job.settings);
}

async function writeSettingRules(tx: Tx, jobId: number, settings: Record<string, boolean>) {
  for (const setting of JOB_SETTING_RULES) {
    const definition = JOB_SETTING_RULE_DEFINITIONS[setting];
    await upsertJobSettingRule(tx, {
      name: definition.name,
      description: definition.description,
      triggerType: definition.trigger_type,
      triggerConditions: definition.trigger_conditions,
      actions: definition.actions,
      isActive: Boolean(settings[setting]),
      jobId,
      jobSetting: setting,
    });
  }
}

/** On start: jobs from before issue 14 (and the demo seed's) get their setting rules. */
export async function ensureJobSettingRules(db: Db) {
  const jobs = await selectJobsWithoutSettingRules(db);
  if (jobs.length === 0) return;
  await db.transaction(async (tx) => {
    for (const job of jobs) await writeSettingRules(tx, job.id, job.settings);
  });
}

/** Issue 16 erasure (privacy feature): the candidate's runs keep their dedupe keys, not their words. */
/** Issue 16 merge (duplicates feature). */
export { anonymiseRunsOfCandidate, moveRunsOfCandidate } from './automation.queries.ts';
