import { CULTURAL_MANTRAS, PERMISSIONS } from '@shortlist/contracts';
import { interviewInterviewers, interviews } from '../../db/schema/index.ts';
import { createApplication, createJobWithWorkflow } from '../pipeline-factories.ts';
import { createUser } from '../user-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * Interviews (issue 13): everyone signed in may look; scheduling, rescheduling and cancelling
 * follow the job-edit rule (admin and recruiter any job, a hiring manager their own).
 */
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000).toISOString();

async function anApplication(fx: AccessFixtures, ownerId?: number) {
  const job = await createJobWithWorkflow(fx.db, ownerId ? { createdBy: ownerId } : {});
  const { application } = await createApplication(fx.db, job.id, {});
  return { job, application };
}

/** An interview written straight to the tables: the case is about the route, not about scheduling. */
async function anInterview(fx: AccessFixtures, ownerId?: number, options: { startedWith?: number } = {}) {
  const { application } = await anApplication(fx, ownerId);
  const interviewer = options.startedWith ? { id: options.startedWith } : await createUser(fx.db);
  const [interview] = await fx.db
    .insert(interviews)
    .values({
      applicationId: application.id,
      candidateId: application.candidateId,
      jobId: application.jobId,
      interviewType: 'prospector',
      scheduledAt: options.startedWith ? new Date(Date.now() - 3_600_000) : new Date(tomorrow()),
      durationMinutes: 45,
      uid: fx.unique('interview-uid'),
    })
    .returning();
  await fx.db.insert(interviewInterviewers).values({ interviewId: interview!.id, userId: interviewer.id });
  return { interview: interview!, interviewer };
}

const schedule = async (fx: AccessFixtures, ownerId?: number) => {
  const { application } = await anApplication(fx, ownerId);
  const interviewer = await createUser(fx.db);
  return {
    url: '/api/v1/interviews/',
    payload: {
      application_id: application.id,
      interview_type: 'prospector',
      scheduled_at: tomorrow(),
      interviewer_ids: [interviewer.id],
      notify: false,
    },
  };
};
const reschedule = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/interviews/${(await anInterview(fx, ownerId)).interview.id}/`,
  payload: { location: 'Room 2', notify: false },
});
const cancel = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/interviews/${(await anInterview(fx, ownerId)).interview.id}/cancel/`,
  payload: { notify: false },
});

/** A scorecard by the caller, on an interview they sat on that has started. */
const scorecard = async (fx: AccessFixtures) => {
  const panelist = fx.session?.user.id ?? (await createUser(fx.db)).id;
  const { interview } = await anInterview(fx, undefined, { startedWith: panelist });
  return {
    url: `/api/v1/interviews/${interview.id}/scorecards/`,
    payload: {
      mantra_ratings: CULTURAL_MANTRAS.map((mantra) => ({ key: mantra.key, rating: 7 })),
      recommendation: 'yes',
    },
  };
};

export const interviewsCases: AccessCase[] = [
  {
    route: 'GET /api/v1/interviews/panel-suggestions/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({
      url: `/api/v1/interviews/panel-suggestions/?application_id=${(await anApplication(fx)).application.id}`,
    }),
  },
  {
    route: 'GET /api/v1/interviews/:id/scorecards/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/interviews/${(await anInterview(fx)).interview.id}/scorecards/` }),
  },
  // any role may sit on a panel: the rule is being on it (tested in scorecards.test.ts)
  { route: 'POST /api/v1/interviews/:id/scorecards/', who: 'signed_in', ok: 201, build: scorecard },
  { route: 'GET /api/v1/interviews/', who: 'signed_in', ok: 200 },
  {
    route: 'GET /api/v1/interviews/conflicts/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({
      url: `/api/v1/interviews/conflicts/?interviewer_ids=${(await anInterview(fx)).interviewer.id}&scheduled_at=${encodeURIComponent(tomorrow())}&duration_minutes=30`,
    }),
  },
  {
    route: 'POST /api/v1/interviews/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 201,
    build: (fx) => schedule(fx),
    owned: schedule,
  },
  {
    route: 'GET /api/v1/interviews/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/interviews/${(await anInterview(fx)).interview.id}/` }),
  },
  {
    route: 'PATCH /api/v1/interviews/:id/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    build: (fx) => reschedule(fx),
    owned: reschedule,
  },
  {
    route: 'POST /api/v1/interviews/:id/cancel/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    build: (fx) => cancel(fx),
    owned: cancel,
  },
  {
    route: 'GET /api/v1/interviews/:id/invite.ics',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/interviews/${(await anInterview(fx)).interview.id}/invite.ics` }),
  },
];
