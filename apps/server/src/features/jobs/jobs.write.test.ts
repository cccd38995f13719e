import { JOB_MESSAGES, type JobDetail } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { createApplicationRow, createCandidateRow } from '../../test/candidate-factories.ts';
import { completeFramework, createApplication, validJobPayload } from '../../test/factories.ts';
import { useJobsApp } from '../../test/jobs-app.ts';

const { t, create } = useJobsApp();

describe('editing a job', () => {
  it.each([
    ['admin', 200],
    ['recruiter', 200],
    ['finance', 403],
  ] as const)('lets %s edit any job: %i', async (role, status) => {
    const job = await create(validJobPayload(), 'admin');
    expect((await t.call(role, 'PATCH', `/jobs/${job.id}/`, { location: 'Berlin' })).statusCode).toBe(status);
  });

  it('lets a hiring manager edit the jobs they created or whose team lists them in a managing role, and no others', async () => {
    const own = await create(validJobPayload(), 'hiring_manager');
    const onTeam = await create(
      validJobPayload({
        hiring_team: [{ email: 'Harper.Manager@meridian.example', role: 'lead_recruiter' }],
      }),
      'admin',
    );
    const other = await create(validJobPayload(), 'admin');
    expect(
      (await t.call('hiring_manager', 'PATCH', `/jobs/${own.id}/`, { location: 'Paris' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('hiring_manager', 'PATCH', `/jobs/${onTeam.id}/`, { location: 'Paris' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('hiring_manager', 'PATCH', `/jobs/${other.id}/`, { location: 'Paris' })).statusCode,
    ).toBe(403);
  });

  it('replaces the job with PUT and keeps the rules', async () => {
    const job = await create();
    const bad = await t.call(
      'recruiter',
      'PUT',
      `/jobs/${job.id}/`,
      validJobPayload({ business_case: 'short' }),
    );
    expect(bad.json().business_case).toEqual(['Business case must be at least 50 characters (currently 5)']);
    const ok = await t.call(
      'recruiter',
      'PUT',
      `/jobs/${job.id}/`,
      validJobPayload({ title: 'Renamed', priority: 'high' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Renamed', priority: 'high' });
  });

  it("re-scores the job's applications when its required skills change, and only then", async () => {
    const job = await create(validJobPayload({ skills_required: ['Rust'], skills_nice: [] }));
    const candidate = await createCandidateRow(t.database.db, {
      skillsExtracted: ['React', 'TypeScript'],
    });
    const application = await createApplicationRow(t.database.db, {
      candidateId: candidate.id,
      jobId: job.id,
      matchScore: 3,
    });
    const scoreOf = async () =>
      (
        await t.database.db.query.applications.findFirst({
          where: (a, { eq }) => eq(a.id, application.id),
        })
      )?.matchScore;

    await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { title: 'Renamed only' });
    expect(await scoreOf()).toBe(3);

    await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { skills_required: ['React', 'TypeScript'] });
    expect(await scoreOf()).toBeGreaterThan(3);
  });

  it('refuses an empty PATCH: 403 for a role that may not edit, 400 for one that may, and the job is untouched', async () => {
    const job = await create();
    const forbidden = await t.call('finance', 'PATCH', `/jobs/${job.id}/`, {});
    expect(forbidden.statusCode).toBe(403);
    const empty = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { updated_at: job.updated_at });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['Send at least one field to change.'] });
    const after = await t.call('recruiter', 'GET', `/jobs/${job.id}/`);
    expect(after.json().updated_at).toBe(job.updated_at);
  });

  it('refuses a recruiter who is not a user, and a salary past an integer', async () => {
    const job = await create();
    const unknown = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { recruiter_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ recruiter_id: ['Choose a recruiter from the list'] });
    const huge = await t.call('admin', 'PATCH', `/jobs/${job.id}/`, { salary_max: 2 ** 31 });
    expect(huge.json()).toEqual({ salary_max: ['Salary cannot be more than 1,000,000,000'] });
  });

  it('refuses a stale write with 409', async () => {
    const job = await create();
    await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { location: 'Oslo' });
    const stale = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, {
      location: 'Rome',
      updated_at: job.updated_at,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a stage with applications when the workflow is edited, and renames by key', async () => {
    const job = await create();
    await createApplication(t.database.db, job.id, { stageKey: 'deep_dive' });
    const rows = job.workflow_stages.map((stage) => ({
      key: stage.key,
      name: stage.label,
      order: stage.order,
      description: '',
    }));
    const without = rows.filter((row) => row.key !== 'deep_dive');
    const blocked = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { workflow_stages: without });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().workflow_stages[0]).toContain('Deep Dive');
    const renamed = rows.map((row) =>
      row.key === 'deep_dive' ? { ...row, name: 'Deep Dive Interview' } : row,
    );
    const ok = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, {
      workflow_stages: renamed.filter((r) => r.key !== 'facet'),
    });
    expect(ok.statusCode).toBe(200);
    const stages = ok.json<JobDetail>().workflow_stages;
    expect(stages.find((stage) => stage.key === 'deep_dive')?.label).toBe('Deep Dive Interview');
    expect(stages.some((stage) => stage.key === 'facet')).toBe(false);
  });
});

