import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  automationRuns,
  candidateTeamMembers,
  notifications,
  timelineEvents,
  workflowStages,
} from '../../db/schema/index.ts';
import { bearer } from '../../test/app.ts';
import { useAutomationApp } from '../../test/automation-harness.ts';
import { multipart } from '../../test/candidate-factories.ts';
import { validJobPayload } from '../../test/factories.ts';
import { createApplication } from '../../test/pipeline-factories.ts';
import { createUser } from '../../test/user-factories.ts';
import { RUN_QUEUE } from './automation-engine.service.ts';

/**
 * Issue 14: rules firing, through the API — each trigger set off by the change a person makes (a
 * new candidate, a card moved, skills edited, a file uploaded, time passing on the injected
 * clock), each action's effect where a recruiter would see it (the board, the timeline, the team,
 * My tasks, the outbox), the run log, loop protection, retry and failure, and a repeated delivery.
 */
const h = useAutomationApp();
const HOUR = 3_600_000;

describe('triggers and actions', () => {
  it('application created: a new candidate in the score range gets a task for the hiring manager, on their bell', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
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
    const created = await h.call('recruiter', 'POST', '/candidates/', {
      full_name: 'Lena Ortiz',
      emails: ['lena.ortiz@example.com'],
      skills_extracted: ['React'],
      job_id: job.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    await h.t.settle();

    const [run] = await h.runsOf(rule.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      candidate_name: 'Lena Ortiz',
      trigger_summary: 'Applied (source: other)',
    });
    expect(run!.conditions.map((c) => c.condition)).toEqual(['job', 'source', 'match score']);
    expect(run!.actions).toEqual([
      { type: 'create_task', status: 'done', detail: expect.stringContaining('Screen the new applicant') },
    ]);
    const task = (await h.myTasks('hiring_manager')).find((row) => row.rule_id === rule.id)!;
    expect(task).toMatchObject({
      title: 'Screen the new applicant',
      candidate_name: 'Lena Ortiz',
      job_title: job.title,
      overdue: false,
    });
    const bell = await h.t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, h.sessions.hiring_manager.user.id),
          eq(notifications.templateType, 'task'),
        ),
      );
    expect(bell.map((row) => row.title)).toContain('New task: Screen the new applicant');
  });

  it('stage change: moving to the technical stage assigns the job’s technical lead to the candidate', async () => {
    const lead = await createUser(h.t.database.db, { fullName: 'Tomás Lead', role: 'hiring_manager' });
    const job = await h.aJob({ hiringTeam: [{ email: lead.email, role: 'interviewer' }] });
    const install = await h.call(
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
    const { application } = await createApplication(h.t.database.db, job.id, { stageKey: 'prospector' });

    await h.move(job.id, application.id, 'facet');
    expect(await h.runsOf(install.json().id)).toEqual([]);
    await h.move(job.id, application.id, 'deep_dive');
    const team = await h.t.database.db
      .select()
      .from(candidateTeamMembers)
      .where(eq(candidateTeamMembers.candidateId, application.candidateId));
    expect(team.map((member) => member.userId)).toEqual([lead.id]);
    const [run] = await h.runsOf(install.json().id);
    expect(run!.trigger_summary).toBe('Moved from Facet Interview to Deep Dive');
  });

  it('score update: "high score auto-advance" moves a card whose score crosses 90, marked automated on the timeline', async () => {
    const job = await h.aJob({ skillsRequired: ['React', 'TypeScript', 'SQL'], location: 'Remote' });
    const install = await h.call(
      'recruiter',
      'POST',
      '/automation-rules/templates/high_score_auto_advance/install/',
      {
        job_id: job.id,
      },
    );
    expect(install.json().actions).toEqual([{ type: 'advance_stage', config: { stage: 'facet' } }]);
    const { application } = await createApplication(h.t.database.db, job.id, {
      stageKey: 'screening',
      matchScore: 40,
    });

    const edited = await h.call('recruiter', 'PUT', `/candidates/${application.candidateId}/`, {
      skills_extracted: ['React', 'TypeScript', 'SQL'],
      years_experience: 6,
      location: 'Remote',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await h.t.settle();
    const after = await h.applicationRow(application.id);
    expect(after.matchScore).toBeGreaterThanOrEqual(90);
    expect(after.stageKey).toBe('facet');
    const entries = await h.t.database.db
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
    const job = await h.aJob();
    const rule = await h.aRule({
      trigger_type: 'document_upload',
      actions: [{ type: 'update_score', config: { mode: 'adjust', value: 5, reason: 'Portfolio supplied' } }],
      job_id: job.id,
    });
    const { application } = await createApplication(h.t.database.db, job.id, { matchScore: 50 });
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
    const uploaded = await h.t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${application.candidateId}/documents/`,
      headers: { ...bearer(h.sessions.recruiter), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await h.t.settle();
    expect((await h.applicationRow(application.id)).matchScore).toBe(55);
    const [run] = await h.runsOf(rule.id);
    expect(run!.actions[0]).toEqual({
      type: 'update_score',
      status: 'done',
      detail: 'Match score 50 → 55: Portfolio supplied',
    });
    const entry = (
      await h.t.database.db
        .select()
        .from(timelineEvents)
        .where(eq(timelineEvents.applicationId, application.id))
    ).find((row) => row.title === 'Match score 50 → 55');
    expect(entry?.description).toBe('Automation “Rule”: Portfolio supplied');
  });

  it('time based: fires once per stay in the stage, inside the hours window, on the injected clock', async () => {
    const job = await h.aJob();
    const install = await h.call(
      'admin',
      'POST',
      '/automation-rules/templates/stale_application_reminder/install/',
      {
        job_id: job.id,
      },
    );
    expect(install.json().trigger_conditions).toEqual({ hoursInStage: 48, stages: ['screening', 'facet'] });
    const ruleId = install.json().id as number;
    await h.call('admin', 'PATCH', `/automation-rules/${ruleId}/`, {
      trigger_conditions: { hoursInStage: 48, maxHoursInStage: 60, stages: ['screening', 'facet'] },
    });
    const enteredAgo = async (applicationId: number, hours: number) =>
      h.t.database.db
        .update(applications)
        .set({ stageEnteredAt: new Date(Date.now() - hours * HOUR) })
        .where(eq(applications.id, applicationId));
    const { application: fresh } = await createApplication(h.t.database.db, job.id, {
      stageKey: 'screening',
    });
    const { application: old } = await createApplication(h.t.database.db, job.id, { stageKey: 'facet' });
    const { application: elsewhere } = await createApplication(h.t.database.db, job.id, {
      stageKey: 'prospector',
    });
    await enteredAgo(fresh.id, 47.5);
    await enteredAgo(old.id, 70);
    await enteredAgo(elsewhere.id, 100);

    await h.sweep();
    expect(await h.runsOf(ruleId)).toEqual([]);
    await h.advance(1 * HOUR); // fresh: 48.5 h in CV Review
    await h.sweep();
    await h.sweep();
    const runs = await h.runsOf(ruleId);
    expect(runs.map((run) => run.application_id)).toEqual([fresh.id]);
    expect(runs[0]!.conditions.every((check) => check.passed)).toBe(true);
    const tasks = (await h.myTasks('hiring_manager')).filter((task) => task.rule_id === ruleId);
    expect(tasks.map((task) => task.application_id)).toEqual([fresh.id]);

    // a card that leaves the stage and comes back starts a new stay
    await h.move(job.id, fresh.id, 'prospector');
    await h.move(job.id, fresh.id, 'screening');
    await enteredAgo(fresh.id, 49);
    await h.sweep();
    expect((await h.runsOf(ruleId)).length).toBe(2);
  });

  it('send_email: the Application Received e-mail, and the unknown-recipient fallback without an address', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
      trigger_type: 'stage_change',
      trigger_conditions: { toStages: ['screening'] },
      actions: [{ type: 'send_email', config: { template_type: 'application_received' } }],
      job_id: job.id,
    });
    const { application } = await createApplication(h.t.database.db, job.id);
    await h.move(job.id, application.id, 'screening');
    const [sent] = await h.runsOf(rule.id);
    expect(sent!.actions[0]).toMatchObject({
      status: 'done',
      detail: expect.stringMatching(/^E-mailed candidate\d+@example.com/),
    });
    const outbox = (
      await h.call('admin', 'GET', `/email-ingestion/outbox/?search=${encodeURIComponent('candidate')}`)
    ).json();
    expect(
      outbox.results.some((email: { application_id: number }) => email.application_id === application.id),
    ).toBe(true);

    const { application: silent } = await createApplication(h.t.database.db, job.id);
    await h.t.database.db.execute(
      `update candidates set emails = '[]'::jsonb where id = ${silent.candidateId}` as never,
    );
    await h.move(job.id, silent.id, 'screening');
    const latest = (await h.runsOf(rule.id))[0]!;
    expect(latest.actions[0]).toEqual({
      type: 'send_email',
      status: 'skipped',
      detail: 'No e-mail address: addressed to Unknown recipient, not sent.',
    });
  });

  it('reject_application: the job setting "auto-reject below 50%" rejects a weak new application', async () => {
    const created = await h.call(
      'recruiter',
      'POST',
      '/jobs/',
      validJobPayload({ skills_required: ['Rust', 'Go', 'Kotlin'] }),
    );
    const jobId = created.json().id as number;
    const candidate = await h.call('recruiter', 'POST', '/candidates/', {
      full_name: 'Pat Weak',
      emails: ['pat.weak@example.com'],
      skills_extracted: ['Excel'],
      job_id: jobId,
    });
    expect(candidate.statusCode, candidate.body).toBe(201);
    await h.t.settle();
    const [row] = await h.t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(row!.matchScore).toBeLessThan(50);
    expect(row!.status).toBe('rejected');
    const entries = await h.t.database.db
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
    const job = await h.aJob();
    const rule = await h.aRule({
      name: 'Always onwards',
      trigger_type: 'stage_change',
      actions: [{ type: 'advance_stage', config: {} }],
      job_id: job.id,
    });
    const { application } = await createApplication(h.t.database.db, job.id);
    await h.move(job.id, application.id, 'screening');
    // the person's move, then three automated ones: prospector, deep_dive, facet
    expect((await h.applicationRow(application.id)).stageKey).toBe('facet');
    const runs = await h.runsOf(rule.id);
    expect(runs.map((run) => [run.status, run.chain_depth])).toEqual([
      ['loop_cut', 3],
      ['succeeded', 2],
      ['succeeded', 1],
      ['succeeded', 0],
    ]);
    expect(runs[0]!.error).toContain('3 automated steps');
  });

  it('retries a failing rule, then shows it as failed and tells its author', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
      name: 'To the work sample',
      trigger_type: 'stage_change',
      trigger_conditions: { toStages: ['screening'] },
      actions: [{ type: 'advance_stage', config: { stage: 'work_sample' } }],
      job_id: job.id,
    });
    await h.t.database.db
      .delete(workflowStages)
      .where(and(eq(workflowStages.jobId, job.id), eq(workflowStages.key, 'work_sample')));
    const { application } = await createApplication(h.t.database.db, job.id);
    await h.move(job.id, application.id, 'screening');
    const [run] = await h.runsOf(rule.id);
    expect(run).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: expect.stringContaining('has no "work_sample" stage'),
    });
    expect((await h.applicationRow(application.id)).stageKey).toBe('screening');
    expect((await h.call('admin', 'GET', `/automation-rules/${rule.id}/`)).json()).toMatchObject({
      failed_count: 1,
      last_run: { status: 'failed' },
    });
    const bell = await h.t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, h.sessions.admin.user.id),
          eq(notifications.templateType, 'automation_failed'),
        ),
      );
    expect(bell.map((row) => row.title)).toContain('Automation rule failed: To the work sample');
  });

  it('fires once when the same event or run is delivered twice', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
      trigger_type: 'stage_change',
      actions: [{ type: 'update_score', config: { mode: 'adjust', value: 1, reason: 'Moved' } }],
      job_id: job.id,
    });
    const { application } = await createApplication(h.t.database.db, job.id, { matchScore: 60 });
    await h.move(job.id, application.id, 'screening');
    const [run] = await h.t.database.db
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.ruleId, rule.id));
    await h.t.spine.jobs.send('event.automation', { event_id: run!.eventId });
    await h.t.spine.jobs.send(RUN_QUEUE, { run_id: run!.id });
    await h.t.settle();
    expect(await h.runsOf(rule.id)).toHaveLength(1);
    expect((await h.applicationRow(application.id)).matchScore).toBe(61);
  });

  it('does nothing for a rule switched off between firing and running, and says so', async () => {
    const job = await h.aJob();
    const rule = await h.aRule({
      trigger_type: 'document_upload',
      actions: [{ type: 'update_score', config: { mode: 'set', value: 99, reason: 'Should not' } }],
      job_id: job.id,
      is_active: false,
    });
    const { application } = await createApplication(h.t.database.db, job.id, { matchScore: 60 });
    // a run queued while the rule was on, whose job runs after it was switched off
    const [run] = await h.t.database.db
      .insert(automationRuns)
      .values({
        ruleId: rule.id,
        dedupeKey: `test:${rule.id}`,
        triggerType: 'document_upload',
        applicationId: application.id,
        candidateId: application.candidateId,
        jobId: job.id,
      })
      .returning();
    await h.t.spine.jobs.send(RUN_QUEUE, { run_id: run!.id });
    await h.t.settle();
    expect((await h.runsOf(rule.id))[0]).toMatchObject({
      status: 'not_run',
      error: 'The rule was switched off before it ran.',
      actions: [],
    });
    expect((await h.applicationRow(application.id)).matchScore).toBe(60);
  });
});
