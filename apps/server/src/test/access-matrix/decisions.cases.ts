import { PERMISSIONS } from '@shortlist/contracts';
import { emails } from '../../db/schema/index.ts';
import { createApplication, createJobWithWorkflow } from '../pipeline-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

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

async function scheduledEmailUrl(fx: AccessFixtures, suffix: string) {
  const [row] = await fx.db
    .insert(emails)
    .values({
      direction: 'outbound',
      messageId: `<${fx.unique('scheduled')}@meridian.example>`,
      fromAddress: 'careers@meridian.example',
      toAddress: 'someone@example.com',
      subject: 'About your application',
      deliveryStatus: 'scheduled',
      sendAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return `/api/v1/email-ingestion/emails/${row!.id}/${suffix}`;
}

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
    build: async (fx) => ({ url: await scheduledEmailUrl(fx, 'cancel/') }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/send-now/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await scheduledEmailUrl(fx, 'send-now/') }),
  },
];
