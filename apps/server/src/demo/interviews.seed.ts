import {
  CULTURAL_MANTRAS,
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
  type InterviewType,
  interviewDuration,
  qualityScore,
  type Recommendation,
} from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { applications, interviewInterviewers, interviewScorecards, interviews } from '../db/schema/index.ts';
import { formatInterviewTime } from '../features/interviews/interview-invitations.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';
import { seedTimeline } from './seed-timeline.ts';

const HOUR_MS = 3_600_000;
const TIME_ZONE = 'Europe/London';

/** The next working day `days` ahead at a whole hour between 09:00 and 16:00 UTC. */
function workingSlot(now: Date, days: number, hour: number): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setTime(at.getTime() + DAY_MS);
  return at;
}

type Application = DemoOrganisation['applications'][number];

/** The demo's people and lookups every booking needs. */
function bookingContext(demo: DemoOrganisation) {
  return {
    organizer: demo.users.find((user) => user.role === 'recruiter')!,
    manager: demo.users.find((user) => user.role === 'hiring_manager')!,
    jobById: new Map(demo.jobs.map((job) => [job.id, job])),
    candidateById: new Map(demo.candidates.map((row) => [row.id, row])),
  };
}
type BookingContext = ReturnType<typeof bookingContext>;

/** An interview with the demo hiring manager and recruiter on its panel, and its meeting entry. */
async function book(
  tx: Tx,
  context: BookingContext,
  application: Application,
  plan: {
    type: InterviewType;
    scheduledAt: Date;
    createdAt: Date;
    uid: string;
    meetingUrl?: string;
    notes?: string;
  },
) {
  const { organizer, manager } = context;
  const job = context.jobById.get(application.jobId)!;
  const candidate = context.candidateById.get(application.candidateId)!;
  const duration = interviewDuration(plan.type, job.assessmentStrategy as Record<string, never> | null);
  const [interview] = await tx
    .insert(interviews)
    .values({
      applicationId: application.id!,
      candidateId: application.candidateId,
      jobId: application.jobId,
      interviewType: plan.type,
      scheduledAt: plan.scheduledAt,
      durationMinutes: duration,
      timeZone: TIME_ZONE,
      location: 'Video call',
      meetingUrl: plan.meetingUrl ?? null,
      notes: plan.notes ?? '',
      uid: plan.uid,
      organizerId: organizer.id!,
      createdAt: plan.createdAt,
      updatedAt: plan.createdAt,
    })
    .returning();
  await tx.insert(interviewInterviewers).values([
    { interviewId: interview!.id, userId: manager.id! },
    { interviewId: interview!.id, userId: organizer.id! },
  ]);
  const entries = await seedTimeline(tx, 'interview.scheduled', organizer, application, plan.createdAt, {
    interview_id: interview!.id,
    interview_type: plan.type,
    interview_type_label: INTERVIEW_TYPE_LABELS[plan.type],
    scheduled_at: plan.scheduledAt.toISOString(),
    when: formatInterviewTime(plan.scheduledAt, TIME_ZONE),
    duration_minutes: duration,
    location: 'Video call',
    participants: [manager.fullName, organizer.fullName],
    candidate_name: candidate.fullName,
    job_title: job.title,
  });
  return { interview: interview!, job, candidate, duration, entries };
}

/**
 * The demo's interviews on a first start: each active application in an interview stage
 * (prospector, deep dive, facet) has its interview booked over the coming days — the first one
 * took place this morning and waits for its scorecards — with the demo hiring manager and
 * recruiter on the panel, so the cards, the board's metric, the candidate's
 * Interviews tab and the timeline show real ones. Written as the interviews service writes them.
 */
