import { z } from 'zod';
import { SIGNOFFS } from './job-readiness.ts';
import { paginationQuerySchema } from './pagination.ts';

/**
 * spec 01 §3 / spec 02 §3 Notification. priority_level keeps the entity's values (urgent, high,
 * medium, other) plus low, which the notifications page filters by (spec 02 §2).
 */
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low', 'other'] as const;
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;

/** spec 02 §2 Notifications page: the priority filter's four choices. */
export const NOTIFICATION_PRIORITY_FILTERS = [
  { value: 'urgent', label: 'Urgent' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;

/** spec 01 §3: delivered (unread) → read. */
export const NOTIFICATION_STATUSES = ['delivered', 'read'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/**
 * The kinds of notification (template_type) and their labels (template_display). Issue 9's
 * sources; the e-mail, decisions and automation issues add theirs here.
 */
export const NOTIFICATION_TYPES = [
  'new_application',
  'stage_change',
  'status_change',
  'mention',
  'signoff_request',
  'email_failed',
  'interview',
  'interview_reminder',
  'scorecard_submitted',
  'offer_approval',
  'offer_update',
  'task',
  'automation_failed',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  new_application: 'New application',
  stage_change: 'Stage change',
  status_change: 'Status change',
  mention: 'Mention',
  signoff_request: 'Sign-off request',
  email_failed: 'E-mail not delivered',
  interview: 'Interview',
  interview_reminder: 'Interview reminder',
  scorecard_submitted: 'Scorecard submitted',
  offer_approval: 'Offer approval',
  offer_update: 'Offer update',
  task: 'Task',
  automation_failed: 'Automation failed',
};

/** What each kind is, in the words of the profile page's preferences. */
export const NOTIFICATION_TYPE_DESCRIPTIONS: Record<NotificationType, string> = {
  new_application: 'Someone applies to a job where you are the recruiter or on the hiring team',
  stage_change: 'An application you own or are assigned to moves to another stage',
  status_change: 'An application you own or are assigned to is rejected, withdrawn, hired or reopened',
  mention: 'Someone mentions you in a note',
  signoff_request: 'Someone asks you for a sign-off on a job',
  email_failed: 'An e-mail you sent was refused or bounced',
  interview:
    'You are put on or taken off an interview panel, or an interview you sit on moves or is cancelled',
  interview_reminder: 'An interview you sit on starts within the hour',
  scorecard_submitted: 'An interviewer submits a scorecard for an application you own or are assigned to',
  offer_approval: 'An offer waits for your approval or your bar raiser review',
  offer_update:
    'An offer you drafted is approved or sent back, or one on your application is sent or answered',
  task: 'An automation rule gives you a task',
  automation_failed: 'An automation rule you manage fails after its retries',
};

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  priority_level: notificationPrioritySchema,
  status: notificationStatusSchema,
  read_at: z.string().nullable(),
  context_data: z.record(z.string(), z.unknown()),
  template_type: notificationTypeSchema,
  template_display: z.string(),
  action_url: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/ filters (spec 02 §2: search, status, priority, type). */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  status: notificationStatusSchema.optional(),
  priority_level: notificationPrioritySchema.optional(),
  template_type: notificationTypeSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /notifications/unread-count/: the badge and the page header ("unread of total"). */
export const notificationCountsSchema = z.object({
  unread_count: z.number().int(),
  total_count: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/** GET/PUT /notifications/preferences/: which kinds this user receives (all on by default). */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean()])) as Record<
    NotificationType,
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** spec 01 §8: the bell's five toasts. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

export const NOTIFICATION_TOASTS = {
  markedRead: 'Notification marked as read',
  dismissed: 'Notification dismissed',
  allRead: 'All notifications marked as read',
  allDismissed: 'All notifications dismissed',
  refreshed: 'Notifications refreshed',
} as const;

/** spec 02 §2 Notifications page: the two empty texts. */
export const NOTIFICATION_EMPTY_TEXTS = {
  none: 'No notifications yet',
  filtered: 'No notifications match your filters',
} as const;

/** POST /jobs/{id}/signoff-requests/: ask one person for one of the six sign-offs. */
export const signoffRequestSchema = z.object({
  signoff: z.enum(SIGNOFFS.map((signoff) => signoff.key) as [string, ...string[]]),
  user_id: z.number().int().positive().max(2_147_483_647),
  message: z.string().trim().max(500).optional(),
});
export type SignoffRequest = z.infer<typeof signoffRequestSchema>;

/** GET /users/directory/: who can be mentioned or asked (names only, no e-mails or roles). */
export const directoryUserSchema = z.object({ id: z.number().int(), full_name: z.string() });
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

/**
 * `@Full Name` mentions in a note's text: the names of active users that follow an `@`. The
 * longest name wins where one name starts another ("@Ann Lee" over "@Ann").
 */
export function mentionedNames(text: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const sorted = [...names].filter(Boolean).sort((a, b) => b.length - a.length);
  const lower = text.toLowerCase();
  for (let at = lower.indexOf('@'); at >= 0; at = lower.indexOf('@', at + 1)) {
    const rest = lower.slice(at + 1, at + 1 + 200);
    const name = sorted.find((candidate) => {
      const wanted = candidate.toLowerCase();
      if (!rest.startsWith(wanted)) return false;
      const next = rest.charAt(wanted.length);
      return next === '' || !/[\p{L}\p{N}]/u.test(next);
    });
    if (name) found.add(name);
  }
  return [...found];
}
