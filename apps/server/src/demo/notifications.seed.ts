import { DEMO_USERS, type DomainEventType, SIGNOFFS } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { timelineEvents } from '../db/schema/index.ts';
import { insertNotifications } from '../features/notifications/notifications.queries.ts';
import { notificationsFor } from '../features/notifications/notifications.service.ts';
import { timelineEntriesFor } from '../features/timeline/timeline.subscriber.ts';
import type { RecordedEvent } from '../platform/events.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS, SIGNOFF_APPROVER_ROLE, SIGNOFF_COLUMNS } from './jobs.seed.ts';

const HOUR_MS = 3600 * 1000;

/**
 * The demo's bell is not empty on a first start: what the product itself would have told each
 * demo user about the last days — new applications on their jobs (from the seeded ones) and
 * sign-offs the recruiters asked them for — made by the notification rules themselves. Older
 * than two days: read.
 */
export async function seedNotifications(tx: Tx, demo: DemoOrganisation, now: Date) {
  const events: RecordedEvent[] = [];
  const event = (
    type: DomainEventType,
    at: Date,
    fields: Partial<RecordedEvent> & { data?: Record<string, unknown> },
  ): RecordedEvent => ({
    id: 0,
    type,
    actorId: null,
    actorName: null,
    jobId: null,
    candidateId: null,
    applicationId: null,
    data: {},
    occurredAt: at,
    ...fields,
  });

  for (const application of demo.applications) {
    const at = application.appliedAt as Date;
    if (now.getTime() - at.getTime() > 5 * DAY_MS) continue;
    events.push(
      event('application.created', at, {
        jobId: application.jobId,
        candidateId: application.candidateId,
        applicationId: application.id,
        data: { stage_key: application.stageKey, source: application.source },
      }),
    );
  }

  // On the first jobs still waiting for approval, their recruiter asks for one pending sign-off
  // of each approver role.
  const users = demo.users;
  const waiting = demo.jobs.filter((job) => !job.isReady).slice(0, 3);
  waiting.forEach((job, jobIndex) => {
    const recruiter = users.find((user) => user.id === job.recruiterId);
    const asked = new Set<string>();
    for (const signoff of SIGNOFFS) {
      const role = SIGNOFF_APPROVER_ROLE[signoff.key];
      if (job[SIGNOFF_COLUMNS[signoff.key]] || asked.has(role)) continue;
      asked.add(role);
      const approver = users.find(
        (user) => user.email === DEMO_USERS.find((demoUser) => demoUser.role === role)?.email,
      );
      if (!approver || !recruiter) continue;
      events.push(
        event('job.signoff_requested', new Date(now.getTime() - (6 + jobIndex * 20) * HOUR_MS), {
          actorId: recruiter.id!,
          actorName: recruiter.fullName,
          jobId: job.id!,
          data: {
            signoff: signoff.key,
            label: signoff.label,
            requested_user_id: approver.id,
            requested_user_name: approver.fullName,
            message: '',
            job_title: job.title,
          },
        }),
      );
    }
  });

  const rows = [];
  let timelineCount = 0;
  for (const item of events) {
    const at = item.occurredAt;
    for (const row of await notificationsFor(tx, item, at)) {
      const read = now.getTime() - at.getTime() > 2 * DAY_MS;
      rows.push({ ...row, eventId: null, readAt: read ? new Date(at.getTime() + HOUR_MS) : null });
    }
    const entries = item.type === 'job.signoff_requested' ? timelineEntriesFor(item) : [];
    timelineCount += entries.length;
    if (entries.length)
      await tx.insert(timelineEvents).values(entries.map((entry) => ({ ...entry, createdAt: at })));
  }
  await insertNotifications(tx, rows);
  return { notifications: rows.length, timelineEvents: timelineCount };
}
