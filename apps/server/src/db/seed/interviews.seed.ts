import {
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
  type InterviewType,
  interviewDuration,
} from '@shortlist/contracts';
import { formatInterviewTime } from '../../features/interviews/interview-invitations.ts';
import { timelineEntriesFor } from '../../features/timeline/timeline.subscriber.ts';
import type { Tx } from '../client.ts';
import { interviewInterviewers, interviews, timelineEvents } from '../schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';

const HOUR_MS = 3_600_000;
const TIME_ZONE = 'Europe/London';

/** The next working day `days` ahead at a whole hour between 09:00 and 16:00 UTC. */
function workingSlot(now: Date, days: number, hour: number): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setTime(at.getTime() + DAY_MS);
  return at;
}

/**
 * The demo's interviews on a first start: each active application in an interview stage
 * (prospector, deep dive, facet) has its interview booked over the coming days with the demo
 * hiring manager and recruiter on the panel, so the cards, the board's metric, the candidate's
 * Interviews tab and the timeline show real ones. Written as the interviews service writes them.
 */
export async function seedInterviews(tx: Tx, demo: DemoOrganisation, now: Date) {
  const organizer = demo.users.find((user) => user.role === 'recruiter')!;
  const manager = demo.users.find((user) => user.role === 'hiring_manager')!;
  const jobById = new Map(demo.jobs.map((job) => [job.id, job]));
  const candidateById = new Map(demo.candidates.map((row) => [row.id, row]));
  const booked = demo.applications.filter(
    (row) =>
      row.status === 'active' && (INTERVIEW_TYPES as readonly string[]).includes(row.stageKey as string),
  );
  let timelineCount = 0;
  for (const [index, application] of booked.entries()) {
    const type = application.stageKey as InterviewType;
    const job = jobById.get(application.jobId)!;
    const candidate = candidateById.get(application.candidateId)!;
    const scheduledAt = workingSlot(now, 1 + (index % 9), 9 + (index % 8));
    const duration = interviewDuration(type, job.assessmentStrategy as Record<string, never> | null);
    const createdAt = new Date(Math.min(now.getTime() - 2 * HOUR_MS, scheduledAt.getTime() - 3 * DAY_MS));
    const [interview] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id!,
        candidateId: application.candidateId,
        jobId: application.jobId,
        interviewType: type,
        scheduledAt,
        durationMinutes: duration,
        timeZone: TIME_ZONE,
        location: 'Video call',
        meetingUrl: `https://meet.meridian.example/${type.replace('_', '-')}-${application.id}`,
        notes: index % 3 === 0 ? 'Focus on the work the candidate led themselves, not the team’s.' : '',
        uid: `interview-demo-${application.id}@shortlist`,
        organizerId: organizer.id!,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(interviewInterviewers).values([
      { interviewId: interview!.id, userId: manager.id! },
      { interviewId: interview!.id, userId: organizer.id! },
    ]);
    const entries = timelineEntriesFor({
      id: 0,
      type: 'interview.scheduled',
      actorId: organizer.id!,
      actorName: organizer.fullName,
      jobId: application.jobId,
      candidateId: application.candidateId,
      applicationId: application.id!,
      occurredAt: createdAt,
      data: {
        interview_id: interview!.id,
        interview_type: type,
        interview_type_label: INTERVIEW_TYPE_LABELS[type],
        scheduled_at: scheduledAt.toISOString(),
        when: formatInterviewTime(scheduledAt, TIME_ZONE),
        duration_minutes: duration,
        location: 'Video call',
        participants: [manager.fullName, organizer.fullName],
        candidate_name: candidate.fullName,
        job_title: job.title,
      },
    });
    timelineCount += entries.length;
    if (entries.length) await tx.insert(timelineEvents).values(entries);
  }
  return { interviews: booked.length, timelineEvents: timelineCount };
}
