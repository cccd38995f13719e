import {
  AUTOMATION_MAX_CHAIN_DEPTH,
  AUTOMATION_RETRY_LIMIT,
  type DomainEventType,
  stageListed,
  type TimeBasedConditions,
  type TriggerType,
  withEquivalentStages,
} from '@shortlist/contracts';
import type { Logger } from 'pino';
import { safeErrorMessage, ValidationError } from '../../platform/errors.ts';
import { type RecordedEvent, withEventStamp } from '../../platform/events.ts';
import type { SendingDeps } from '../email/email-sending.service.ts';
import {
  insertRuns,
  type RuleRow,
  type RunInsert,
  selectActiveRules,
  selectRule,
  selectRunForUpdate,
  updateRun,
} from './automation.queries.ts';
import {
  type ApplicationState,
  selectActiveApplicationIdsOf,
  selectApplicationState,
  selectJobStages,
  selectStageKeysByJob,
  selectSweepCandidates,
} from './automation.read-model.ts';
import { performActions } from './automation-actions.ts';
import { evaluateConditions, type TriggerFacts } from './automation-conditions.ts';

export type AutomationDeps = SendingDeps & { log?: Pick<Logger, 'warn'> };

/** The queue that runs one rule's actions for one application (retried, then failed). */
export const RUN_QUEUE = 'automation.run';
export const SWEEP_QUEUE = 'automation.time-sweep';

/** The domain events that set rules off, and the trigger each is. */
export const TRIGGER_OF_EVENT: Partial<Record<DomainEventType, TriggerType>> = {
  'application.created': 'application_created',
  'application.stage_changed': 'stage_change',
  'application.scored': 'score_update',
  'document.uploaded': 'document_upload',
};
export const TRIGGERING_EVENTS = Object.keys(TRIGGER_OF_EVENT) as DomainEventType[];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalScore = (value: unknown) =>
  typeof value === 'number' ? value : value === null ? null : undefined;

/** How deep in a chain of automated steps an event is: -1 for a person's own change. */
function depthOf(event: RecordedEvent): number {
  const stamp = (event.data as { automation?: { depth?: unknown } }).automation;
  return typeof stamp?.depth === 'number' ? stamp.depth : -1;
}

function summaryOf(event: RecordedEvent): string {
  const facts = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'application.created':
      return `Applied (source: ${text(facts.source) || 'unknown'})`;
    case 'application.stage_changed':
      return `Moved from ${text(facts.from_label)} to ${text(facts.to_label)}`;
    case 'application.scored':
      return `Match score ${facts.from_score ?? 'none'} → ${facts.to_score}`;
    case 'document.uploaded':
      return `Document uploaded: ${text(facts.filename) || 'a file'}`;
    default:
      return event.type;
  }
}

function factsOf(event: RecordedEvent, application: ApplicationState, jobStageKeys: string[]): TriggerFacts {
  const facts = event.data as Record<string, unknown>;
  const base: TriggerFacts = {
    jobId: application.jobId,
    source: application.source,
    matchScore: application.matchScore,
    stageKey: application.stageKey,
    jobStageKeys,
  };
  if (event.type === 'application.stage_changed')
    return {
      ...base,
      fromStage: text(facts.from_stage) || undefined,
      toStage: text(facts.to_stage) || undefined,
    };
  if (event.type === 'application.scored' && 'to_score' in facts)
    return {
      ...base,
      fromScore: optionalScore(facts.from_score),
      toScore: optionalScore(facts.to_score) ?? undefined,
    };
  return base;
}

/**
 * The after-commit subscriber (DESIGN.md §8): reads the rules an event sets off, evaluates their
 * conditions against the application as it is now, and for each that matches writes a run and
 * queues it — in one transaction, keyed by event and rule, so a delivery repeated fires nothing
 * twice. A chain of automated steps past AUTOMATION_MAX_CHAIN_DEPTH is cut and logged.
 */
