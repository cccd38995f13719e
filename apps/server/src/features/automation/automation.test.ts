import {
  AUTOMATION_MESSAGES,
  type AutomationRule,
  type AutomationRun,
  DEMO_USERS,
  type Role,
  type Session,
  type Task,
} from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  automationRuns,
  candidateTeamMembers,
  notifications,
  timelineEvents,
  workflowStages,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { multipart } from '../../test/candidate-factories.ts';
import { ensureSectors, validJobPayload } from '../../test/factories.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { createUser } from '../../test/user-factories.ts';
import { RUN_QUEUE, SWEEP_QUEUE } from './automation-engine.service.ts';

/**
 * Issue 14 "Automation rules that run on the server", through the API: each trigger set off by
 * the change a person makes (a new candidate, a card moved, skills edited, a file uploaded, time
 * passing on an injected clock), each action's effect where a recruiter would see it (the board,
 * the timeline, the team, My tasks, the outbox), the run log, loop protection, retry and failure,
 * the job settings' rules, templates, dry runs and who may do what.
 */
let t: TestContext;
const sessions = {} as Record<Role, Session>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  await ensureSectors(t.database.db);
  for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
    sessions[role] = await t.login(role);
});
afterAll(async () => {
  await t?.close();
});

const call = (
  role: Role,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(sessions[role]) });

const hiringManagerEmail = DEMO_USERS.find((user) => user.role === 'hiring_manager')!.email;

/** A job of its own for each test (rules of one test never see another's cards). */
const aJob = (overrides: Parameters<typeof createJobWithWorkflow>[1] = {}) =>
  createJobWithWorkflow(t.database.db, {
    hiringTeam: [{ email: hiringManagerEmail, role: 'hiring_manager' }],
    ...overrides,
  });

async function aRule(rule: Record<string, unknown>, role: Role = 'admin'): Promise<AutomationRule> {
  const response = await call(role, 'POST', '/automation-rules/', { name: 'Rule', ...rule });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function runsOf(ruleId: number): Promise<AutomationRun[]> {
  const response = await call('admin', 'GET', `/automation-rules/${ruleId}/runs/`);
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

const stageOf = async (applicationId: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, applicationId)))[0]!;

