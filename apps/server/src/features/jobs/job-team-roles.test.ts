import {
  FIELD_MESSAGES,
  HIRING_TEAM_ROLES,
  JOB_MANAGING_TEAM_ROLES,
  JOB_MESSAGES,
  type JobDetail,
  type Role,
} from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { validJobPayload } from '../../test/factories.ts';
import { useJobsApp } from '../../test/jobs-app.ts';
import { createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/** Decision 027: which of a job's team roles let a member change the job. */
const { t, create } = useJobsApp();

const TAKING_PART_ROLES = HIRING_TEAM_ROLES.filter(
  (role) => !(JOB_MANAGING_TEAM_ROLES as readonly string[]).includes(role),
);

/** A job with the default workflow whose team lists the signed-in `member` as `role`, by nobody. */
const aJobWith = (member: Role, role: string, overrides: { createdBy?: number } = {}) =>
  createJobWithWorkflow(t.database.db, {
    hiringTeam: [{ email: t.session(member).user.email, role }],
    ...overrides,
  });

const addStage = (role: Role, jobId: number) =>
  t.call(role, 'POST', `/jobs/${jobId}/stages/`, { label: 'Culture Fit' });
const editJob = (role: Role, jobId: number) =>
  t.call(role, 'PATCH', `/jobs/${jobId}/`, { location: 'Lisbon, Portugal' });

describe("a hiring manager on a job's team", () => {
  it('takes part without managing as interviewer, bar raiser or finance approver only', () => {
    expect(TAKING_PART_ROLES).toEqual(['interviewer', 'bar_raiser', 'finance_approver']);
  });

  it.each(JOB_MANAGING_TEAM_ROLES)('as %s changes its pipeline and edits it', async (teamRole) => {
    const job = await aJobWith('hiring_manager', teamRole);

    const stage = await addStage('hiring_manager', job.id);
    expect(stage.statusCode, stage.body).toBe(201);
    const edit = await editJob('hiring_manager', job.id);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<JobDetail>()).toMatchObject({ location: 'Lisbon, Portugal' });
    expect(edit.json<JobDetail>().workflow_stages.map((row) => row.label)).toContain('Culture Fit');
  });

  it.each(TAKING_PART_ROLES)(
    'as %s may neither change its pipeline nor edit it, and is told why',
    async (teamRole) => {
      const job = await aJobWith('hiring_manager', teamRole);

      const stage = await addStage('hiring_manager', job.id);
      expect(stage.statusCode).toBe(403);
      expect(stage.json()).toEqual({ detail: JOB_MESSAGES.cannotManagePipeline });
      const edit = await editJob('hiring_manager', job.id);
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual({ detail: JOB_MESSAGES.cannotEdit });

      const stored = (await t.call('hiring_manager', 'GET', `/jobs/${job.id}/`)).json<JobDetail>();
      expect(stored.location).not.toBe('Lisbon, Portugal');
      expect(stored.workflow_stages.map((row) => row.label)).not.toContain('Culture Fit');
    },
  );

  it('still edits a job they created while listed on it as an interviewer', async () => {
    const job = await aJobWith('hiring_manager', 'interviewer', {
      createdBy: t.session('hiring_manager').user.id,
    });
    expect((await addStage('hiring_manager', job.id)).statusCode).toBe(201);
    expect((await editJob('hiring_manager', job.id)).statusCode).toBe(200);
  });

  it('matches their address whatever its case', async () => {
    const job = await createJobWithWorkflow(t.database.db, {
      hiringTeam: [{ email: t.session('hiring_manager').user.email.toUpperCase(), role: 'coordinator' }],
    });
    expect((await editJob('hiring_manager', job.id)).statusCode).toBe(200);
  });

  it('gives nothing to finance listed in a managing role: the global role still gates', async () => {
    const job = await aJobWith('finance', 'coordinator');
    expect((await addStage('finance', job.id)).json()).toEqual({ detail: JOB_MESSAGES.cannotManagePipeline });
    expect((await editJob('finance', job.id)).statusCode).toBe(403);
  });
});

describe("the job form's hiring team", () => {
  it.each(HIRING_TEAM_ROLES)('accepts a member as %s and keeps the role', async (teamRole) => {
    const job = await create(
      validJobPayload({ hiring_team: [{ email: 'sam.team@meridian.example', role: teamRole }] }),
    );
    expect(job.hiring_team).toEqual([{ email: 'sam.team@meridian.example', role: teamRole }]);
    const replaced = await t.call(
      'recruiter',
      'PUT',
      `/jobs/${job.id}/`,
      validJobPayload({ hiring_team: [{ email: 'kim.team@meridian.example', role: teamRole }] }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<JobDetail>().hiring_team).toEqual([
      { email: 'kim.team@meridian.example', role: teamRole },
    ]);
  });

  it.each([
    ['an unknown role', 'owner'],
    ['a label instead of the role', 'Lead Recruiter'],
    ['a blank role', ''],
  ])('refuses %s with the list of roles, on create and on edit', async (_case, teamRole) => {
    const team = { hiring_team: [{ email: 'sam.team@meridian.example', role: teamRole }] };
    const created = await t.call('recruiter', 'POST', '/jobs/', validJobPayload(team));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ hiring_team: [FIELD_MESSAGES.choice(HIRING_TEAM_ROLES)] });

    const job = await create();
    const patched = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, team);
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ hiring_team: [FIELD_MESSAGES.choice(HIRING_TEAM_ROLES)] });
  });
});
