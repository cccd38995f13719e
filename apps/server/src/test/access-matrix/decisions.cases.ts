import { PERMISSIONS } from '@shortlist/contracts';
import { createApplication, createJobWithWorkflow } from '../pipeline-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';
import { emailUrl } from './email.cases.ts';

/**
 * Application outcomes (issue 13): rejecting and withdrawing follow the job-edit rule (admin and
 * recruiter any job, a hiring manager their own); hiring takes approve_hires (admin, hiring
 * manager, finance) on any job. A job's positions are for everyone signed in to read.
 */
async function anApplication(fx: AccessFixtures, ownerId?: number) {
  const job = await createJobWithWorkflow(fx.db, ownerId ? { createdBy: ownerId } : {});
  const { application } = await createApplication(fx.db, job.id, {});
  return { job, application };
}

const reject = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/applications/${(await anApplication(fx, ownerId)).application.id}/status/`,
  payload: { status: 'rejected', reason: 'Position filled' },
});
const rejectRemaining = async (fx: AccessFixtures, ownerId?: number) => ({
  url: '/api/v1/applications/reject-remaining/',
  payload: { job_id: (await anApplication(fx, ownerId)).job.id, reason: 'Position filled' },
});

export const decisionsCases: AccessCase[] = [
  {
    route: 'POST /api/v1/applications/:id/status/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    build: (fx) => reject(fx),
    owned: reject,
  },
  {
    route: 'POST /api/v1/applications/reject-remaining/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    build: (fx) => rejectRemaining(fx),
    owned: rejectRemaining,
  },
  {
    route: 'GET /api/v1/jobs/:id/positions/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/jobs/${(await anApplication(fx)).job.id}/positions/` }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/cancel/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await emailUrl(fx, 'scheduled', 'cancel/') }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/send-now/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await emailUrl(fx, 'scheduled', 'send-now/') }),
  },
];