export async function seedInterviews(tx: Tx, demo: DemoOrganisation, now: Date) {
  const context = bookingContext(demo);
  const booked = demo.applications.filter(
    (row) =>
      row.status === 'active' && (INTERVIEW_TYPES as readonly string[]).includes(row.stageKey as string),
  );
  let timelineCount = 0;
  for (const [index, application] of booked.entries()) {
    const type = application.stageKey as InterviewType;
    // the first took place this morning: its panel has scorecards to write
    const scheduledAt =
      index === 0
        ? new Date(Math.floor((now.getTime() - 3 * HOUR_MS) / HOUR_MS) * HOUR_MS)
        : workingSlot(now, 1 + (index % 9), 9 + (index % 8));
    const { entries } = await book(tx, context, application, {
      type,
      scheduledAt,
      createdAt: new Date(Math.min(now.getTime() - 4 * HOUR_MS, scheduledAt.getTime() - 3 * DAY_MS)),
      uid: `interview-demo-${application.id}@shortlist`,
      meetingUrl: `https://meet.meridian.example/${type.replace('_', '-')}-${application.id}`,
      notes: index % 3 === 0 ? 'Focus on the work the candidate led themselves, not the team’s.' : '',
    });
    timelineCount += entries;
  }
  const past = await seedPastInterviews(tx, demo, now);
  return { interviews: booked.length + past.interviews, timelineEvents: timelineCount + past.timelineEvents };
}

/** The stages after the three interviews: such an application has been through a facet interview. */
const INTERVIEWED_STAGES = new Set(['work_sample', 'reference', 'bar_raiser', 'decision']);

const recommendationFor = (quality: number): Recommendation =>
  quality >= 8 ? 'strong_yes' : quality >= 6.5 ? 'yes' : quality >= 5 ? 'no' : 'strong_no';

/**
 * Applications past the interview stages had their facet interview a few days ago, and both
 * panel members scored it against the job's competencies around the application's quality
 * score; the application's overall_quality_score is then their mean, as the product computes it.
 */
async function seedPastInterviews(tx: Tx, demo: DemoOrganisation, now: Date) {
  const context = bookingContext(demo);
  const { organizer, manager } = context;
  const interviewed = demo.applications.filter(
    (row) =>
      row.status === 'active' &&
      INTERVIEWED_STAGES.has(row.stageKey as string) &&
      row.overallQualityScore != null,
  );
  let timelineCount = 0;
  for (const [index, application] of interviewed.entries()) {
    const scheduledAt = workingSlot(
      new Date(now.getTime() - (12 - (index % 9)) * DAY_MS),
      0,
      10 + (index % 6),
    );
    const { interview, job, candidate, duration, entries } = await book(tx, context, application, {
      type: 'facet',
      scheduledAt,
      createdAt: new Date(scheduledAt.getTime() - 4 * DAY_MS),
      uid: `interview-demo-past-${application.id}@shortlist`,
    });
    timelineCount += entries;
    const target = Number(application.overallQualityScore);
    const qualities: number[] = [];
    for (const [offset, panelist] of [manager, organizer].entries()) {
      const lean = offset === 0 ? 0.5 : -0.5;
      const competencies = (job.targetsCompetencies ?? []).map((competency, position) => ({
        name: competency.name,
        weight: competency.weight,
        rating: Math.min(10, Math.max(1, Math.round(target + lean + (position % 2 === 0 ? 0.4 : -0.4)))),
      }));
      const mantras = CULTURAL_MANTRAS.map((mantra) => ({
        key: mantra.key,
        rating: Math.min(10, Math.max(1, Math.round(target))),
      }));
      const quality = qualityScore(competencies, mantras);
      qualities.push(quality);
      const submittedAt = new Date(scheduledAt.getTime() + (duration + 30 + offset * 90) * 60_000);
      const [scorecard] = await tx
        .insert(interviewScorecards)
        .values({
          interviewId: interview.id,
          applicationId: application.id!,
          interviewerId: panelist.id!,
          competencyRatings: competencies,
          mantraRatings: mantras,
          notes:
            quality >= 7
              ? 'Clear, concrete examples; owned the outcomes they described.'
              : 'Good intent, but the examples stayed general when probed.',
          recommendation: recommendationFor(quality),
          qualityScore: quality,
          submittedAt,
        })
        .returning();
      timelineCount += await seedTimeline(
        tx,
        'interview.scorecard_submitted',
        panelist,
        application,
        submittedAt,
        {
          interview_id: interview.id,
          scorecard_id: scorecard!.id,
          interview_type: 'facet',
          interview_type_label: INTERVIEW_TYPE_LABELS.facet,
          candidate_name: candidate.fullName,
          job_title: job.title,
        },
      );
    }
    const mean = Math.round((qualities.reduce((sum, value) => sum + value, 0) / qualities.length) * 10) / 10;
    await tx
      .update(applications)
      .set({ overallQualityScore: mean })
      .where(eq(applications.id, application.id!));
  }
  return { interviews: interviewed.length, timelineEvents: timelineCount };
}
