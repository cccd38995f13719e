import type { DomainEventType } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (DESIGN.md §8, docs/decisions/008): a service writes its change
 * and the events it causes in one transaction, so an event exists exactly when its change
 * committed. Written only by platform/events.ts; subscribers read it by id.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<DomainEventType>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    jobId: integer('job_id'),
    candidateId: integer('candidate_id'),
    applicationId: integer('application_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // the moment of writing, not the transaction's start: of two moves of one card, the one that
    // waited for the other's lock is the later one
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('domain_events_occurred_idx').on(table.occurredAt)],
);
