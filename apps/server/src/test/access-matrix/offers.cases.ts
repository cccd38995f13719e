import { DEFAULT_BENEFITS, type OfferFields, PERMISSIONS } from '@shortlist/contracts';
import { offerApprovals, offers } from '../../db/schema/index.ts';
import { createApplication, createJobWithWorkflow } from '../pipeline-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * Offers (issue 13): everyone signed in may read (salary as salaryVisibleTo allows); drafting,
 * submitting, sending and recording the answer follow the job-edit rule; approving takes being
 * one of the approvers an offer waits on — for an offer under 100k on a job without a bar raiser,
 * the roles that approve hires.
 */
const FIELDS: OfferFields = {
  candidate_name: 'Ana Novak',
  candidate_email: 'ana.novak@example.com',
  job_title: 'Analyst',
  department: 'Data',
  location: 'Remote',
  start_date: '2027-01-04',
  salary: 90_000,
  currency: '$',
  employment_type: 'Full-time',
  benefits: [...DEFAULT_BENEFITS],
  reporting_manager: 'Hiring Manager',
  additional_terms: '',
  signer_name: 'Jordan Ellis',
  signer_title: 'Head of People',
  company_name: 'Meridian',
  response_deadline: '2027-01-01',
  contract_duration_months: 6,
  work_description: '',
};

async function anApplication(fx: AccessFixtures, ownerId?: number) {
  const job = await createJobWithWorkflow(fx.db, {
    salaryMin: 90_000,
    signoffPeopleOps: true,
    signoffStrategy: true,
    ...(ownerId ? { createdBy: ownerId } : {}),
  });
  const { application } = await createApplication(fx.db, job.id, {});
  return application;
}

/** An offer written straight to the table in the state the route needs. */
async function anOffer(fx: AccessFixtures, status: string, ownerId?: number, approved = false) {
  const application = await anApplication(fx, ownerId);
  const [offer] = await fx.db
    .insert(offers)
    .values({
      applicationId: application.id,
      candidateId: application.candidateId,
      jobId: application.jobId,
      template: 'full_time_standard',
      status,
      fields: FIELDS,
    })
    .returning();
  if (approved)
    await fx.db.insert(offerApprovals).values(
      (['lead', 'bar_raiser'] as const).map((as, index) => ({
        offerId: offer!.id,
        version: 1,
        userId: null,
        userName: `Approver ${index + 1}`,
        as,
        decision: 'approved',
      })),
    );
  return offer!;
}

const url = async (fx: AccessFixtures, status: string, action: string, ownerId?: number, approved = false) =>
  `/api/v1/offers/${(await anOffer(fx, status, ownerId, approved)).id}/${action}`;

const managed = (status: string, action: string, payload: unknown, approved = false) => ({
  build: async (fx: AccessFixtures) => ({ url: await url(fx, status, action, undefined, approved), payload }),
  owned: async (fx: AccessFixtures, ownerId: number) => ({
    url: await url(fx, status, action, ownerId, approved),
    payload,
  }),
});

export const offersCases: AccessCase[] = [
  { route: 'GET /api/v1/offers/', who: 'signed_in', ok: 200 },
  {
    route: 'POST /api/v1/offers/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 201,
    build: async (fx) => ({
      url: '/api/v1/offers/',
      payload: { application_id: (await anApplication(fx)).id },
    }),
    owned: async (fx, ownerId) => ({
      url: '/api/v1/offers/',
      payload: { application_id: (await anApplication(fx, ownerId)).id },
    }),
  },
  {
    route: 'GET /api/v1/offers/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await url(fx, 'draft', '') }),
  },
  {
    route: 'GET /api/v1/offers/:id/pdf/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await url(fx, 'draft', 'pdf/') }),
  },
  {
    route: 'PATCH /api/v1/offers/:id/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    ...managed('draft', '', { additional_terms: 'Hybrid' }),
  },
  {
    route: 'POST /api/v1/offers/:id/submit/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    ...managed('draft', 'submit/', {}),
  },
  {
    route: 'POST /api/v1/offers/:id/approve/',
    who: PERMISSIONS.approve_hires,
    ok: 200,
    build: async (fx) => ({ url: await url(fx, 'pending_approval', 'approve/'), payload: {} }),
  },
  {
    route: 'POST /api/v1/offers/:id/reject/',
    who: PERMISSIONS.approve_hires,
    ok: 200,
    build: async (fx) => ({
      url: await url(fx, 'pending_approval', 'reject/'),
      payload: { comment: 'Too high' },
    }),
  },
  {
    route: 'POST /api/v1/offers/:id/send/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    ...managed('approved', 'send/', {}, true),
  },
  {
    route: 'POST /api/v1/offers/:id/accept/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    ...managed('sent', 'accept/', {}),
  },
  {
    route: 'POST /api/v1/offers/:id/decline/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    ...managed('sent', 'decline/', {}),
  },
];
