import type { TimelineEvent } from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import {
  countTimelineEvents,
  insertTimelineEvents,
  selectTimelineEvents,
  type TimelineEventInsert,
  type TimelineScope,
} from './timeline.queries.ts';

export type NewTimelineEvent = Pick<
  TimelineEventInsert,
  'applicationId' | 'candidateId' | 'jobId' | 'type' | 'title' | 'description' | 'metadata' | 'userId'
>;

/**
 * DESIGN.md §2: every change writes its timeline event server-side, in the same transaction
 * as the change — pass the transaction the change runs in.
 */
export async function recordTimelineEvents(tx: Tx, events: NewTimelineEvent[]): Promise<void> {
  await insertTimelineEvents(tx, events);
}

export async function recordTimelineEvent(tx: Tx, event: NewTimelineEvent): Promise<void> {
  await recordTimelineEvents(tx, [event]);
}

/** A scope's events, newest first (a job's, a candidate's, or an application's). */
export async function listTimeline(
  db: Db,
  scope: TimelineScope,
  page: PageRequest,
): Promise<{ total: number; results: TimelineEvent[] }> {
  const [total, rows] = await Promise.all([
    countTimelineEvents(db, scope),
    selectTimelineEvents(db, scope, { limit: page.pageSize, offset: page.offset }),
  ]);
  return {
    total,
    results: rows.map(({ event, createdBy }) => ({
      id: event.id,
      application_id: event.applicationId,
      candidate_id: event.candidateId,
      job_id: event.jobId,
      type: event.type,
      title: event.title,
      description: event.description,
      metadata: event.metadata,
      user_id: event.userId,
      created_by: createdBy,
      created_at: event.createdAt.toISOString(),
    })),
  };
}
