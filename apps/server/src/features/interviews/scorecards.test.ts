import {
  CULTURAL_MANTRAS,
  type Role,
  SCORECARD_MESSAGES,
  type Scorecard,
  type ScorecardSheet,
  type Session,
} from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  interviewInterviewers,
  interviews,
  notifications,
  timelineEvents,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/**
 * Issue 13 "Scorecards": each interviewer rates the job's competencies and the four mantras once
 * the interview has started; the weighted score becomes the application's quality score; an
 * interviewer reads no one else's scorecard until they have submitted their own.
 */
let t: TestContext;
const sessions = {} as Record<Role, Session>;
let noor: Session;
let jonas: Session;
let lena: Session;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
    sessions[role] = await t.login(role);
  noor = await t.login('hiring_manager', { email: 'noor.haddad@meridian.example', full_name: 'Noor Haddad' });
  jonas = await t.login('recruiter', { email: 'jonas.berg@meridian.example', full_name: 'Jonas Berg' });
  lena = await t.login('recruiter', { email: 'lena.fischer@meridian.example', full_name: 'Lena Fischer' });
});
afterAll(async () => {
  await t?.close();
});

const as = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(session) });

const COMPETENCIES = [
  { id: 'c1', name: 'System design', weight: 60, description: 'Designs for scale', assessment_criteria: '' },
  { id: 'c2', name: 'Communication', weight: 40, description: 'Explains clearly', assessment_criteria: '' },
];

/** An interview that started an hour ago, with a panel, on a job with two weighted competencies. */
async function anInterview(options: { startsInHours?: number; status?: string } = {}) {
  const job = await createJobWithWorkflow(t.database.db, {
    targetsCompetencies: COMPETENCIES,
    hiringTeam: [{ email: lena.user.email, role: 'bar_raiser' }],
  });
  const { application } = await createApplication(t.database.db, job.id, { name: 'Ana Novak' });
  const [interview] = await t.database.db
    .insert(interviews)
    .values({
      applicationId: application.id,
      candidateId: application.candidateId,
      jobId: job.id,
      interviewType: 'deep_dive',
      scheduledAt: new Date(Date.now() + (options.startsInHours ?? -1) * 3_600_000),
      durationMinutes: 90,
      status: options.status ?? 'scheduled',
      uid: `scorecard-test-${Math.random()}`,
    })
    .returning();
  await t.database.db
    .insert(interviewInterviewers)
    .values([noor, jonas, lena].map((session) => ({ interviewId: interview!.id, userId: session.user.id })));
  return { job, application, interview: interview! };
}

const mantras = (rating: number) => CULTURAL_MANTRAS.map((mantra) => ({ key: mantra.key, rating }));
const card = (design: number, communication: number, recommendation = 'yes', notes = '') => ({
  competency_ratings: [
    { name: 'System design', rating: design },
    { name: 'Communication', rating: communication },
  ],
  mantra_ratings: mantras(7),
  notes,
  recommendation,
});

const sheetOf = async (session: Session, interviewId: number) =>
  (await as(session, 'GET', `/interviews/${interviewId}/scorecards/`)).json<ScorecardSheet>();

