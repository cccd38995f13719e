import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationType,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { RecordedEvent } from '../../platform/events.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { draftNotifications } from './notification-rules.ts';
import {
  countNotifications,
  countUnreadAndTotal,
  deleteAllNotifications,
  deleteNotification,
  insertNotifications,
  markAllRead,
  markRead,
  type NotificationInsert,
  type NotificationRow,
  selectNotifications,
  selectPreferences,
  upsertPreference,
} from './notifications.queries.ts';

export type NotificationDeps = { db: Db; clock: Clock; realtime: Realtime };
type NotificationContext = UserContext<NotificationDeps>;

/** Kept for 90 days, then it leaves the bell and the page. */
const NOTIFICATION_LIFETIME_MS = 90 * 24 * 3600 * 1000;

export function presentNotification(row: NotificationRow): Notification {
  const type = row.templateType as NotificationType;
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    priority_level: row.priorityLevel,
    status: row.readAt ? 'read' : 'delivered',
    read_at: row.readAt?.toISOString() ?? null,
    context_data: row.contextData,
    template_type: type,
    template_display: NOTIFICATION_TYPE_LABELS[type] ?? type,
    action_url: row.actionUrl,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The notifications an event makes (issue 9): one per recipient, never for the person who
 * acted, only of kinds the recipient receives.
 */
export async function notificationsFor(
  db: Tx,
  event: RecordedEvent,
  now: Date,
): Promise<NotificationInsert[]> {
  const drafts = await draftNotifications(db, event);
  const wanted = drafts.flatMap((draft) =>
    [...new Set(draft.userIds)]
      .filter((userId) => userId !== event.actorId)
      .map((userId) => ({ userId, draft })),
  );
  if (wanted.length === 0) return [];
  const preferences = await selectPreferences(
    db,
    wanted.map((item) => item.userId),
  );
  const off = new Set(
    preferences.filter((row) => !row.enabled).map((row) => `${row.userId}:${row.templateType}`),
  );
  return wanted
    .filter(({ userId, draft }) => !off.has(`${userId}:${draft.templateType}`))
    .map(({ userId, draft }) => ({
      userId,
      eventId: event.id,
      title: draft.title,
      message: draft.message,
      priorityLevel: draft.priority,
      templateType: draft.templateType,
      contextData: draft.context,
      actionUrl: draft.actionUrl,
      createdAt: now,
      expiresAt: new Date(now.getTime() + NOTIFICATION_LIFETIME_MS),
    }));
}

/**
 * The notifications subscriber (after commit, at least once): stores an event's notifications
 * and pushes each to its recipient's sockets on every process once it commits. The (event,
 * user, kind) key makes a second run add nothing.
 */
export async function deliverNotifications({ db, clock, realtime }: NotificationDeps, event: RecordedEvent) {
  const now = clock();
  const values = await notificationsFor(db, event, now);
  if (values.length === 0) return;
  await db.transaction(async (tx) => {
    const rows = await insertNotifications(tx, values);
    for (const row of rows) {
      const { unread } = await countUnreadAndTotal(tx, row.userId, now);
      await realtime.notifyUsers(tx, [row.userId], {
        type: 'notification',
        notification: presentNotification(row),
        unread_count: unread,
      });
    }
  });
}

export async function listNotifications(
  { db, clock, user }: NotificationContext,
  { filters, page }: { filters: NotificationListQuery; page: PageRequest },
) {
  const now = clock();
  const [total, rows] = await Promise.all([
    countNotifications(db, user.id, filters, now),
    selectNotifications(db, user.id, filters, { limit: page.pageSize, offset: page.offset, now }),
  ]);
  return { total, results: rows.map(presentNotification) };
}

export async function notificationCounts({ db, clock, user }: NotificationContext) {
  const { unread, total } = await countUnreadAndTotal(db, user.id, clock());
  return { unread_count: unread, total_count: total };
}

/** Tells every tab of the user that their list changed (a read or a dismissal elsewhere). */
async function announceChange(context: NotificationContext) {
  const { unread_count } = await notificationCounts(context);
  await context.realtime.notifyUsers(context.db, [context.user.id], {
    type: 'notifications_changed',
    unread_count,
  });
}

export async function readNotification(context: NotificationContext, { id }: { id: number }) {
  const row = await markRead(context.db, context.user.id, id, context.clock());
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  await announceChange(context);
  return presentNotification(row);
}

export async function dismissNotification(context: NotificationContext, { id }: { id: number }) {
  if (!(await deleteNotification(context.db, context.user.id, id))) throw notFound(NOTIFICATION_NOT_FOUND);
  await announceChange(context);
}

export async function readAllNotifications(context: NotificationContext) {
  const updated = await markAllRead(context.db, context.user.id, context.clock());
  await announceChange(context);
  return { updated };
}

export async function clearAllNotifications(context: NotificationContext) {
  const deleted = await deleteAllNotifications(context.db, context.user.id);
  await announceChange(context);
  return { deleted };
}

export async function getPreferences({
  db,
  user,
}: UserContext<{ db: Db }>): Promise<NotificationPreferences> {
  const rows = await selectPreferences(db, [user.id]);
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.templateType));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, !off.has(type)]),
  ) as NotificationPreferences;
}

export async function savePreferences(
  context: UserContext<{ db: Db }>,
  { preferences }: { preferences: NotificationPreferences },
): Promise<NotificationPreferences> {
  await context.db.transaction(async (tx) => {
    for (const type of NOTIFICATION_TYPES)
      await upsertPreference(tx, context.user.id, type, preferences[type]);
  });
  return getPreferences(context);
}

/** Issue 16 erasure (privacy feature): notifications about the candidate go. */
/** Issue 16 merge (duplicates feature). */
export {
  deleteNotificationsOfCandidate as eraseNotificationsOfCandidate,
  moveNotificationsOfCandidate,
} from './notifications.queries.ts';
