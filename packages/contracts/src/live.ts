import { z } from 'zod';
import type { notificationSchema } from './notifications.ts';

/**
 * Domain events (DESIGN.md §8, issue 9): what a change records in its own transaction. The
 * server delivers them to subscribers after commit and, without their data, to every signed-in
 * browser over /ws/notifications/ so pages refresh what changed.
 */
export const DOMAIN_EVENT_TYPES = [
  'job.created',
  'job.updated',
  'job.status_changed',
  'job.signed_off',
  'job.signoff_requested',
  'job.workflow_changed',
  'candidate.created',
  'candidate.updated',
  'candidate.deleted',
  'candidate.erased',
  'candidate.merged',
  'candidate.team_changed',
  /** Issue 16: one batch of an import, its candidates' ids in the data (no personal data). */
  'candidates.imported',
  'application.created',
  'application.stage_changed',
  'application.status_changed',
  'application.scored',
  'application.tags_changed',
  'note.added',
  'document.uploaded',
  'document.deleted',
  'email.queued',
  'email.delivery_changed',
  'email.received',
  'email.processed',
  'email.status_changed',
  'email.linked',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.reminder_due',
  'interview.scorecard_submitted',
  'offer.created',
  'offer.updated',
  'offer.status_changed',
  'offer.approval_recorded',
  'automation.rule_changed',
  'automation.run_finished',
  'task.created',
  'task.completed',
] as const;
export const domainEventTypeSchema = z.enum(DOMAIN_EVENT_TYPES);
export type DomainEventType = z.infer<typeof domainEventTypeSchema>;

/**
 * An event as a browser sees it: which things changed and who changed them, never what they
 * hold (a salary, a private note) — pages refetch through their own permission-checked calls.
 * `data` carries only keys that name things (stage keys, statuses).
 */
export const liveEventSchema = z.object({
  id: z.number().int(),
  type: domainEventTypeSchema,
  actor_id: z.number().int().nullable(),
  job_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  application_id: z.number().int().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  occurred_at: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The only `data` keys that reach a browser: ones that name things, never what they hold. */
export const LIVE_DATA_KEYS = [
  'from_stage',
  'to_stage',
  'from_status',
  'to_status',
  'stage_key',
  'signoff',
  'automated',
  'delivery_status',
  'rule_id',
] as const;

/** POST /realtime/ticket/: a short-lived ticket that opens /ws/notifications/?ticket=… */
export const realtimeTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type RealtimeTicket = z.infer<typeof realtimeTicketSchema>;
export const REALTIME_TICKET_TTL_SECONDS = 30;
/** The server pings every 25 s; a socket silent for two pings is closed. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_PATH = '/ws/notifications/';

/** Server → browser messages on /ws/notifications/. */
export type ServerMessage =
  | { type: 'hello'; user_id: number; unread_count: number }
  | { type: 'event'; event: LiveEvent }
  | { type: 'notification'; notification: z.infer<typeof notificationSchema>; unread_count: number }
  | { type: 'notifications_changed'; unread_count: number }
  | { type: 'ping' }
  | { type: 'error'; detail: string };

/**
 * Browser → server messages: the bell's actions over the socket (spec 01 §2.8 "done through a
 * live-connection provider"), and the answer to a ping. Each action is answered with
 * `notifications_changed` to every tab of the user.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('mark_read'), id: z.number().int().positive().max(2_147_483_647) }),
  z.object({ type: z.literal('dismiss'), id: z.number().int().positive().max(2_147_483_647) }),
  z.object({ type: z.literal('mark_all_read') }),
  z.object({ type: z.literal('clear_all') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