export async function handleTriggerEvent(deps: AutomationDeps, event: RecordedEvent) {
  const trigger = TRIGGER_OF_EVENT[event.type];
  if (!trigger) return;
  // a quality score from scorecards is not a match score update
  if (trigger === 'score_update' && !('to_score' in event.data)) return;
  const { db } = deps;
  const applicationIds = event.applicationId
    ? [event.applicationId]
    : event.candidateId
      ? await selectActiveApplicationIdsOf(db, event.candidateId)
      : [];
  const depth = depthOf(event) + 1;
  const runs: RunInsert[] = [];
  for (const applicationId of applicationIds) {
    const application = await selectApplicationState(db, applicationId);
    if (!application) continue;
    const rules = await selectActiveRules(db, trigger, application.jobId);
    if (rules.length === 0) continue;
    const stageKeys = (await selectJobStages(db, application.jobId)).map((stage) => stage.key);
    const facts = factsOf(event, application, stageKeys);
    for (const rule of rules) {
      const { matched, checks } = evaluateConditions(trigger, rule.triggerConditions, facts);
      if (!matched) continue;
      const cut = depth >= AUTOMATION_MAX_CHAIN_DEPTH;
      if (cut)
        deps.log?.warn(
          { rule_id: rule.id, event_id: event.id, depth },
          'automation: chain of automated steps cut',
        );
      runs.push({
        ruleId: rule.id,
        dedupeKey: `e:${event.id}:${rule.id}:${application.id}`,
        status: cut ? 'loop_cut' : 'pending',
        triggerType: trigger,
        triggerSummary: summaryOf(event),
        eventId: event.id,
        applicationId: application.id,
        candidateId: application.candidateId,
        jobId: application.jobId,
        conditions: checks,
        chainDepth: depth,
        error: cut
          ? `Not run: ${AUTOMATION_MAX_CHAIN_DEPTH} automated steps in a row already happened (a rule may be setting itself off).`
          : '',
        finishedAt: cut ? deps.clock() : null,
      });
    }
  }
  await queueRuns(deps, runs);
}

async function queueRuns(deps: AutomationDeps, runs: RunInsert[]) {
  if (runs.length === 0) return;
  await deps.db.transaction(async (tx) => {
    const inserted = await insertRuns(tx, runs);
    await deps.jobs.sendManyInTransaction(
      tx,
      RUN_QUEUE,
      inserted.filter((run) => run.status === 'pending').map((run) => ({ run_id: run.id })),
    );
  });
}

/** What a failure says in the run log: a refused field's message, else the error's own. */
function failureMessage(error: unknown) {
  if (error instanceof ValidationError) return Object.values(error.fields).flat().join(' ');
  return safeErrorMessage(error);
}

/**
 * The run job (at least once): the rule's actions in one transaction with the run marked done.
 * A run already finished is left alone. A failure is written down and retried; after
 * AUTOMATION_RETRY_LIMIT retries the run is failed and whoever manages the rule is told.
 */
