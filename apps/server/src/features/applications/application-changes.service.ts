import { APPLICATION_MESSAGES, KANBAN_MESSAGES, type UpdateStage } from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound, ValidationError } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { AuthUser, Clock } from '../../platform/tokens.ts';
import {
  findApplication,
  findApplicationForUpdate,
  setApplicationStage,
  setApplicationTags,
} from './applications.queries.ts';

export type ApplicationChangeDeps = { db: Db; clock: Clock; events: DomainEvents };
type Stage = { key: string; label: string };

/**
 * Moves an application to another stage of its job's workflow (issue 5 "Stage moves"; the
 * applications feature is the one writer of applications, docs/decisions/008): the stage, its
 * entry time and the stage_changed event in one transaction. The caller has checked that the
 * user may change this job's pipeline and passes its stages. Two people moving one card: the
 * later request wins and both moves are recorded — unless the client sends `expected_stage`,
 * in which case a stale move gets 409 (docs/decisions/005).
 */
export async function moveApplicationStage(
  { db, clock, events }: ApplicationChangeDeps,
  user: AuthUser,
  move: { jobId: number; stages: Stage[] } & UpdateStage,
) {
  const now = clock();
  return db.transaction((tx) => moveStageInTransaction(tx, events, user, { ...move, now }));
}

/**
 * The move inside the caller's transaction: an automation rule's advance_stage (issue 14) moves
 * with the automated flag, as the rule, within its run.
 */
export async function moveStageInTransaction(
  tx: Tx,
  events: DomainEvents,
  actor: Actor,
  move: { jobId: number; stages: Stage[]; automated?: boolean; now: Date } & UpdateStage,
) {
  const target = move.stages.find((stage) => stage.key === move.new_stage);
  if (!target) {
    throw new ValidationError({ new_stage: [KANBAN_MESSAGES.unknownStage(move.new_stage)] });
  }
  const labelOf = (key: string) => move.stages.find((stage) => stage.key === key)?.label ?? key;
  const application = await findApplicationForUpdate(tx, move.application_id, move.jobId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFoundForJob);
  const fromStage = application.stageKey;
  if (move.expected_stage && move.expected_stage !== fromStage) {
    throw conflict(
      `This card has been moved to "${labelOf(fromStage)}" since you loaded the board. Refresh and try again.`,
      { current_stage: fromStage },
    );
  }
  if (fromStage === move.new_stage) return { changed: false, applicationId: application.id, fromStage };
  await setApplicationStage(tx, application.id, move.new_stage, move.now);
  await events.record(tx, {
    type: 'application.stage_changed',
    actor,
    jobId: move.jobId,
    candidateId: application.candidateId,
    applicationId: application.id,
    data: {
      from_stage: fromStage,
      to_stage: move.new_stage,
      from_label: labelOf(fromStage),
      to_label: target.label,
      notes: move.notes ?? '',
      automated: move.automated ?? false,
    },
  });
  return { changed: true, applicationId: application.id, fromStage };
}

export async function findApplicationOrThrow(db: Db, applicationId: number) {
  const application = await findApplication(db, applicationId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  return application;
}

/** Adds or removes one tag of a card; the caller has checked the user may manage the job. */
export async function changeApplicationTags(
  { db, clock, events }: ApplicationChangeDeps,
  user: AuthUser,
  applicationId: number,
  change: { add?: string; remove?: string },
) {
  await db.transaction(async (tx) => {
    const application = await findApplicationForUpdate(tx, applicationId);
    if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
    const tags = application.tags.filter((tag) => tag !== change.remove);
    if (change.add && !tags.includes(change.add)) tags.push(change.add);
    if (tags.length === application.tags.length && tags.every((tag, i) => tag === application.tags[i]))
      return;
    await setApplicationTags(tx, applicationId, tags, clock());
    await events.record(tx, {
      type: 'application.tags_changed',
      actor: user,
      jobId: application.jobId,
      candidateId: application.candidateId,
      applicationId,
      data: { tags },
    });
  });
}