async function move(jobId: number, applicationId: number, stage: string) {
  const response = await call('recruiter', 'POST', `/kanban/${jobId}/update-stage/`, {
    application_id: applicationId,
    new_stage: stage,
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.settle();
}

/** Moves the server's clock on; sessions are signed in again, as people would after that long. */
async function advance(ms: number) {
  t.advanceClock(ms);
  for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
    sessions[role] = await t.login(role);
}

async function sweep() {
  await t.spine.jobs.send(SWEEP_QUEUE, {});
  await t.settle();
}

async function myTasks(role: Role): Promise<Task[]> {
  return (await call(role, 'GET', '/tasks/?status=all')).json().results;
}

describe('rules', () => {
  it('creates, reads, edits and deletes a job rule, with the conditions of its trigger only', async () => {
    const job = await aJob();
    const rule = await aRule({
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

    const wrong = await call('admin', 'POST', '/automation-rules/', {
      name: 'Mixed up',
      trigger_type: 'time_based',
      trigger_conditions: { hoursInStage: 48, stages: ['screening'], minScore: 50 },
      actions: [{ type: 'advance_stage', config: {} }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('trigger_conditions');

    const backwards = await call('admin', 'PATCH', `/automation-rules/${rule.id}/`, {
      trigger_conditions: { hoursInStage: 48, maxHoursInStage: 24, stages: ['screening'] },
    });
    expect(backwards.json()).toEqual({ trigger_conditions: [AUTOMATION_MESSAGES.hoursRange] });

    const blank = await call('admin', 'POST', '/automation-rules/', {
      name: ' ',
      trigger_type: 'document_upload',
      actions: [],
    });
    expect(blank.json()).toMatchObject({
      name: [AUTOMATION_MESSAGES.nameRequired],
      actions: [AUTOMATION_MESSAGES.actionsRequired],
    });

    const unknownStage = await call('admin', 'PATCH', `/automation-rules/${rule.id}/`, {
      actions: [{ type: 'advance_stage', config: { stage: 'moon' } }],
    });
    expect(unknownStage.json()).toEqual({ actions: [`"moon" is not a stage of this job's workflow.`] });

    const off = await call('recruiter', 'PATCH', `/automation-rules/${rule.id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });
    const listed = (await call('finance', 'GET', `/automation-rules/?job_id=${job.id}`)).json();
    expect(listed.results.find((row: AutomationRule) => row.id === rule.id)).toMatchObject({
      is_active: false,
      can_manage: false,
    });

    expect((await call('admin', 'DELETE', `/automation-rules/${rule.id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/automation-rules/${rule.id}/`)).statusCode).toBe(404);
  });

  it('names the people its actions name by id', async () => {
    const person = await createUser(t.database.db, { fullName: 'Mira Sato' });
    const rule = await aRule({
      trigger_type: 'document_upload',
      actions: [{ type: 'assign_user', config: { user_id: person.id } }],
      job_id: (await aJob()).id,
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
    const denied = await call('recruiter', 'POST', '/automation-rules/', body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: AUTOMATION_MESSAGES.orgWideAdminOnly });
    const orgWide = await aRule(body);
    expect(
      (await call('recruiter', 'PATCH', `/automation-rules/${orgWide.id}/`, { is_active: true })).statusCode,
    ).toBe(403);
    await call('admin', 'DELETE', `/automation-rules/${orgWide.id}/`);

    const othersJob = await createJobWithWorkflow(t.database.db);
    const forOthers = await call('hiring_manager', 'POST', '/automation-rules/', {
      ...body,
      job_id: othersJob.id,
    });
    expect(forOthers.json()).toEqual({ detail: AUTOMATION_MESSAGES.cannotManageJob });
    const ownJob = await createJobWithWorkflow(t.database.db, { createdBy: sessions.hiring_manager.user.id });
    expect(
      (await call('hiring_manager', 'POST', '/automation-rules/', { ...body, job_id: ownJob.id })).statusCode,
    ).toBe(201);
    expect(
      (await call('finance', 'POST', '/automation-rules/', { ...body, job_id: ownJob.id })).statusCode,
    ).toBe(403);
  });

  it("makes the job settings tab's three switches rules of the job that follow them", async () => {
    const created = await call('recruiter', 'POST', '/jobs/', validJobPayload());
    expect(created.statusCode, created.body).toBe(201);
    const jobId = created.json().id as number;
    const setting = async () =>
      (
        (await call('recruiter', 'GET', `/automation-rules/?job_id=${jobId}`)).json()
          .results as AutomationRule[]
      )
        .filter((rule) => rule.job_setting)
        .map((rule) => [rule.job_setting, rule.is_active]);
    expect(await setting()).toEqual([
      ['auto_reject_below_50', true],
      ['auto_advance_at_85', false],
      ['auto_acknowledge', true],
    ]);
    const saved = await call('recruiter', 'PATCH', `/jobs/${jobId}/`, {
      settings: { auto_reject_below_50: false, auto_advance_at_85: true, auto_acknowledge: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await setting()).toEqual([
      ['auto_reject_below_50', false],
      ['auto_advance_at_85', true],
      ['auto_acknowledge', true],
    ]);
    const rule = (
      (await call('recruiter', 'GET', `/automation-rules/?job_id=${jobId}`)).json()
        .results as AutomationRule[]
    )[0]!;
    const edit = await call('recruiter', 'PATCH', `/automation-rules/${rule.id}/`, { is_active: true });
    expect(edit.json()).toEqual({ non_field_errors: [AUTOMATION_MESSAGES.jobSettingRule] });
  });
});

describe('triggers and actions', () => {
  it('application created: a new candidate in the score range gets a task for the hiring manager, on their bell', async () => {
    const job = await aJob();
    const rule = await aRule({
      trigger_type: 'application_created',
      trigger_conditions: { jobIds: [job.id], sources: ['other'], maxScore: 100 },
      actions: [
        {
          type: 'create_task',
          config: { title: 'Screen the new applicant', due_in_hours: 24, role: 'hiring_manager' },
        },
      ],
      job_id: job.id,
    });
    const created = await call('recruiter', 'POST', '/candidates/', {
      full_name: 'Lena Ortiz',
      emails: ['lena.ortiz@example.com'],
      skills_extracted: ['React'],
      job_id: job.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.settle();

    const [run] = await runsOf(rule.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      candidate_name: 'Lena Ortiz',
      trigger_summary: 'Applied (source: other)',
    });
    expect(run!.conditions.map((c) => c.condition)).toEqual(['job', 'source', 'match score']);
    expect(run!.actions).toEqual([
      { type: 'create_task', status: 'done', detail: expect.stringContaining('Screen the new applicant') },
    ]);
    const task = (await myTasks('hiring_manager')).find((row) => row.rule_id === rule.id)!;
    expect(task).toMatchObject({
      title: 'Screen the new applicant',
      candidate_name: 'Lena Ortiz',
      job_title: job.title,
      overdue: false,
    });
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sessions.hiring_manager.user.id),
          eq(notifications.templateType, 'task'),
        ),
      );
    expect(bell.map((row) => row.title)).toContain('New task: Screen the new applicant');
  });

  it('stage change: moving to the technical stage assigns the job’s technical lead to the candidate', async () => {
    const lead = await createUser(t.database.db, { fullName: 'Tomás Lead', role: 'hiring_manager' });
    const job = await aJob({ hiringTeam: [{ email: lead.email, role: 'interviewer' }] });
    const install = await call(
      'admin',
      'POST',
      '/automation-rules/templates/technical_interview_assignment/install/',
      {
        job_id: job.id,
      },
    );
    expect(install.statusCode, install.body).toBe(201);
    // the spec's "technical" stage is this workflow's deep dive
    expect(install.json().trigger_conditions).toEqual({ toStages: ['deep_dive'] });
    const { application } = await createApplication(t.database.db, job.id, { stageKey: 'prospector' });

    await move(job.id, application.id, 'facet');
    expect(await runsOf(install.json().id)).toEqual([]);
    await move(job.id, application.id, 'deep_dive');
    const team = await t.database.db
      .select()
      .from(candidateTeamMembers)
      .where(eq(candidateTeamMembers.candidateId, application.candidateId));
    expect(team.map((member) => member.userId)).toEqual([lead.id]);
    const [run] = await runsOf(install.json().id);
    expect(run!.trigger_summary).toBe('Moved from Facet Interview to Deep Dive');
  });

  it('score update: "high score auto-advance" moves a card whose score crosses 90, marked automated on the timeline', async () => {
    const job = await aJob({ skillsRequired: ['React', 'TypeScript', 'SQL'], location: 'Remote' });
    const install = await call(
      'recruiter',
      'POST',
      '/automation-rules/templates/high_score_auto_advance/install/',
      {
        job_id: job.id,
      },
    );
    expect(install.json().actions).toEqual([{ type: 'advance_stage', config: { stage: 'facet' } }]);
    const { application } = await createApplication(t.database.db, job.id, {
      stageKey: 'screening',
      matchScore: 40,
    });

    const edited = await call('recruiter', 'PUT', `/candidates/${application.candidateId}/`, {
      skills_extracted: ['React', 'TypeScript', 'SQL'],
      years_experience: 6,
      location: 'Remote',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.settle();
    const after = await stageOf(application.id);
    expect(after.matchScore).toBeGreaterThanOrEqual(90);
    expect(after.stageKey).toBe('facet');
    const entries = await t.database.db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.applicationId, application.id));
    expect(
      entries.find((entry) => entry.title === 'Moved from CV Review to Facet Interview')?.metadata,
    ).toMatchObject({
      automated: true,
    });
  });

  it('document upload: a file uploaded adjusts the score, with its reason on the timeline', async () => {
    const job = await aJob();
    const rule = await aRule({
      trigger_type: 'document_upload',
      actions: [{ type: 'update_score', config: { mode: 'adjust', value: 5, reason: 'Portfolio supplied' } }],
      job_id: job.id,
    });
    const { application } = await createApplication(t.database.db, job.id, { matchScore: 50 });
    const form = await multipart({}, [
      {
        field: 'files',
        filename: 'portfolio.txt',
        content: Buffer.from(
          'Portfolio: ten years of distributed systems work, case studies and talks.\n'.repeat(20),
        ),
        type: 'text/plain',
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${application.candidateId}/documents/`,
      headers: { ...bearer(sessions.recruiter), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await t.settle();
    expect((await stageOf(application.id)).matchScore).toBe(55);
    const [run] = await runsOf(rule.id);
    expect(run!.actions[0]).toEqual({
      type: 'update_score',
      status: 'done',
      detail: 'Match score 50 → 55: Portfolio supplied',
    });
    const entry = (
      await t.database.db
        .select()
        .from(timelineEvents)
        .where(eq(timelineEvents.applicationId, application.id))
    ).find((row) => row.title === 'Match score 50 → 55');
    expect(entry?.description).toBe('Automation “Rule”: Portfolio supplied');
  });

  it('time based: fires once per stay in the stage, inside the hours window, on the injected clock', async () => {
    const job = await aJob();
    const install = await call(
      'admin',
      'POST',
      '/automation-rules/templates/stale_application_reminder/install/',
      {
        job_id: job.id,
      },
    );
    expect(install.json().trigger_conditions).toEqual({ hoursInStage: 48, stages: ['screening', 'facet'] });
    const ruleId = install.json().id as number;
    await call('admin', 'PATCH', `/automation-rules/${ruleId}/`, {
      trigger_conditions: { hoursInStage: 48, maxHoursInStage: 60, stages: ['screening', 'facet'] },
    });
    const enteredAgo = async (applicationId: number, hours: number) =>
      t.database.db
        .update(applications)
        .set({ stageEnteredAt: new Date(Date.now() - hours * HOUR) })
        .where(eq(applications.id, applicationId));
    const { application: fresh } = await createApplication(t.database.db, job.id, { stageKey: 'screening' });
    const { application: old } = await createApplication(t.database.db, job.id, { stageKey: 'facet' });
    const { application: elsewhere } = await createApplication(t.database.db, job.id, {
      stageKey: 'prospector',
    });
    await enteredAgo(fresh.id, 47.5);
    await enteredAgo(old.id, 70);
    await enteredAgo(elsewhere.id, 100);

    await sweep();
    expect(await runsOf(ruleId)).toEqual([]);
    await advance(1 * HOUR); // fresh: 48.5 h in CV Review
    await sweep();
    await sweep();
    const runs = await runsOf(ruleId);
    expect(runs.map((run) => run.application_id)).toEqual([fresh.id]);
    expect(runs[0]!.conditions.every((check) => check.passed)).toBe(true);
    const tasks = (await myTasks('hiring_manager')).filter((task) => task.rule_id === ruleId);
    expect(tasks.map((task) => task.application_id)).toEqual([fresh.id]);

    // a card that leaves the stage and comes back starts a new stay
    await move(job.id, fresh.id, 'prospector');
    await move(job.id, fresh.id, 'screening');
    await enteredAgo(fresh.id, 49);
    await sweep();
    expect((await runsOf(ruleId)).length).toBe(2);
  });

  it('send_email: the Application Received e-mail, and the unknown-recipient fallback without an address', async () => {
    const job = await aJob();
    const rule = await aRule({
      trigger_type: 'stage_change',
      trigger_conditions: { toStages: ['screening'] },
      actions: [{ type: 'send_email', config: { template_type: 'application_received' } }],
      job_id: job.id,
    });
    const { application } = await createApplication(t.database.db, job.id);
    await move(job.id, application.id, 'screening');
    const [sent] = await runsOf(rule.id);
    expect(sent!.actions[0]).toMatchObject({
      status: 'done',
      detail: expect.stringMatching(/^E-mailed candidate\d+@example.com/),
    });
    const outbox = (
      await call('admin', 'GET', `/email-ingestion/outbox/?search=${encodeURIComponent('candidate')}`)
    ).json();
    expect(
      outbox.results.some((email: { application_id: number }) => email.application_id === application.id),
    ).toBe(true);

    const { application: silent } = await createApplication(t.database.db, job.id);
    await t.database.db.execute(
      `update candidates set emails = '[]'::jsonb where id = ${silent.candidateId}` as never,
    );
    await move(job.id, silent.id, 'screening');
    const latest = (await runsOf(rule.id))[0]!;
    expect(latest.actions[0]).toEqual({
      type: 'send_email',
      status: 'skipped',
      detail: 'No e-mail address: addressed to Unknown recipient, not sent.',
    });
  });

  it('reject_application: the job setting "auto-reject below 50%" rejects a weak new application', async () => {
    const created = await call(
      'recruiter',
      'POST',
      '/jobs/',
      validJobPayload({ skills_required: ['Rust', 'Go', 'Kotlin'] }),
    );
    const jobId = created.json().id as number;
    const candidate = await call('recruiter', 'POST', '/candidates/', {
      full_name: 'Pat Weak',
      emails: ['pat.weak@example.com'],
      skills_extracted: ['Excel'],
      job_id: jobId,
    });
    expect(candidate.statusCode, candidate.body).toBe(201);
    await t.settle();
    const [row] = await t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(row!.matchScore).toBeLessThan(50);
    expect(row!.status).toBe('rejected');
    const entries = await t.database.db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.applicationId, row!.id));
    expect(entries.find((entry) => entry.title === 'Status changed from active to rejected')).toMatchObject({
      description: 'Match score below 50%',
      metadata: { automated: true },
    });
  });
});

describe('safety', () => {
  it('cuts a chain of automated steps after three and logs the cut', async () => {
    const job = await aJob();
    const rule = await aRule({
      name: 'Always onwards',
      trigger_type: 'stage_change',
      actions: [{ type: 'advance_stage', config: {} }],
      job_id: job.id,
    });
    const { application } = await createApplication(t.database.db, job.id);
    await move(job.id, application.id, 'screening');
    // the person's move, then three automated ones: prospector, deep_dive, facet
    expect((await stageOf(application.id)).stageKey).toBe('facet');
    const runs = await runsOf(rule.id);
    expect(runs.map((run) => [run.status, run.chain_depth])).toEqual([
      ['loop_cut', 3],
      ['succeeded', 2],
      ['succeeded', 1],
      ['succeeded', 0],
    ]);
    expect(runs[0]!.error).toContain('3 automated steps');
  });

  it('retries a failing rule, then shows it as failed and tells its author', async () => {
    const job = await aJob();
    const rule = await aRule({
      name: 'To the work sample',
      trigger_type: 'stage_change',
      trigger_conditions: { toStages: ['screening'] },
      actions: [{ type: 'advance_stage', config: { stage: 'work_sample' } }],
      job_id: job.id,
    });
    await t.database.db
      .delete(workflowStages)
      .where(and(eq(workflowStages.jobId, job.id), eq(workflowStages.key, 'work_sample')));
    const { application } = await createApplication(t.database.db, job.id);
    await move(job.id, application.id, 'screening');
    const [run] = await runsOf(rule.id);
    expect(run).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: expect.stringContaining('has no "work_sample" stage'),
    });
    expect((await stageOf(application.id)).stageKey).toBe('screening');
    expect((await call('admin', 'GET', `/automation-rules/${rule.id}/`)).json()).toMatchObject({
      failed_count: 1,
      last_run: { status: 'failed' },
    });
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sessions.admin.user.id),
          eq(notifications.templateType, 'automation_failed'),
        ),
      );
    expect(bell.map((row) => row.title)).toContain('Automation rule failed: To the work sample');
  });

  it('fires once when the same event or run is delivered twice', async () => {
    const job = await aJob();
    const rule = await aRule({
      trigger_type: 'stage_change',
      actions: [{ type: 'update_score', config: { mode: 'adjust', value: 1, reason: 'Moved' } }],
      job_id: job.id,
    });
    const { application } = await createApplication(t.database.db, job.id, { matchScore: 60 });
    await move(job.id, application.id, 'screening');
    const [run] = await t.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, rule.id));
    await t.spine.jobs.send('event.automation', { event_id: run!.eventId });
    await t.spine.jobs.send(RUN_QUEUE, { run_id: run!.id });
    await t.settle();
    expect(await runsOf(rule.id)).toHaveLength(1);
    expect((await stageOf(application.id)).matchScore).toBe(61);
  });
});

describe('dry run and templates', () => {
  it('lists the applications a time-based rule would act on now, and a score range for new applications', async () => {
    const job = await aJob();
    const { application: stale } = await createApplication(t.database.db, job.id, {
      stageKey: 'screening',
      daysInStage: 3,
    });
    await createApplication(t.database.db, job.id, { stageKey: 'screening', daysInStage: 1 });
    await createApplication(t.database.db, job.id, {
      stageKey: 'screening',
      daysInStage: 5,
      status: 'rejected',
    });
    const timed = await call('recruiter', 'POST', '/automation-rules/dry-run/', {
      trigger_type: 'time_based',
      trigger_conditions: { hoursInStage: 48, stages: ['cv_review'] },
      job_id: job.id,
    });
    expect(timed.statusCode, timed.body).toBe(200);
    expect(timed.json()).toMatchObject({
      count: 1,
      results: [{ application_id: stale.id, stage_key: 'screening' }],
    });

    await createApplication(t.database.db, job.id, { matchScore: 30 });
    const scored = await call('recruiter', 'POST', '/automation-rules/dry-run/', {
      trigger_type: 'application_created',
      trigger_conditions: { maxScore: 49 },
      job_id: job.id,
    });
    expect(scored.json().count).toBe(1);
    const bad = await call('recruiter', 'POST', '/automation-rules/dry-run/', {
      trigger_type: 'application_created',
      trigger_conditions: { minScore: 80, maxScore: 20 },
    });
    expect(bad.json()).toEqual({ trigger_conditions: [AUTOMATION_MESSAGES.scoreRange] });
  });

  it('offers the four templates and says which are installed where', async () => {
    const job = await aJob();
    const before = (await call('recruiter', 'GET', `/automation-rules/templates/?job_id=${job.id}`)).json();
    expect(before.map((row: { name: string; installed: boolean }) => [row.name, row.installed])).toEqual([
      ['High score auto-advance', false],
      ['Welcome email', false],
      ['Stale application reminder', false],
      ['Technical interview assignment', false],
    ]);
    await call('recruiter', 'POST', '/automation-rules/templates/welcome_email/install/', { job_id: job.id });
    const after = (await call('recruiter', 'GET', `/automation-rules/templates/?job_id=${job.id}`)).json();
    expect(after[1].installed).toBe(true);
    const unknown = await call('admin', 'POST', '/automation-rules/templates/nope/install/', {
      job_id: null,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('my tasks', () => {
  it('lists, counts and completes a person’s own tasks; nobody else completes them', async () => {
    const job = await aJob();
    const rule = await aRule({
      trigger_type: 'stage_change',
      actions: [
        { type: 'create_task', config: { title: 'Book the panel', due_in_hours: 0, role: 'hiring_manager' } },
      ],
      job_id: job.id,
    });
    const { application } = await createApplication(t.database.db, job.id);
    await move(job.id, application.id, 'screening');
    await advance(60_000);
    const task = (await myTasks('hiring_manager')).find((row) => row.rule_id === rule.id)!;
    expect(task.overdue).toBe(true);
    const counts = (await call('hiring_manager', 'GET', '/tasks/counts/')).json();
    expect(counts.overdue).toBeGreaterThanOrEqual(1);

    expect((await call('recruiter', 'POST', `/tasks/${task.id}/complete/`)).json()).toEqual({
      detail: AUTOMATION_MESSAGES.cannotCompleteTask,
    });
    const done = await call('hiring_manager', 'POST', `/tasks/${task.id}/complete/`);
    expect(done.json()).toMatchObject({
      completed_by_name: sessions.hiring_manager.user.full_name,
      overdue: false,
    });
    const open = (await call('hiring_manager', 'GET', '/tasks/')).json().results as Task[];
    expect(open.some((row) => row.id === task.id)).toBe(false);
    expect(
      (await call('recruiter', 'GET', '/tasks/')).json().results.some((row: Task) => row.id === task.id),
    ).toBe(false);
  });
});