describe('status transitions', () => {
  it('pauses, resumes and closes a job, each change on its timeline', async () => {
    const job = await create();
    for (const status of ['paused', 'open', 'closed'] as const) {
      const response = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const timeline = await t.call('recruiter', 'GET', `/jobs/${job.id}/timeline/`);
    const events = timeline.json().results as { title: string; metadata: Record<string, string> }[];
    expect(events.slice(0, 3).map((event) => event.title)).toEqual([
      'Job closed',
      'Job resumed',
      'Job paused',
    ]);
    expect(events[0]!.metadata).toEqual({ fromStatus: 'open', toStatus: 'closed' });
  });

  it('refuses to reopen a closed job', async () => {
    const job = await create(validJobPayload({ status: 'closed' }));
    const response = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { status: 'open' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status[0]).toBe('A closed job cannot become open.');
  });
});

describe('readiness (spec 01 §4)', () => {
  it('is ready with all seven requirements, and stores the flag', async () => {
    const job = await create(validJobPayload(completeFramework()), 'admin');
    expect(job.readiness).toEqual({ is_ready: true, completion_percentage: 100, missing: [] });
    expect(job.is_ready).toBe(true);
    const ready = await t.call('admin', 'GET', '/jobs/?readiness=ready&page_size=100');
    expect(ready.json().results.map((row: { id: number }) => row.id)).toContain(job.id);
  });

  it('needs 5 target results, not 4', async () => {
    const framework = completeFramework();
    const job = await create(
      validJobPayload({ ...framework, targets_results: framework.targets_results!.slice(0, 4) }),
      'admin',
    );
    expect(job.readiness).toEqual({
      is_ready: false,
      completion_percentage: 86,
      missing: ['targets_framework'],
    });
  });

  it('needs 6 competencies, not 5', async () => {
    const competencies = Array.from({ length: 5 }, (_, index) => ({
      id: `c${index}`,
      name: `C${index}`,
      description: '',
      weight: 20,
      assessment_criteria: '',
    }));
    const job = await create(
      validJobPayload({ ...completeFramework(), targets_competencies: competencies }),
      'admin',
    );
    expect(job.readiness.missing).toEqual(['competencies_defined']);
  });

  it('is pending with one sign-off missing, and the flag follows a later sign-off', async () => {
    const job = await create(
      validJobPayload({ ...completeFramework(), signoff_executive_sponsor: false }),
      'admin',
    );
    expect(job.readiness).toEqual({
      is_ready: false,
      completion_percentage: 86,
      missing: ['stakeholder_signoffs'],
    });
    const signed = await t.call('finance', 'PATCH', `/jobs/${job.id}/`, { signoff_executive_sponsor: true });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      is_ready: true,
      readiness: { is_ready: true, completion_percentage: 100 },
    });
    expect(signed.json().signoff_records.executive_sponsor).toMatchObject({ user_name: 'Frankie Okafor' });
  });

  it('counts zero of seven on an empty framework', async () => {
    const job = await create();
    expect(job.readiness.completion_percentage).toBe(29);
    expect(job.readiness.missing).toEqual([
      'targets_framework',
      'competencies_defined',
      'cultural_mantras',
      'bar_raiser_assignment',
      'stakeholder_signoffs',
    ]);
  });
});

