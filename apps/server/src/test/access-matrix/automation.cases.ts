import { PERMISSIONS } from '@shortlist/contracts';
import { automationRules, tasks } from '../../db/schema/index.ts';
import { createJobWithWorkflow } from '../pipeline-factories.ts';
import { createUser } from '../user-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * Automation rules and tasks (issue 14): everyone signed in reads rules, their runs, the
 * templates and a dry run; a job's rules follow the job-edit rule; organisation-wide rules are
 * administrators' (the rule-specific cases are in automation.test.ts). Tasks are their own
 * person's.
 */
const RULE = {
  name: 'Welcome',
  trigger_type: 'application_created',
  trigger_conditions: {},
  actions: [{ type: 'send_email', config: { template_type: 'application_received' } }],
};

async function aRule(fx: AccessFixtures, ownerId?: number) {
  const job = await createJobWithWorkflow(fx.db, ownerId ? { createdBy: ownerId } : {});
  const [rule] = await fx.db
    .insert(automationRules)
    .values({
      name: 'Nudge',
      triggerType: 'stage_change',
      triggerConditions: {},
      actions: [{ type: 'advance_stage', config: {} }],
      jobId: job.id,
      isActive: false,
    })
    .returning();
  return rule!;
}

const ruleUrl = async (fx: AccessFixtures, suffix = '', ownerId?: number) =>
  `/api/v1/automation-rules/${(await aRule(fx, ownerId)).id}/${suffix}`;

const managed = (suffix: string, payload?: unknown) => ({
  build: async (fx: AccessFixtures) => ({ url: await ruleUrl(fx, suffix), payload }),
  owned: async (fx: AccessFixtures, ownerId: number) => ({
    url: await ruleUrl(fx, suffix, ownerId),
    payload,
  }),
});

async function aTaskFor(fx: AccessFixtures) {
  const assigneeId = fx.session?.user.id ?? (await createUser(fx.db)).id;
  const [task] = await fx.db.insert(tasks).values({ title: 'Call back', assigneeId }).returning();
  return task!;
}

export const automationCases: AccessCase[] = [
  { route: 'GET /api/v1/automation-rules/', who: 'signed_in', ok: 200 },
  {
    route: 'POST /api/v1/automation-rules/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 201,
    build: async (fx) => ({
      url: '/api/v1/automation-rules/',
      payload: { ...RULE, job_id: (await createJobWithWorkflow(fx.db)).id },
    }),
    owned: async (fx, ownerId) => ({
      url: '/api/v1/automation-rules/',
      payload: { ...RULE, job_id: (await createJobWithWorkflow(fx.db, { createdBy: ownerId })).id },
    }),
  },
  {
    route: 'POST /api/v1/automation-rules/dry-run/',
    who: 'signed_in',
    ok: 200,
    build: async () => ({
      url: '/api/v1/automation-rules/dry-run/',
      payload: {
        trigger_type: 'time_based',
        trigger_conditions: { hoursInStage: 48, stages: ['screening'] },
      },
    }),
  },
  { route: 'GET /api/v1/automation-rules/templates/', who: 'signed_in', ok: 200 },
  {
    route: 'POST /api/v1/automation-rules/templates/:key/install/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 201,
    build: async (fx) => ({
      url: '/api/v1/automation-rules/templates/welcome_email/install/',
      payload: { job_id: (await createJobWithWorkflow(fx.db)).id },
    }),
    owned: async (fx, ownerId) => ({
      url: '/api/v1/automation-rules/templates/welcome_email/install/',
      payload: { job_id: (await createJobWithWorkflow(fx.db, { createdBy: ownerId })).id },
    }),
  },
  {
    route: 'GET /api/v1/automation-rules/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await ruleUrl(fx) }),
  },
  {
    route: 'PUT /api/v1/automation-rules/:id/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    build: async (fx) => {
      const rule = await aRule(fx);
      return { url: `/api/v1/automation-rules/${rule.id}/`, payload: { ...RULE, job_id: rule.jobId } };
    },
    owned: async (fx, ownerId) => {
      const rule = await aRule(fx, ownerId);
      return { url: `/api/v1/automation-rules/${rule.id}/`, payload: { ...RULE, job_id: rule.jobId } };
    },
  },
  {
    route: 'PATCH /api/v1/automation-rules/:id/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 200,
    ...managed('', { is_active: true }),
  },
  {
    route: 'DELETE /api/v1/automation-rules/:id/',
    who: PERMISSIONS.manage_all_jobs,
    ok: 204,
    ...managed(''),
  },
  {
    route: 'GET /api/v1/automation-rules/:id/runs/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await ruleUrl(fx, 'runs/') }),
  },
  { route: 'GET /api/v1/tasks/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/tasks/counts/', who: 'signed_in', ok: 200 },
  {
    route: 'POST /api/v1/tasks/:id/complete/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/tasks/${(await aTaskFor(fx)).id}/complete/` }),
  },
  {
    route: 'POST /api/v1/tasks/:id/reopen/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/tasks/${(await aTaskFor(fx)).id}/reopen/` }),
  },
];
