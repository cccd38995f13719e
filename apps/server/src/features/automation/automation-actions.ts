import {
  type ActionOutcome,
  type AssigneeRole,
  AUTOMATED_EMAIL_SUBJECT,
  type AutomationAction,
  actionSchema,
  HIRING_TEAM_ROLE_LABELS,
  resolveStageKey,
  UNKNOWN_RECIPIENT,
} from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/events.ts';
import { moveStageInTransaction } from '../applications/application-changes.service.ts';
import { rejectInTransaction } from '../applications/application-outcomes.service.ts';
import { adjustMatchScore } from '../applications/match-scores.service.ts';
import { addToTeamInTransaction } from '../candidates/candidate-team.service.ts';
import { draftForApplication, type SendingDeps, storeOutgoing } from '../email/email-sending.service.ts';
import { createTaskInTransaction } from '../tasks/tasks.service.ts';
import type { RuleRow, RunRow } from './automation.queries.ts';
import {
  type ApplicationState,
  selectActiveUser,
  selectActiveUserIdsByEmail,
  selectJobForRules,
  selectJobStages,
  selectUserNames,
} from './automation.read-model.ts';

/** An action that cannot be done as configured (a stage the job lacks): the run fails. */
export class ActionError extends Error {}

/** The most people one assigning action reaches (a role held by many). */
const MAX_ASSIGNEES = 5;

export type ActionContext = {
  tx: Tx;
  deps: Pick<SendingDeps, 'events' | 'jobs' | 'transport' | 'mailFrom'>;
  rule: RuleRow;
  run: RunRow;
  application: ApplicationState;
  actor: Actor;
  now: Date;
};

/** Who an assigning action means on this application's job: a user, or the holders of a role. */
async function resolveAssignees(
  tx: Tx,
  jobId: number,
  config: { user_id?: number; role?: AssigneeRole },
): Promise<number[]> {
  if (config.user_id) {
    const user = await selectActiveUser(tx, config.user_id);
    return user ? [user.id] : [];
  }
  const job = await selectJobForRules(tx, jobId);
  if (!job || !config.role) return [];
  const emails = job.hiringTeam.filter((member) => member.role === config.role).map((member) => member.email);
  const members = (await selectActiveUserIdsByEmail(tx, emails)).map((user) => user.id);
  // "the job's recruiter" is first the one its recruiter field names, then the team's (decision 027)
  const holders = config.role === 'recruiter' && job.recruiterId ? [job.recruiterId, ...members] : members;
  return [...new Set(holders)].slice(0, MAX_ASSIGNEES);
}

const nobody = (config: { user_id?: number; role?: AssigneeRole }) =>
  config.user_id
    ? 'The chosen person is no longer an active user.'
    : `This job has no ${HIRING_TEAM_ROLE_LABELS[config.role!].toLowerCase()} with an active account.`;

async function perform(ctx: ActionContext, action: AutomationAction): Promise<ActionOutcome> {
  const { tx, deps, application, actor, now } = ctx;
  const done = (detail: string): ActionOutcome => ({ type: action.type, status: 'done', detail });
  const skipped = (detail: string): ActionOutcome => ({ type: action.type, status: 'skipped', detail });
  if (application.status !== 'active' && action.type !== 'assign_user' && action.type !== 'create_task')
    return skipped(`The application is ${application.status}.`);

  switch (action.type) {
    case 'advance_stage': {
      const stages = await selectJobStages(tx, application.jobId);
      const keys = stages.map((stage) => stage.key);
      const current = keys.indexOf(application.stageKey);
      const target = action.config.stage
        ? resolveStageKey(action.config.stage, keys)
        : (keys[current + 1] ?? null);
      if (action.config.stage && !target)
        throw new ActionError(`The job "${application.jobTitle}" has no "${action.config.stage}" stage.`);
      if (!target) return skipped('The application is already in the last stage.');
      const label = (key: string) => stages.find((stage) => stage.key === key)?.label ?? key;
      if (target === application.stageKey) return skipped(`Already in ${label(target)}.`);
      await moveStageInTransaction(tx, deps.events, actor, {
        jobId: application.jobId,
        stages,
        application_id: application.id,
        new_stage: target,
        notes: `By the automation rule “${ctx.rule.name}”.`,
        automated: true,
        now,
      });
      // what an action changes is what the next one sees (a move, then a task on the new stage)
      ctx.application = { ...application, stageKey: target, stageEnteredAt: now };
      return done(`Moved from ${label(application.stageKey)} to ${label(target)}.`);
    }
    case 'send_email': {
      const draft = await draftForApplication(
        tx,
        application.id,
        action.config.template_type,
        action.config.template_id,
      );
      if (!draft) return skipped(`No e-mail address: addressed to ${UNKNOWN_RECIPIENT}, not sent.`);
      const subject = draft.subject.trim() || AUTOMATED_EMAIL_SUBJECT;
      await storeOutgoing(tx, deps, actor, {
        ...draft,
        subject,
        composed: `${draft.composed} By the automation rule “${ctx.rule.name}”.`,
      });
      return done(`E-mailed ${draft.to}: “${subject}”.`);
    }
    case 'create_task': {
      const assignees = await resolveAssignees(tx, application.jobId, action.config);
      if (assignees.length === 0) return skipped(nobody(action.config));
      const dueAt = new Date(now.getTime() + action.config.due_in_hours * 3_600_000);
      for (const assigneeId of assignees)
        await createTaskInTransaction(tx, deps.events, actor, {
          title: action.config.title,
          description: action.config.description ?? '',
          assigneeId,
          application,
          dueAt,
          ruleId: ctx.rule.id,
          runId: ctx.run.id,
        });
      const names = await selectUserNames(tx, assignees);
      return done(`Task “${action.config.title}” for ${assignees.map((id) => names.get(id)).join(', ')}.`);
    }
    case 'update_score': {
      const change = await adjustMatchScore(
        tx,
        { events: deps.events, actor, now },
        application.id,
        action.config,
      );
      if (!change) return skipped('The application no longer exists.');
      return done(`Match score ${change.from ?? 'none'} → ${change.to}: ${action.config.reason}`);
    }
    case 'assign_user': {
      const assignees = await resolveAssignees(tx, application.jobId, action.config);
      if (assignees.length === 0) return skipped(nobody(action.config));
      const added = await addToTeamInTransaction(tx, deps.events, actor, application.candidateId, assignees);
      if (added.length === 0) return skipped('Already on the candidate’s team.');
      const names = await selectUserNames(tx, added);
      return done(`Assigned ${added.map((id) => names.get(id)).join(', ')} to ${application.candidateName}.`);
    }
    case 'reject_application': {
      const rejected = await rejectInTransaction(
        tx,
        deps.events,
        actor,
        application.id,
        action.config.reason,
        now,
      );
      if (rejected) ctx.application = { ...application, status: 'rejected' };
      return rejected
        ? done(`Rejected: ${action.config.reason}`)
        : skipped('The application is no longer active.');
    }
  }
}

/**
 * A rule's actions in order, inside its run's transaction: all of them happen or (a throw) none,
 * and the run is retried. An action with nothing to do is skipped and says why.
 */
export async function performActions(ctx: ActionContext): Promise<ActionOutcome[]> {
  const outcomes: ActionOutcome[] = [];
  for (const stored of ctx.rule.actions) {
    outcomes.push(await perform(ctx, actionSchema.parse(stored)));
  }
  return outcomes;
}