describe('sign-offs and bar raiser', () => {
  it('lets approvers (admin, hiring manager, finance) sign off, recording who and when', async () => {
    const job = await create();
    for (const [role, field] of [
      ['admin', 'signoff_people_ops'],
      ['hiring_manager', 'signoff_strategy'],
      ['finance', 'signoff_ops_delivery'],
    ] as const) {
      const response = await t.call(role, 'PATCH', `/jobs/${job.id}/`, { [field]: true });
      expect(response.statusCode, role).toBe(200);
    }
    const detail = (await t.call('recruiter', 'GET', `/jobs/${job.id}/`)).json<JobDetail>();
    expect(Object.keys(detail.signoff_records).sort()).toEqual(['ops_delivery', 'people_ops', 'strategy']);
    expect(detail.signoff_records.strategy?.user_name).toBe('Harper Lin');
    const timeline = (await t.call('recruiter', 'GET', `/jobs/${job.id}/timeline/`)).json();
    expect(timeline.results[0].title).toBe('Ops Delivery sign-off approved');
  });

  it('refuses a recruiter changing a sign-off or the bar raiser', async () => {
    const job = await create();
    expect(
      (await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { signoff_strategy: true })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, { bar_raiser_id: 'br-2' })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('hiring_manager', 'PATCH', `/jobs/${job.id}/`, { bar_raiser_id: 'br-2' })).statusCode,
    ).toBe(200);
  });

  it('lets a recruiter save the form unchanged sign-offs and all', async () => {
    const job = await create(validJobPayload({ signoff_people_ops: true }), 'admin');
    const response = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, {
      signoff_people_ops: true,
      location: 'Lisbon',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('duplicate and export', () => {
  it('duplicates a job as an open copy titled "(Copy)" without its sign-offs', async () => {
    const job = await create(validJobPayload({ ...completeFramework(), status: 'paused' }), 'admin');
    const response = await t.call('recruiter', 'POST', `/jobs/${job.id}/duplicate/`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<JobDetail>();
    expect(copy).toMatchObject({
      title: `${job.title} (Copy)`,
      status: 'open',
      signoff_people_ops: false,
      is_ready: false,
      sectors: job.sectors,
      skills_required: job.skills_required,
    });
    expect(copy.workflow_stages.map((stage) => stage.key)).toEqual(
      job.workflow_stages.map((stage) => stage.key),
    );
    expect((await t.call('finance', 'POST', `/jobs/${job.id}/duplicate/`)).statusCode).toBe(403);
  });

  it('exports the job candidates as CSV', async () => {
    const job = await create();
    await createApplication(
      t.database.db,
      job.id,
      { stageKey: 'screening', matchScore: 81 },
      {
        fullName: 'Ada, "The Countess"',
        emails: ['ada@example.com'],
      },
    );
    await createApplication(t.database.db, job.id, {}, { fullName: '=HYPERLINK("x")' });
    const response = await t.call('recruiter', 'GET', `/jobs/${job.id}/candidates.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'application_id,candidate_id,full_name,email,phone,location,current_company,current_role,stage,status,match_score,source,applied_at',
    );
    expect(lines[1]).toContain('"Ada, ""The Countess""",ada@example.com');
    expect(lines[1]).toContain('CV Review,active,81,form');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await t.call('admin', 'GET', '/jobs/99999/')).json()).toEqual({ detail: JOB_MESSAGES.notFound });
    expect((await t.call('admin', 'PATCH', '/jobs/99999/', { location: 'x' })).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', '/jobs/99999/candidates.csv')).statusCode).toBe(404);
  });
});

describe('settings and notes', () => {
  it('starts with the spec defaults and persists Save Settings', async () => {
    const job = await create();
    expect(job.settings).toEqual({
      auto_reject_below_50: true,
      auto_advance_at_85: false,
      auto_acknowledge: true,
    });
    const saved = await t.call('recruiter', 'PATCH', `/jobs/${job.id}/`, {
      settings: { auto_reject_below_50: false, auto_advance_at_85: true, auto_acknowledge: true },
      apply_email: 'jobs@meridian.example',
    });
    expect(saved.statusCode).toBe(200);
    const reloaded = (await t.call('finance', 'GET', `/jobs/${job.id}/`)).json<JobDetail>();
    expect(reloaded.settings).toEqual({
      auto_reject_below_50: false,
      auto_advance_at_85: true,
      auto_acknowledge: true,
    });
    expect(reloaded.apply_email).toBe('jobs@meridian.example');
  });

  it('keeps a note on the job timeline, and refuses an empty one', async () => {
    const job = await create();
    expect((await t.call('finance', 'POST', `/jobs/${job.id}/notes/`, { text: '  ' })).json()).toEqual({
      text: ['Write a note first'],
    });
    expect(
      (await t.call('finance', 'POST', `/jobs/${job.id}/notes/`, { text: 'Budget confirmed' })).statusCode,
    ).toBe(204);
    const timeline = (await t.call('recruiter', 'GET', `/jobs/${job.id}/timeline/`)).json();
    expect(timeline.results[0]).toMatchObject({
      type: 'note',
      description: 'Budget confirmed',
      created_by: 'Frankie Okafor',
    });
  });
});
