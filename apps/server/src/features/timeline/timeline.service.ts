import type { TimelineEvent } from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import { countTimelineEvents, selectTimelineEvents, type TimelineScope } from './timeline.queries.ts';

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
