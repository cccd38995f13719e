import type { NotificationListQuery, NotificationType } from '@shortlist/contracts';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CandidateMove } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import { transactionTime } from '../../db/transaction-time.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** A user's notifications that have not expired. */
function visible(userId: number, now: Date): SQL {
  return and(
    eq(notifications.userId, userId),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
  )!;
}

function listConditions(userId: number, filters: NotificationListQuery, now: Date): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    visible(userId, now),
    filters.status === 'read' ? sql`${notifications.readAt} is not null` : undefined,
    filters.status === 'delivered' ? isNull(notifications.readAt) : undefined,
    filters.priority_level ? eq(notifications.priorityLevel, filters.priority_level) : undefined,
    filters.template_type ? eq(notifications.templateType, filters.template_type) : undefined,
    term ? or(ilike(notifications.title, term), ilike(notifications.message, term)) : undefined,
  );
}

/** Inserts, skipping any (event, user, type) already delivered: a job that runs twice adds nothing. */
export async function insertNotifications(db: Tx, rows: NotificationInsert[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}

export async function selectNotifications(
  db: Tx,
  userId: number,
  filters: NotificationListQuery,
  page: { limit: number; offset: number; now: Date },
) {
  return db
    .select()
    .from(notifications)
    .where(listConditions(userId, filters, page.now))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

export async function countNotifications(db: Tx, userId: number, filters: NotificationListQuery, now: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(listConditions(userId, filters, now));
  return row?.value ?? 0;
}

export async function countUnreadAndTotal(db: Tx, userId: number, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(visible(userId, now));
  return { unread: row?.unread ?? 0, total: row?.total ?? 0 };
}

export async function markRead(db: Tx, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Tx, userId: number, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Tx, userId: number, id: number) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(db: Tx, userId: number) {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function selectPreferences(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

export async function upsertPreference(
  db: Tx,
  userId: number,
  templateType: NotificationType,
  enabled: boolean,
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, templateType, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.templateType],
      set: { enabled, updatedAt: transactionTime },
    });
}

/** Issue 16 erasure: the notifications about the candidate or their applications. */
export async function deleteNotificationsOfCandidate(
  tx: Tx,
  candidateId: number,
  applicationIds: number[],
): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      or(
        sql`${notifications.contextData}->>'candidate_id' = ${String(candidateId)}`,
        applicationIds.length > 0
          ? inArray(sql`${notifications.contextData}->>'application_id'`, applicationIds.map(String))
          : undefined,
      ),
    );
}

/** Issue 16 merge: notifications about the duplicate point at the kept record, and link to it. */
export async function moveNotificationsOfCandidate(tx: Tx, move: CandidateMove): Promise<void> {
  await tx
    .update(notifications)
    .set({
      contextData: sql`jsonb_set(${notifications.contextData}, '{candidate_id}', to_jsonb(${move.to}::int))`,
      actionUrl: sql`regexp_replace(${notifications.actionUrl}, ${`^/candidates/${move.from}(?=[/?#]|$)`}, ${`/candidates/${move.to}`})`,
    })
    .where(sql`${notifications.contextData}->>'candidate_id' = ${String(move.from)}`);
  for (const pair of move.applications)
    await tx
      .update(notifications)
      .set({
        contextData: sql`jsonb_set(${notifications.contextData}, '{application_id}', to_jsonb(${pair.to}::int))`,
      })
      .where(sql`${notifications.contextData}->>'application_id' = ${String(pair.from)}`);
}