export async function executeRun(deps: AutomationDeps, runId: number, retryCount: number) {
  const { db, events, clock } = deps;
  try {
    await db.transaction(async (tx) => {
      const run = await selectRunForUpdate(tx, runId);
      if (!run || (run.status !== 'pending' && run.status !== 'retrying')) return;
      const rule = await selectRule(tx, run.ruleId);
      const application = run.applicationId ? await selectApplicationState(tx, run.applicationId) : undefined;
      const now = clock();
      // switched off or its application gone between firing and running: it does nothing
      const reason = !rule
        ? 'The rule was deleted.'
        : !rule.isActive
          ? 'The rule was switched off before it ran.'
          : !application
            ? 'The application no longer exists.'
            : null;
      if (reason || !rule || !application) {
        await updateRun(tx, runId, {
          status: 'not_run',
          attempts: run.attempts,
          error: reason ?? '',
          finishedAt: now,
        });
        return;
      }
      const actor = { id: null, full_name: `Automation “${rule.name}”` };
      const outcomes = await withEventStamp(
        { automation: { rule_id: rule.id, run_id: run.id, depth: run.chainDepth } },
        () => performActions({ tx, deps, rule, run, application, actor, now }),
      );
      await updateRun(tx, runId, {
        status: 'succeeded',
        attempts: run.attempts + 1,
        actions: outcomes,
        error: '',
        finishedAt: now,
      });
      await events.record(tx, finishedEvent(rule, run, 'succeeded', ''));
    });
  } catch (error) {
    const final = retryCount >= AUTOMATION_RETRY_LIMIT;
    const message = failureMessage(error);
    await db.transaction(async (tx) => {
      const run = await selectRunForUpdate(tx, runId);
      if (!run) return;
      await updateRun(tx, runId, {
        status: final ? 'failed' : 'retrying',
        attempts: run.attempts + 1,
        error: message,
        finishedAt: final ? clock() : null,
      });
      const rule = await selectRule(tx, run.ruleId);
      if (final && rule) await events.record(tx, finishedEvent(rule, run, 'failed', message));
    });
    if (!final) throw error;
  }
}

function finishedEvent(
  rule: RuleRow,
  run: { id: number; applicationId: number | null; candidateId: number | null; jobId: number | null },
  status: string,
  error: string,
) {
  return {
    type: 'automation.run_finished' as const,
    actor: null,
    jobId: run.jobId,
    candidateId: run.candidateId,
    applicationId: run.applicationId,
    data: {
      rule_id: rule.id,
      rule_name: rule.name,
      run_id: run.id,
      status,
      error,
      notify_user_ids: rule.createdBy ? [rule.createdBy] : [],
    },
  };
}

/**
 * The time-based sweep (cron, every few minutes): for each active time-based rule, the active
 * applications whose time in their stage is in the rule's window fire it once per stay in that
 * stage — the run's key names the stay by its entry time, so a later sweep, or this one run
 * twice, fires nothing again, and a card that leaves and comes back can fire again.
 */
export async function sweepTimeRules(deps: AutomationDeps) {
  const { db, clock } = deps;
  const now = clock();
  const rules = await selectActiveRules(db, 'time_based', null, { anyJob: true });
  let fired = 0;
  for (const rule of rules) {
    const conditions = rule.triggerConditions as TimeBasedConditions;
    if (!Array.isArray(conditions.stages) || typeof conditions.hoursInStage !== 'number') continue;
    const found = await selectSweepCandidates(db, rule, {
      stageKeys: withEquivalentStages(conditions.stages),
      minHours: conditions.hoursInStage,
      maxHours: conditions.maxHoursInStage ?? null,
      now,
    });
    if (found.length === 0) continue;
    const stageKeysByJob = await selectStageKeysByJob(db, [...new Set(found.map((row) => row.job_id))]);
    const runs: RunInsert[] = [];
    for (const row of found) {
      const jobStageKeys = stageKeysByJob.get(row.job_id) ?? [];
      if (!stageListed(conditions.stages, row.stage_key, jobStageKeys)) continue;
      const hours = Number(row.hours_in_stage);
      const { matched, checks } = evaluateConditions('time_based', conditions, {
        jobId: row.job_id,
        source: '',
        matchScore: null,
        stageKey: row.stage_key,
        jobStageKeys,
        hoursInStage: hours,
      });
      if (!matched) continue;
      runs.push({
        ruleId: rule.id,
        dedupeKey: row.dedupe_key,
        triggerType: 'time_based',
        triggerSummary: `${Math.floor(hours)} h in ${row.stage_key}`,
        applicationId: row.id,
        candidateId: row.candidate_id,
        jobId: row.job_id,
        conditions: checks,
        chainDepth: 0,
      });
    }
    await queueRuns(deps, runs);
    fired += runs.length;
  }
  return { fired };
}
