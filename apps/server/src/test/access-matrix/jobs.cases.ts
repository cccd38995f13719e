import { PERMISSIONS } from '@shortlist/contracts';
import { multipart, pdfOf } from '../candidate-factories.ts';
import { createApplication, createJob, ensureSectors, validJobPayload } from '../factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * Jobs routes (spec 01; DESIGN.md §6). Creating (and duplicating) a job: create_jobs. Editing
 * follows the job-edit rule: admin and recruiter any job, a hiring manager only jobs they created
 * or are on the hiring team of — the fixture jobs are created by nobody and have no hiring team,
 * so hiring managers get 403 on edits. Reading, notes and exports: anyone signed in.
 */
const CREATE = PERMISSIONS.create_jobs;
const MANAGE = PERMISSIONS.manage_all_jobs;

/** The URL of a fresh job nobody in the run created, or `ownerId` did (`suffix` after its id). */
async function jobUrl(fx: AccessFixtures, suffix = '', ownerId?: number) {
  return `/api/v1/jobs/${(await createJob(fx.db, ownerId ? { createdBy: ownerId } : {})).id}/${suffix}`;
}

const replaceJob = async (fx: AccessFixtures, ownerId?: number) => {
  await ensureSectors(fx.db);
  return {
    url: await jobUrl(fx, '', ownerId),
    payload: validJobPayload({ title: fx.unique('Replaced Job') }),
  };
};
const renameJob = async (fx: AccessFixtures, ownerId?: number) => ({
  url: await jobUrl(fx, '', ownerId),
  payload: { title: fx.unique('Renamed Job') },
});

/** A job description as a real one-page PDF (pdf-lib), in the form field the route reads. */
async function jobDescriptionUpload() {
  const pdf = await pdfOf(
    [
      'Job Title: Senior Software Engineer',
      'Department: Pharma & Life Sciences',
      'Location: Berlin, Germany',
      'Full-time position. Salary: $120,000 - $150,000 per year.',
      'We build scheduling software for clinical trials with React, TypeScript and AWS.',
    ].join('\n'),
  );
  return multipart({}, [
    { field: 'pdf_file', filename: 'job-description.pdf', content: pdf, type: 'application/pdf' },
  ]);
}

export const jobsCases: AccessCase[] = [
  { route: 'GET /api/v1/jobs/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/jobs/options/', who: 'signed_in', ok: 200 },
  {
    route: 'POST /api/v1/jobs/',
    who: CREATE,
    ok: 201,
    build: async (fx) => {
      await ensureSectors(fx.db);
      return { payload: validJobPayload({ title: fx.unique('Created Job') }) };
    },
  },
  {
    route: 'POST /api/v1/jobs/parse-job-description/',
    who: CREATE,
    ok: 200,
    build: async () => jobDescriptionUpload(),
  },
  {
    route: 'GET /api/v1/jobs/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await jobUrl(fx) }),
  },
  {
    route: 'PUT /api/v1/jobs/:id/',
    who: MANAGE,
    ok: 200,
    build: (fx) => replaceJob(fx),
    owned: replaceJob,
  },
  {
    // an ordinary field, not a sign-off: sign-off-only changes are the approvers' (approve_hires)
    route: 'PATCH /api/v1/jobs/:id/',
    who: MANAGE,
    ok: 200,
    build: (fx) => renameJob(fx),
    owned: renameJob,
  },
  {
    route: 'POST /api/v1/jobs/:id/duplicate/',
    who: CREATE,
    ok: 201,
    build: async (fx) => ({ url: await jobUrl(fx, 'duplicate/') }),
  },
  {
    route: 'GET /api/v1/jobs/:id/candidates.csv',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => {
      const job = await createJob(fx.db);
      await createApplication(fx.db, job.id);
      return { url: `/api/v1/jobs/${job.id}/candidates.csv` };
    },
  },
  {
    // anyone who can see the job may ask an approver (here the demo finance user) for a sign-off
    route: 'POST /api/v1/jobs/:id/signoff-requests/',
    who: 'signed_in',
    ok: 202,
    build: async (fx) => {
      const approver = await fx.signIn('finance');
      return {
        url: await jobUrl(fx, 'signoff-requests/'),
        payload: { signoff: 'strategy', user_id: approver.user.id },
      };
    },
  },
  {
    route: 'POST /api/v1/jobs/:id/notes/',
    who: 'signed_in',
    ok: 204,
    build: async (fx) => ({
      url: await jobUrl(fx, 'notes/'),
      payload: { text: 'Panel agreed on the brief.' },
    }),
  },
  {
    route: 'GET /api/v1/jobs/:id/timeline/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await jobUrl(fx, 'timeline/') }),
  },
];
