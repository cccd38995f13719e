import { AUTOMATION_MESSAGES, type Task, type TaskCounts } from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { insertTask, selectTaskForUpdate, setTaskCompletion } from './tasks.queries.ts';
import {
  countOpenTasks,
  countTasks,
  selectTasks,
  type TaskFilters,
  type TaskListRow,
} from './tasks.read-model.ts';

export type TaskDeps = { db: Db; clock: Clock; events: DomainEvents };

export function presentTask(row: TaskListRow, now: Date): Task {
  const { task } = row;
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    assignee_id: task.assigneeId,
    assignee_name: row.assigneeName,
    application_id: task.applicationId,
    candidate_id: task.candidateId,
    candidate_name: row.candidateName,
    job_id: task.jobId,
    job_title: row.jobTitle,
    due_at: task.dueAt?.toISOString() ?? null,
    overdue: !task.completedAt && task.dueAt !== null && task.dueAt < now,
    completed_at: task.completedAt?.toISOString() ?? null,
    completed_by_name: row.completedByName,
    rule_id: task.ruleId,
    rule_name: row.ruleName,
    created_at: task.createdAt.toISOString(),
  };
}

/**
 * An automation rule's create_task (issue 14) inside its run: one task a person, raised as
 * task.created (their bell, the application's timeline, live). A run retried makes it once.
 */
export async function createTaskInTransaction(
  tx: Tx,
  events: DomainEvents,
  actor: Actor,
  input: {
    title: string;
    description: string;
    assigneeId: number;
    application: { id: number; candidateId: number; jobId: number };
    dueAt: Date | null;
    ruleId: number;
    runId: number;
  },
) {
  const task = await insertTask(tx, {
    title: input.title,
    description: input.description,
    assigneeId: input.assigneeId,
    applicationId: input.application.id,
    candidateId: input.application.candidateId,
    jobId: input.application.jobId,
    dueAt: input.dueAt,
    ruleId: input.ruleId,
    runId: input.runId,
  });
  if (!task) return null;
  await events.record(tx, {
    type: 'task.created',
    actor,
    jobId: task.jobId,
    candidateId: task.candidateId,
    applicationId: task.applicationId,
    data: {
      task_id: task.id,
      title: task.title,
      assignee_id: task.assigneeId,
      due_at: task.dueAt?.toISOString() ?? null,
    },
  });
  return task;
}

/** GET /tasks/: the user's own tasks; an administrator may look at someone else's. */
export async function listTasks(
  { db, clock, user }: UserContext<TaskDeps>,
  { query, page }: { query: { status: TaskFilters['status']; assignee_id?: number }; page: PageRequest },
) {
  const assigneeId = user.role === 'admin' && query.assignee_id ? query.assignee_id : user.id;
  const filters = { assigneeId, status: query.status };
  const [rows, total] = await Promise.all([
    selectTasks(db, filters, { limit: page.pageSize, offset: page.offset }),
    countTasks(db, filters),
  ]);
  const now = clock();
  return { total, results: rows.map((row) => presentTask(row, now)) };
}

export async function taskCounts({ db, clock, user }: UserContext<TaskDeps>): Promise<TaskCounts> {
  return countOpenTasks(db, user.id, clock());
}

/** POST /tasks/{id}/complete/ and /reopen/: the person it is for, or an administrator. */
export async function setTaskDone(
  { db, clock, events, user }: UserContext<TaskDeps>,
  { id, done }: { id: number; done: boolean },
) {
  const now = clock();
  await db.transaction(async (tx) => {
    const task = await selectTaskForUpdate(tx, id);
    if (!task) throw notFound(AUTOMATION_MESSAGES.taskNotFound);
    if (task.assigneeId !== user.id && user.role !== 'admin')
      throw forbidden(AUTOMATION_MESSAGES.cannotCompleteTask);
    if (Boolean(task.completedAt) === done) return;
    await setTaskCompletion(tx, id, done ? { at: now, by: user.id } : null);
    await events.record(tx, {
      type: 'task.completed',
      actor: user,
      jobId: task.jobId,
      candidateId: task.candidateId,
      applicationId: task.applicationId,
      data: { task_id: id, title: task.title, done },
    });
  });
  const [row] = await selectTasks(db, { id, status: 'all' }, { limit: 1, offset: 0 });
  return presentTask(row!, now);
}

/** Issue 16 erasure (privacy feature): tasks about the candidate go. */
/** Issue 16 merge (duplicates feature). */
export { deleteTasksOfCandidate as eraseTasksOfCandidate, moveTasksOfCandidate } from './tasks.queries.ts';
