import {
  type ActivityEvent,
  type ActivityQuery,
  hasPermission,
  type Role,
  type TimelineEvent,
} from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import {
  countTimelineEvents,
  selectActivity,
  selectTimelineEvents,
  type TimelineEventRow,
  type TimelineScope,
} from './timeline.queries.ts';

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

/** A scope's events, newest first (a job's, a candidate's, or an application's), as the user may read them. */
export async function listTimeline(
  { db, user }: UserContext<{ db: Db }>,
  { scope, page }: { scope: TimelineScope; page: PageRequest },
): Promise<{ total: number; results: TimelineEvent[] }> {
  const [total, rows] = await Promise.all([
    countTimelineEvents(db, scope),
    selectTimelineEvents(db, scope, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(({ event, createdBy }) => present(event, createdBy, user.role)) };
}

function present(event: TimelineEventRow, createdBy: string | null, viewer: Role): TimelineEvent {
  return {
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
  };
}

const DAY_MS = 86_400_000;

/**
 * GET /activity/ (issue 15): the organisation's timeline, newest first, by type, user, job and
 * days (UTC, inclusive), as the user's role may read it. Every role sees every job and candidate (spec 01
 * §6); offers' figures stay with those who may see salaries, as on each timeline.
 */
export async function listActivity(
  { db, user }: UserContext<{ db: Db }>,
  { query, page }: { query: Omit<ActivityQuery, 'page' | 'page_size'>; page: PageRequest },
): Promise<{ total: number; results: ActivityEvent[] }> {
  const scope: TimelineScope = {
    type: query.type || undefined,
    userId: query.user_id,
    jobId: query.job_id,
    from: query.from ? new Date(query.from) : undefined,
    until: query.to ? new Date(Date.parse(query.to) + DAY_MS) : undefined,
  };
  const [total, rows] = await Promise.all([
    countTimelineEvents(db, scope),
    selectActivity(db, scope, { limit: page.pageSize, offset: page.offset }),
  ]);
  return {
    total,
    results: rows.map((row) => ({
      ...present(row.event, row.createdBy, user.role),
      candidate_name: row.candidateName,
      job_title: row.jobTitle,
    })),
  };
}

/** Issue 16 erasure (privacy feature): the candidate's history stays, without what it said about them. */
/** Issue 16 merge (duplicates feature). */
export { anonymiseTimelineOfCandidate, moveTimelineOfCandidate } from './timeline.queries.ts';
