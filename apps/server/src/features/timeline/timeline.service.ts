import { hasPermission, type Role, type TimelineEvent } from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import { countTimelineEvents, selectTimelineEvents, type TimelineScope } from './timeline.queries.ts';

/**
 * An offer's figures on the timeline (spec 01 §3: salary, currency) reach only those who may see
 * salaries: the salary rule of spec 01 §6 plus the people who approve offers.
 */
function visibleMetadata(type: string, metadata: Record<string, unknown>, viewer: Role) {
  if (type !== 'offer' || !('salary' in metadata)) return metadata;
  if (hasPermission(viewer, 'view_salary') || hasPermission(viewer, 'approve_hires')) return metadata;
  const { salary: _salary, ...rest } = metadata;
  return rest;
}

/** A scope's events, newest first (a job's, a candidate's, or an application's), as `viewer` may read them. */
export async function listTimeline(
  db: Db,
  scope: TimelineScope,
  page: PageRequest,
  viewer: Role,
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
      metadata: visibleMetadata(event.type, event.metadata, viewer),
      user_id: event.userId,
      created_by: createdBy,
      created_at: event.createdAt.toISOString(),
    })),
  };
}
