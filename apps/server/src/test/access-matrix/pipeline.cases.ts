import { DEFAULT_WORKFLOW_STAGES, PERMISSIONS } from '@shortlist/contracts';
import { kanbanConfigs } from '../../db/schema/index.ts';
import { createApplication, createJobWithWorkflow } from '../pipeline-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * Stage editor, board and card routes (issue 5). Changing a pipeline follows the job-edit rule:
 * admin and recruiter on any job, a hiring manager only on jobs they created or are on the
 * hiring team of — the fixture job is neither, so hiring managers get 403 here.
 */
const MANAGE = PERMISSIONS.manage_all_jobs;

/** The id of a fresh job with the default workflow, created by `ownerId` when given. */
async function jobId(fx: AccessFixtures, ownerId?: number) {
  return (await createJobWithWorkflow(fx.db, ownerId ? { createdBy: ownerId } : {})).id;
}

const addStage = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/jobs/${await jobId(fx, ownerId)}/stages/`,
  payload: { label: 'Culture Fit' },
});
const renameStage = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/jobs/${await jobId(fx, ownerId)}/stages/facet/`,
  payload: { label: 'Panel' },
});
const reorderStages = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/jobs/${await jobId(fx, ownerId)}/stages/order/`,
  payload: { keys: DEFAULT_WORKFLOW_STAGES.map((stage) => stage.key).reverse() },
});
const removeStage = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/jobs/${await jobId(fx, ownerId)}/stages/deep_dive/`,
});
const moveCard = async (fx: AccessFixtures, ownerId?: number) => {
  const { job, application } = await jobWithCard(fx, ownerId);
  return {
    url: `/api/v1/kanban/${job.id}/update-stage/`,
    payload: { application_id: application.id, new_stage: 'screening' },
  };
};
const tagCard = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/candidate-cards/${(await jobWithCard(fx, ownerId)).application.id}/tags/`,
  payload: { tag: 'fast-track' },
});
const untagCard = async (fx: AccessFixtures, ownerId?: number) => ({
  url: `/api/v1/candidate-cards/${(await jobWithCard(fx, ownerId)).application.id}/tags/referral/`,
});
const createBoardConfig = async (fx: AccessFixtures, ownerId?: number) => ({
  url: '/api/v1/kanban-configs/create_for_job/',
  payload: { job_id: await jobId(fx, ownerId), cards_per_stage_limit: 50 },
});
const resetBoardConfig = async (fx: AccessFixtures, ownerId?: number) => {
  const [config] = await fx.db
    .insert(kanbanConfigs)
    .values({ jobId: await jobId(fx, ownerId), cardsPerStageLimit: 100 })
    .returning();
  return { url: `/api/v1/kanban-configs/${config!.id}/reset_to_defaults/` };
};

async function jobWithCard(fx: AccessFixtures, ownerId?: number) {
  const job = await createJobWithWorkflow(fx.db, ownerId ? { createdBy: ownerId } : {});
  const { application } = await createApplication(fx.db, job.id, { tags: ['referral'] });
  return { job, application };
}

export const pipelineCases: AccessCase[] = [
  {
    route: 'GET /api/v1/jobs/:jobId/stages/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/jobs/${(await createJobWithWorkflow(fx.db)).id}/stages/` }),
  },
  {
    route: 'POST /api/v1/jobs/:jobId/stages/',
    who: MANAGE,
    ok: 201,
    build: (fx) => addStage(fx),
    owned: addStage,
  },
  {
    route: 'PATCH /api/v1/jobs/:jobId/stages/:key/',
    who: MANAGE,
    ok: 200,
    build: (fx) => renameStage(fx),
    owned: renameStage,
  },
  {
    route: 'PUT /api/v1/jobs/:jobId/stages/order/',
    who: MANAGE,
    ok: 200,
    build: (fx) => reorderStages(fx),
    owned: reorderStages,
  },
  {
    route: 'DELETE /api/v1/jobs/:jobId/stages/:key/',
    who: MANAGE,
    ok: 200,
    build: (fx) => removeStage(fx),
    owned: removeStage,
  },
  {
    route: 'GET /api/v1/kanban/:jobId/board/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/kanban/${(await jobWithCard(fx)).job.id}/board/` }),
  },
  {
    route: 'GET /api/v1/kanban/:jobId/metrics/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/kanban/${(await jobWithCard(fx)).job.id}/metrics/` }),
  },
  {
    route: 'GET /api/v1/kanban/:jobId/stage/:stage/cards/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/kanban/${(await jobWithCard(fx)).job.id}/stage/applied/cards/` }),
  },
  {
    route: 'GET /api/v1/kanban/:jobId/search/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/kanban/${(await jobWithCard(fx)).job.id}/search/?q=ca` }),
  },
  {
    route: 'POST /api/v1/kanban/:jobId/update-stage/',
    who: MANAGE,
    ok: 200,
    build: (fx) => moveCard(fx),
    owned: moveCard,
  },
  {
    route: 'GET /api/v1/candidate-cards/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/candidate-cards/${(await jobWithCard(fx)).application.id}/` }),
  },
  {
    route: 'POST /api/v1/candidate-cards/bulk/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({
      url: '/api/v1/candidate-cards/bulk/',
      payload: { application_ids: [(await jobWithCard(fx)).application.id] },
    }),
  },
  {
    route: 'POST /api/v1/candidate-cards/:id/tags/',
    who: MANAGE,
    ok: 200,
    build: (fx) => tagCard(fx),
    owned: tagCard,
  },
  {
    route: 'DELETE /api/v1/candidate-cards/:id/tags/:tag/',
    who: MANAGE,
    ok: 200,
    build: (fx) => untagCard(fx),
    owned: untagCard,
  },
  {
    route: 'POST /api/v1/kanban-configs/create_for_job/',
    who: MANAGE,
    ok: 201,
    build: (fx) => createBoardConfig(fx),
    owned: createBoardConfig,
  },
  {
    route: 'POST /api/v1/kanban-configs/:id/reset_to_defaults/',
    who: MANAGE,
    ok: 200,
    build: (fx) => resetBoardConfig(fx),
    owned: resetBoardConfig,
  },
];
