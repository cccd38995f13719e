import { AUTOMATION_MESSAGES, type AutomationRule, type Task } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { useAutomationApp } from '../../test/automation-harness.ts';
import { validJobPayload } from '../../test/factories.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { createUser } from '../../test/user-factories.ts';

/**
 * Issue 14: the rules themselves through the API — creating, editing and deleting them with only
 * their trigger's conditions, who may manage which, the job settings' switches as rules, dry runs,
 * templates — and My tasks. What rules do when they fire is in automation-runs.test.ts.
 */
const h = useAutomationApp();

describe('rules', () => {
  it('creates, reads, edits and deletes a job rule, with the conditions of its trigger only', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
      name: 'Stale CV review',
      trigger_type: 'time_based',
      trigger_conditions: { hoursInStage: 48, stages: ['screening'] },
      actions: [{ type: 'create_task', config: { title: 'Chase', role: 'hiring_manager' } }],
      job_id: job.id,
    });
    expect(rule).toMatchObject({
      job_id: job.id,
      job_title: job.title,
      is_active: true,
      can_manage: true,
      runs_count: 0,
    });

    const wrong = await h.call('admin', 'POST', '/automation-rules/', {
      name: 'Mixed up',
      trigger_type: 'time_based',
      trigger_conditions: { hoursInStage: 48, stages: ['screening'], minScore: 50 },
      actions: [{ type: 'advance_stage', config: {} }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('trigger_conditions');

    const backwards = await h.call('admin', 'PATCH', `/automation-rules/${rule.id}/`, {
      trigger_conditions: { hoursInStage: 48, maxHoursInStage: 24, stages: ['screening'] },
    });
    expect(backwards.json()).toEqual({ trigger_conditions: [AUTOMATION_MESSAGES.hoursRange] });

    const blank = await h.call('admin', 'POST', '/automation-rules/', {
      name: ' ',
      trigger_type: 'document_upload',
      actions: [],
    });
    expect(blank.json()).toMatchObject({
      name: [AUTOMATION_MESSAGES.nameRequired],
      actions: [AUTOMATION_MESSAGES.actionsRequired],
    });

    const unknownStage = await h.call('admin', 'PATCH', `/automation-rules/${rule.id}/`, {
      actions: [{ type: 'advance_stage', config: { stage: 'moon' } }],
    });
    expect(unknownStage.json()).toEqual({ actions: [`"moon" is not a stage of this job's workflow.`] });

    const off = await h.call('recruiter', 'PATCH', `/automation-rules/${rule.id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });
    const listed = (await h.call('finance', 'GET', `/automation-rules/?job_id=${job.id}`)).json();
    expect(listed.results.find((row: AutomationRule) => row.id === rule.id)).toMatchObject({
      is_active: false,
      can_manage: false,
    });

    expect((await h.call('admin', 'DELETE', `/automation-rules/${rule.id}/`)).statusCode).toBe(204);
    expect((await h.call('admin', 'GET', `/automation-rules/${rule.id}/`)).statusCode).toBe(404);
  });

  it('names the people its actions name by id', async () => {
    const person = await createUser(h.t.database.db, { fullName: 'Mira Sato' });
    const rule = await h.aRule({
      trigger_type: 'document_upload',
      actions: [{ type: 'assign_user', config: { user_id: person.id } }],
      job_id: (await h.aJob()).id,
      is_active: false,
    });
    expect(rule.people).toEqual({ [String(person.id)]: 'Mira Sato' });
  });

  it('keeps organisation-wide rules to administrators and a job rule to who manages the job', async () => {
    const body = {
      name: 'Everywhere',
      trigger_type: 'document_upload',
      actions: [{ type: 'advance_stage', config: {} }],
      is_active: false,
    };
    const denied = await h.call('recruiter', 'POST', '/automation-rules/', body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: AUTOMATION_MESSAGES.orgWideAdminOnly });
    const orgWide = await h.aRule(body);
    expect(
      (await h.call('recruiter', 'PATCH', `/automation-rules/${orgWide.id}/`, { is_active: true }))
        .statusCode,
    ).toBe(403);
    await h.call('admin', 'DELETE', `/automation-rules/${orgWide.id}/`);

    const othersJob = await createJobWithWorkflow(h.t.database.db);
    const forOthers = await h.call('hiring_manager', 'POST', '/automation-rules/', {
      ...body,
      job_id: othersJob.id,
    });
    expect(forOthers.json()).toEqual({ detail: AUTOMATION_MESSAGES.cannotManageJob });
    const ownJob = await createJobWithWorkflow(h.t.database.db, {
      createdBy: h.sessions.hiring_manager.user.id,
    });
    expect(
      (await h.call('hiring_manager', 'POST', '/automation-rules/', { ...body, job_id: ownJob.id }))
        .statusCode,
    ).toBe(201);
    expect(
      (await h.call('finance', 'POST', '/automation-rules/', { ...body, job_id: ownJob.id })).statusCode,
    ).toBe(403);
  });

  it("makes the job settings tab's three switches rules of the job that follow them", async () => {
    const created = await h.call('recruiter', 'POST', '/jobs/', validJobPayload());
    expect(created.statusCode, created.body).toBe(201);
    const jobId = created.json().id as number;
    const setting = async () =>
      (
        (await h.call('recruiter', 'GET', `/automation-rules/?job_id=${jobId}`)).json()
          .results as AutomationRule[]
      )
        .filter((rule) => rule.job_setting)
        .map((rule) => [rule.job_setting, rule.is_active]);
    expect(await setting()).toEqual([
      ['auto_reject_below_50', true],
      ['auto_advance_at_85', false],
      ['auto_acknowledge', true],
    ]);
    const saved = await h.call('recruiter', 'PATCH', `/jobs/${jobId}/`, {
      settings: { auto_reject_below_50: false, auto_advance_at_85: true, auto_acknowledge: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await setting()).toEqual([
      ['auto_reject_below_50', false],
      ['auto_advance_at_85', true],
      ['auto_acknowledge', true],
    ]);
    const rule = (
      (await h.call('recruiter', 'GET', `/automation-rules/?job_id=${jobId}`)).json()
        .results as AutomationRule[]
    )[0]!;
    const edit = await h.call('recruiter', 'PATCH', `/automation-rules/${rule.id}/`, { is_active: true });
    expect(edit.json()).toEqual({ non_field_errors: [AUTOMATION_MESSAGES.jobSettingRule] });
  });
});

describe('dry run and templates', () => {
  it('lists the applications a time-based rule would act on now, and a score range for new applications', async () => {
    const job = await h.aJob();
    const { application: stale } = await createApplication(h.t.database.db, job.id, {
      stageKey: 'screening',
      daysInStage: 3,
    });
    await createApplication(h.t.database.db, job.id, { stageKey: 'screening', daysInStage: 1 });
    await createApplication(h.t.database.db, job.id, {
      stageKey: 'screening',
      daysInStage: 5,
      status: 'rejected',
    });
    const timed = await h.call('recruiter', 'POST', '/automation-rules/dry-run/', {
      trigger_type: 'time_based',
      trigger_conditions: { hoursInStage: 48, stages: ['cv_review'] },
      job_id: job.id,
    });
    expect(timed.statusCode, timed.body).toBe(200);
    expect(timed.json()).toMatchObject({
      count: 1,
      results: [{ application_id: stale.id, stage_key: 'screening' }],
    });

    await createApplication(h.t.database.db, job.id, { matchScore: 30 });
    const scored = await h.call('recruiter', 'POST', '/automation-rules/dry-run/', {
      trigger_type: 'application_created',
      trigger_conditions: { maxScore: 49 },
      job_id: job.id,
    });
    expect(scored.json().count).toBe(1);
    const bad = await h.call('recruiter', 'POST', '/automation-rules/dry-run/', {
      trigger_type: 'application_created',
      trigger_conditions: { minScore: 80, maxScore: 20 },
    });
    expect(bad.json()).toEqual({ trigger_conditions: [AUTOMATION_MESSAGES.scoreRange] });
  });

  it('offers the four templates and says which are installed where', async () => {
    const job = await h.aJob();
    const before = (await h.call('recruiter', 'GET', `/automation-rules/templates/?job_id=${job.id}`)).json();
    expect(before.map((row: { name: string; installed: boolean }) => [row.name, row.installed])).toEqual([
      ['High score auto-advance', false],
      ['Welcome email', false],
      ['Stale application reminder', false],
      ['Technical interview assignment', false],
    ]);
    await h.call('recruiter', 'POST', '/automation-rules/templates/welcome_email/install/', {
      job_id: job.id,
    });
    const after = (await h.call('recruiter', 'GET', `/automation-rules/templates/?job_id=${job.id}`)).json();
    expect(after[1].installed).toBe(true);
    const unknown = await h.call('admin', 'POST', '/automation-rules/templates/nope/install/', {
      job_id: null,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('my tasks', () => {
  it('lists, counts and completes a person’s own tasks; nobody else completes them', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
      trigger_type: 'stage_change',
      actions: [
        { type: 'create_task', config: { title: 'Book the panel', due_in_hours: 0, role: 'hiring_manager' } },
      ],
      job_id: job.id,
    });
    const { application } = await createApplication(h.t.database.db, job.id);
    await h.move(job.id, application.id, 'screening');
    await h.advance(60_000);
    const task = (await h.myTasks('hiring_manager')).find((row) => row.rule_id === rule.id)!;
    expect(task.overdue).toBe(true);
    const counts = (await h.call('hiring_manager', 'GET', '/tasks/counts/')).json();
    expect(counts.overdue).toBeGreaterThanOrEqual(1);

    expect((await h.call('recruiter', 'POST', `/tasks/${task.id}/complete/`)).json()).toEqual({
      detail: AUTOMATION_MESSAGES.cannotCompleteTask,
    });
    const done = await h.call('hiring_manager', 'POST', `/tasks/${task.id}/complete/`);
    expect(done.json()).toMatchObject({
      completed_by_name: h.sessions.hiring_manager.user.full_name,
      overdue: false,
    });
    const open = (await h.call('hiring_manager', 'GET', '/tasks/')).json().results as Task[];
    expect(open.some((row) => row.id === task.id)).toBe(false);
    expect(
      (await h.call('recruiter', 'GET', '/tasks/')).json().results.some((row: Task) => row.id === task.id),
    ).toBe(false);
  });
});
