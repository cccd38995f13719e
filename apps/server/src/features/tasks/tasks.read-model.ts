import { and, asc, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { automationRules, candidates, jobs, tasks, users } from '../../db/schema/index.ts';

/*
 * Tasks with the names of their people, candidate, job and rule, which other features own
 * (docs/decisions/008). Reads only.
 */

const completer = alias(users, 'completer');

export type TaskFilters = { assigneeId?: number; status: 'open' | 'done' | 'all'; id?: number };

function where(filters: TaskFilters): SQL | undefined {
  return and(
    filters.assigneeId ? eq(tasks.assigneeId, filters.assigneeId) : undefined,
    filters.id ? eq(tasks.id, filters.id) : undefined,
    filters.status === 'open' ? isNull(tasks.completedAt) : undefined,
    filters.status === 'done' ? isNotNull(tasks.completedAt) : undefined,
  );
}

export async function selectTasks(db: Tx, filters: TaskFilters, page: { limit: number; offset: number }) {
  return (
    db
      .select({
        task: tasks,
        assigneeName: users.fullName,
        candidateName: candidates.fullName,
        jobTitle: jobs.title,
        ruleName: automationRules.name,
        completedByName: completer.fullName,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assigneeId))
      .leftJoin(candidates, eq(candidates.id, tasks.candidateId))
      .leftJoin(jobs, eq(jobs.id, tasks.jobId))
      .leftJoin(automationRules, eq(automationRules.id, tasks.ruleId))
      .leftJoin(completer, eq(completer.id, tasks.completedBy))
      .where(where(filters))
      // open work by when it is due (no date last), finished work newest first
      .orderBy(
        filters.status === 'done' ? desc(tasks.completedAt) : sql`${tasks.completedAt} is not null`,
        asc(sql`coalesce(${tasks.dueAt}, 'infinity'::timestamptz)`),
        desc(tasks.id),
      )
      .limit(inlined(page.limit))
      .offset(inlined(page.offset))
  );
}

export type TaskListRow = Awaited<ReturnType<typeof selectTasks>>[number];

export async function countTasks(db: Tx, filters: TaskFilters) {
  const [row] = await db.select({ total: count() }).from(tasks).where(where(filters));
  return row?.total ?? 0;
}

/** The top bar's badge: a user's open tasks and how many of them are overdue. */
export async function countOpenTasks(db: Tx, assigneeId: number, now: Date) {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${lt(tasks.dueAt, now)})::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.assigneeId, assigneeId), isNull(tasks.completedAt)));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}