describe('submitting a scorecard', () => {
  it('rates the job’s competencies with their weights, and makes the application’s quality score', async () => {
    const { application, interview } = await anInterview();
    const before = await sheetOf(noor, interview.id);
    expect(before).toMatchObject({
      can_submit: true,
      panel_size: 3,
      submitted: 0,
      hidden: 0,
      scorecards: [],
    });
    expect(before.competencies.map((row) => [row.name, row.weight])).toEqual([
      ['System design', 60],
      ['Communication', 40],
    ]);
    expect(before.mantras.map((row) => row.label)).toEqual(CULTURAL_MANTRAS.map((mantra) => mantra.label));

    const response = await as(
      noor,
      'POST',
      `/interviews/${interview.id}/scorecards/`,
      card(8, 6, 'strong_yes'),
    );
    expect(response.statusCode).toBe(201);
    const scorecard = response.json<Scorecard>();
    // (8 × 60 + 6 × 40) / 100
    expect(scorecard).toMatchObject({
      quality_score: 7.2,
      recommendation: 'strong_yes',
      is_bar_raiser: false,
    });
    expect(scorecard.mantra_ratings[0]).toEqual({
      key: 'always_be_helpful',
      label: 'Always Be Helpful',
      rating: 7,
    });

    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.overallQualityScore).toBeCloseTo(7.2);

    const again = await as(noor, 'POST', `/interviews/${interview.id}/scorecards/`, card(9, 9));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(SCORECARD_MESSAGES.alreadySubmitted);
    expect((await sheetOf(noor, interview.id)).cannot_submit_reason).toBe(
      SCORECARD_MESSAGES.alreadySubmitted,
    );
  });

  it('keeps each interviewer blind to the others until their own is in', async () => {
    const { application, interview } = await anInterview();
    await as(noor, 'POST', `/interviews/${interview.id}/scorecards/`, card(8, 6, 'yes', 'Strong on design.'));

    const jonasBefore = await sheetOf(jonas, interview.id);
    expect(jonasBefore).toMatchObject({ submitted: 1, hidden: 1, scorecards: [], can_submit: true });
    // nor through the applications list
    const listed = (await as(jonas, 'GET', `/applications/?job_id=${application.jobId}`)).json();
    expect(
      listed.results.find((row: { id: number }) => row.id === application.id).overall_quality_score,
    ).toBeNull();
    // nor through the board, though the recruiter's read of it just now shows the verdict
    const boardUrl = `/kanban/${application.jobId}/board/`;
    const recruiterBoard = (await as(sessions.recruiter, 'GET', boardUrl)).json();
    expect(
      recruiterBoard.stages.applied.applications.find((row: { id: number }) => row.id === application.id),
    ).toMatchObject({ quality_score: 7.2, last_interview: { recommendation: 'yes', score: 7.2 } });
    const board = (await as(jonas, 'GET', boardUrl)).json();
    const jonasCard = board.stages.applied.applications.find(
      (row: { id: number }) => row.id === application.id,
    );
    expect(jonasCard).toMatchObject({ quality_score: null, last_interview: null });
    // nor through the card alone
    expect((await as(jonas, 'GET', `/candidate-cards/${application.id}/`)).json()).toMatchObject({
      quality_score: null,
      last_interview: null,
    });

    await as(jonas, 'POST', `/interviews/${interview.id}/scorecards/`, card(4, 4, 'no'));
    const jonasAfter = await sheetOf(jonas, interview.id);
    expect(jonasAfter.submitted_by_me).toBe(true);
    expect(jonasAfter.scorecards.map((row) => row.interviewer.full_name)).toEqual([
      'Noor Haddad',
      'Jonas Berg',
    ]);
    expect(jonasAfter.scorecards[0]!.notes).toBe('Strong on design.');

    // someone not on the panel reads every submitted one; the card shows where the panel leans
    const recruiter = await sheetOf(sessions.recruiter, interview.id);
    expect(recruiter).toMatchObject({ hidden: 0, can_submit: false, cannot_submit_reason: null });
    expect(recruiter.scorecards).toHaveLength(2);
    const seen = (await as(sessions.recruiter, 'GET', `/candidate-cards/${application.id}/`)).json();
    // mean of 7.2 and 4.0; yes (1) and no (−1) lean to no
    expect(seen.quality_score).toBeCloseTo(5.6);
    expect(seen.last_interview).toEqual({ recommendation: 'no', score: 5.6 });
  });

  it('shows the verdict to a panellist whose own next interview nobody has scored yet', async () => {
    const { job, application, interview } = await anInterview();
    await as(noor, 'POST', `/interviews/${interview.id}/scorecards/`, card(8, 6, 'yes'));
    await as(jonas, 'POST', `/interviews/${interview.id}/scorecards/`, card(8, 6, 'yes'));
    await as(lena, 'POST', `/interviews/${interview.id}/scorecards/`, card(8, 6, 'yes'));
    // next week's facet interview, with Jonas on its panel: nothing of it is scored, so nothing hides
    const [next] = await t.database.db
      .insert(interviews)
      .values({
        applicationId: application.id,
        candidateId: application.candidateId,
        jobId: job.id,
        interviewType: 'facet',
        scheduledAt: new Date(Date.now() + 7 * 86_400_000),
        durationMinutes: 60,
        status: 'scheduled',
        uid: `scorecard-test-next-${Math.random()}`,
      })
      .returning();
    await t.database.db
      .insert(interviewInterviewers)
      .values({ interviewId: next!.id, userId: jonas.user.id });

    const board = (await as(jonas, 'GET', `/kanban/${job.id}/board/`)).json();
    expect(
      board.stages.applied.applications.find((row: { id: number }) => row.id === application.id),
    ).toMatchObject({ quality_score: 7.2, last_interview: { recommendation: 'yes', score: 7.2 } });
    const listed = (await as(jonas, 'GET', `/applications/?job_id=${job.id}`)).json();
    expect(
      listed.results.find((row: { id: number }) => row.id === application.id).overall_quality_score,
    ).toBeCloseTo(7.2);
  });

  it('marks the bar raiser’s scorecard', async () => {
    const { interview } = await anInterview();
    const response = await as(
      lena,
      'POST',
      `/interviews/${interview.id}/scorecards/`,
      card(9, 9, 'strong_yes'),
    );
    expect(response.json<Scorecard>().is_bar_raiser).toBe(true);
  });

  it.each([
    [
      'a competency left out',
      { competency_ratings: [{ name: 'System design', rating: 8 }] },
      'competency_ratings',
      SCORECARD_MESSAGES.competenciesIncomplete(['Communication']),
    ],
    [
      'a competency the job does not have',
      { competency_ratings: [...card(8, 6).competency_ratings, { name: 'Juggling', rating: 9 }] },
      'competency_ratings',
      SCORECARD_MESSAGES.competencyUnknown('Juggling'),
    ],
    [
      'a mantra left out',
      { mantra_ratings: mantras(7).slice(1) },
      'mantra_ratings',
      SCORECARD_MESSAGES.mantrasIncomplete,
    ],
    [
      'a rating of 11',
      {
        competency_ratings: [
          { name: 'System design', rating: 11 },
          { name: 'Communication', rating: 5 },
        ],
      },
      'competency_ratings',
      SCORECARD_MESSAGES.ratingRange,
    ],
    [
      'no recommendation',
      { recommendation: undefined },
      'recommendation',
      SCORECARD_MESSAGES.recommendationRequired,
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const { interview } = await anInterview();
    const response = await as(noor, 'POST', `/interviews/${interview.id}/scorecards/`, {
      ...card(8, 6),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json()[field] ?? response.json())).toContain(message);
  });

  it('takes scorecards only from the panel, once the interview has started, and not when cancelled', async () => {
    const started = await anInterview();
    const outsider = await as(
      sessions.recruiter,
      'POST',
      `/interviews/${started.interview.id}/scorecards/`,
      card(8, 6),
    );
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().detail).toBe(SCORECARD_MESSAGES.notOnPanel);

    const upcoming = await anInterview({ startsInHours: 5 });
    // the reason it cannot be taken comes before what the body lacks
    const early = await as(noor, 'POST', `/interviews/${upcoming.interview.id}/scorecards/`, {
      recommendation: 'yes',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(SCORECARD_MESSAGES.notStarted);
    expect(await sheetOf(noor, upcoming.interview.id)).toMatchObject({
      can_submit: false,
      cannot_submit_reason: SCORECARD_MESSAGES.notStarted,
    });

    const cancelled = await anInterview({ status: 'cancelled' });
    const late = await as(noor, 'POST', `/interviews/${cancelled.interview.id}/scorecards/`, card(8, 6));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(SCORECARD_MESSAGES.cancelled);
  });

  it('is on the timeline and tells the application’s people who submitted, without the ratings', async () => {
    const { application, interview } = await anInterview();
    await t.database.db
      .update(applications)
      .set({ ownerUserId: sessions.recruiter.user.id })
      .where(eq(applications.id, application.id));
    await as(
      noor,
      'POST',
      `/interviews/${interview.id}/scorecards/`,
      card(8, 6, 'strong_no', 'Secret notes'),
    );
    await t.settle();
    const [entry] = await t.database.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.applicationId, application.id), eq(timelineEvents.type, 'note')));
    expect(entry!.title).toBe('Deep Dive scorecard submitted');
    expect(entry!.metadata).toMatchObject({ note_type: 'interview', interview_type: 'deep_dive' });
    // the time stamp is left out: its seconds can read "…47.215Z"
    const { createdAt: _time, ...shown } = entry!;
    expect(JSON.stringify(shown)).not.toMatch(/Secret notes|strong_no|7\.2/);
    const notices = (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.templateType, 'scorecard_submitted'))
    ).filter((notice) => (notice.contextData as { interview_id?: number }).interview_id === interview.id);
    expect(notices.map((notice) => notice.userId)).toEqual([sessions.recruiter.user.id]);
    expect(notices[0]!.message).toMatch(/^Noor Haddad submitted the Deep Dive scorecard for Ana Novak \(/);
  });
});
