import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 15: when each user last opened the dashboard, so its Recent Activity marks as NEW what
 * arrived since their previous visit. Written by features/analytics only.
 */
export const dashboardVisits = pgTable('dashboard_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
});
