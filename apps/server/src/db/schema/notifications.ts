import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * spec 01 §3 / spec 02 §3 Notification, one row per recipient. `event_id` names the domain
 * event that caused it: a delivery that runs twice finds the row already there.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    priorityLevel: text('priority_level', { enum: ['urgent', 'high', 'medium', 'low', 'other'] })
      .notNull()
      .default('medium'),
    templateType: text('template_type').notNull(),
    contextData: jsonb('context_data').$type<Record<string, unknown>>().notNull().default({}),
    actionUrl: text('action_url').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    unique('notifications_event_user_type_uq').on(table.eventId, table.userId, table.templateType),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** The kinds of notification a user has turned off (all are on until they say otherwise). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateType: text('template_type').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.templateType] })],
);
