import { JOB_MESSAGES, type JobDetail, type Role, type Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplicationRow, createCandidateRow } from '../../test/candidate-factories.ts';
import {
  completeFramework,
  createApplication,
  ensureSectors,
  validJobPayload,
} from '../../test/factories.ts';

let t: TestContext;
const sessions = {} as Record<Role, Session>;

beforeAll(async () => {
  t = await createTestApp();
  await ensureSectors(t.database.db);
  for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
    sessions[role] = await t.login(role);
});
afterAll(async () => t.close());

const send = (role: Role, method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(sessions[role]),
    ...(payload ? { payload } : {}),
  });

async function create(payload: object = validJobPayload(), role: Role = 'recruiter'): Promise<JobDetail> {
  const response = await send(role, 'POST', '/jobs/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /jobs/ validation (spec 01 §5, one message per rule)', () => {
  it.each([
    ['title', { title: '  ' }, JOB_MESSAGES.titleRequired],
    ['sectors', { sectors: [], department: '' }, JOB_MESSAGES.sectorRequired],
    ['skills_required', { skills_required: ['  ', ''] }, JOB_MESSAGES.skillRequired],
    ['business_case', { business_case: '   ' }, JOB_MESSAGES.businessCaseRequired],
    [
      'business_case',
      { business_case: '  Too short a case  ' },
      'Business case must be at least 50 characters (currently 16)',
    ],
    ['compelling_headline', { compelling_headline: '' }, JOB_MESSAGES.headlineRequired],
    [
      'compelling_headline',
      { compelling_headline: 'Short one' },
      'Compelling headline must be at least 20 characters (currently 9)',
    ],
    ['sectors', { sectors: [{ sector: 'Insurance and Other', positions: 11 }] }, JOB_MESSAGES.positionsRange],
    ['sectors', { sectors: [{ sector: 'Insurance and Other', positions: 0 }] }, JOB_MESSAGES.positionsRange],
    ['salary_min', { salary_min: -1 }, JOB_MESSAGES.salaryMin],
    ['salary_max', { salary_min: 150000, salary_max: 120000 }, JOB_MESSAGES.salaryOrder],
    [
      'workflow_stages',
      { workflow_stages: [{ name: 'Screen', order: 0, description: '' }] },
      JOB_MESSAGES.orderMin,
    ],
    [
      'targets_competencies',
      {
        targets_competencies: [{ id: 'c', name: 'A', description: '', weight: 60, assessment_criteria: '' }],
      },
      'Competency weights must total 100 (currently 60)',
    ],
    [
      'skill_weights',
      {
        skill_weights: {
          core_skills: 50,
          experience_level: 20,
          domain_match: 10,
          location_match: 10,
          communication: 5,
        },
      },
      'Skill weights must total 100 (currently 95)',
    ],
    [
      'cultural_mantras_criteria',
      {
        cultural_mantras_criteria: {
          always_be_helpful: { weight: 30, description: '', assessment_focus: '' },
        },
      },
      JOB_MESSAGES.mantraWeight,
    ],
    [
      'hiring_team',
      { hiring_team: [{ email: 'not-an-email', role: 'interviewer' }] },
      JOB_MESSAGES.hiringTeamEmail,
    ],
  ])('rejects a bad %s with its message', async (field, overrides, message) => {
    const response = await send('recruiter', 'POST', '/jobs/', validJobPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('reports every failing field at once', async () => {
    const response = await send('recruiter', 'POST', '/jobs/', {
      title: '',
      sectors: [],
      department: '',
      skills_required: [],
      business_case: '',
      compelling_headline: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: [JOB_MESSAGES.titleRequired],
      sectors: [JOB_MESSAGES.sectorRequired],
      skills_required: [JOB_MESSAGES.skillRequired],
      business_case: [JOB_MESSAGES.businessCaseRequired],
      compelling_headline: [JOB_MESSAGES.headlineRequired],
    });
  });

  it('accepts a department instead of sectors, and an unknown sector is a field error', async () => {
    const job = await create(validJobPayload({ sectors: [], department: 'Legal' }));
    expect(job.department).toBe('Legal');
    const response = await send(
      'recruiter',
      'POST',
      '/jobs/',
      validJobPayload({ sectors: [{ sector: 'Space', positions: 1 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().sectors[0]).toContain('Unknown sector');
  });
});

describe('POST /jobs/', () => {
  it('saves the job, sets department from the first sector and drops blank rows', async () => {
    const job = await create(
      validJobPayload({
        department: 'Ignored',
        sectors: [
          { sector: 'Insurance and Other', positions: 2 },
          { sector: 'Meridian Marketing', positions: 1 },
        ],
        skills_required: [' Python ', '', 'SQL'],
        skills_nice: ['  '],
        hiring_team: [
          { email: 'harper.manager@meridian.example', role: 'hiring_manager' },
          { email: '  ', role: 'interviewer' },
        ],
        salary_min: 90000,
        salary_max: 120000,
      }),
    );
    expect(job).toMatchObject({
      department: 'Insurance and Other',
      sectors: [
        { sector: 'Insurance and Other', positions: 2 },
        { sector: 'Meridian Marketing', positions: 1 },
      ],
      skills_required: ['Python', 'SQL'],
      skills_nice: [],
      hiring_team: [{ email: 'harper.manager@meridian.example', role: 'hiring_manager' }],
      status: 'open',
      priority: 'normal',
      location: 'Remote',
      employment_type: 'Full-time',
      experience_range: '2-5 years',
      quality_threshold: 7.5,
      salary_min: 90000,
      salary_max: 120000,
    });
    const stored = await send('admin', 'GET', `/jobs/${job.id}/`);
    expect(stored.json().title).toBe(job.title);
  });

  it('gives a new job the default nine-stage workflow of spec 01 §4 unless stages are given', async () => {
    const plain = await create();
    expect(plain.workflow_stages.map((stage) => stage.key)).toEqual([
      'applied',
      'screening',
      'prospector',
      'deep_dive',
      'facet',
      'work_sample',
      'reference',
      'bar_raiser',
      'decision',
    ]);
    const custom = await create(
      validJobPayload({
        workflow_stages: [
          { name: 'Phone Screen', order: 2, description: '' },
          { name: 'CV Review', order: 1, description: 'Read it' },
          { name: '  ', order: 3, description: '' },
        ],
      }),
    );
    expect(custom.workflow_stages.map((stage) => [stage.key, stage.label, stage.order])).toEqual([
      ['applied', 'Applied', 1],
      ['screening', 'CV Review', 2],
      ['phone_screen', 'Phone Screen', 3],
    ]);
  });

  it('sanitises the description: no script, no event handlers, no javascript links', async () => {
    const job = await create(
      validJobPayload({
        description:
          '<p onclick="steal()">Hello <strong>team</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      }),
    );
    expect(job.description).toContain('<strong>team</strong>');
    expect(job.description).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('turns a plain-text description into paragraphs', async () => {
    const job = await create(validJobPayload({ description: 'First & line\n\nSecond' }));
    expect(job.description).toBe('<p>First &amp; line</p><p>Second</p>');
  });

  it.each([
    ['admin', 201],
    ['hiring_manager', 201],
    ['recruiter', 201],
    ['finance', 403],
  ] as const)('lets %s create a job: %i', async (role, status) => {
    expect((await send(role, 'POST', '/jobs/', validJobPayload())).statusCode).toBe(status);
  });

  it('records the creation on the job timeline', async () => {
    const job = await create();
    const timeline = await send('finance', 'GET', `/jobs/${job.id}/timeline/`);
    expect(timeline.json().results.map((event: { title: string }) => event.title)).toEqual(['Job created']);
  });
});

describe('editing a job', () => {
  it.each([
    ['admin', 200],
    ['recruiter', 200],
    ['finance', 403],
  ] as const)('lets %s edit any job: %i', async (role, status) => {
    const job = await create(validJobPayload(), 'admin');
    expect((await send(role, 'PATCH', `/jobs/${job.id}/`, { location: 'Berlin' })).statusCode).toBe(status);
  });

  it('lets a hiring manager edit the jobs they created or whose team lists them, and no others', async () => {
    const own = await create(validJobPayload(), 'hiring_manager');
    const onTeam = await create(
      validJobPayload({ hiring_team: [{ email: 'Harper.Manager@meridian.example', role: 'interviewer' }] }),
      'admin',
    );
    const other = await create(validJobPayload(), 'admin');
    expect(
      (await send('hiring_manager', 'PATCH', `/jobs/${own.id}/`, { location: 'Paris' })).statusCode,
    ).toBe(200);
    expect(
      (await send('hiring_manager', 'PATCH', `/jobs/${onTeam.id}/`, { location: 'Paris' })).statusCode,
    ).toBe(200);
    expect(
      (await send('hiring_manager', 'PATCH', `/jobs/${other.id}/`, { location: 'Paris' })).statusCode,
    ).toBe(403);
  });

  it('replaces the job with PUT and keeps the rules', async () => {
    const job = await create();
    const bad = await send(
      'recruiter',
      'PUT',
      `/jobs/${job.id}/`,
      validJobPayload({ business_case: 'short' }),
    );
    expect(bad.json().business_case).toEqual(['Business case must be at least 50 characters (currently 5)']);
    const ok = await send(
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
    const candidate = await createCandidateRow(t.database.db, { skillsExtracted: ['React', 'TypeScript'] });
    const application = await createApplicationRow(t.database.db, {
      candidateId: candidate.id,
      jobId: job.id,
      matchScore: 3,
    });
    const scoreOf = async () =>
      (await t.database.db.query.applications.findFirst({ where: (a, { eq }) => eq(a.id, application.id) }))
        ?.matchScore;

    await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { title: 'Renamed only' });
    expect(await scoreOf()).toBe(3);

    await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { skills_required: ['React', 'TypeScript'] });
    expect(await scoreOf()).toBeGreaterThan(3);
  });

  it('refuses a stale write with 409', async () => {
    const job = await create();
    await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { location: 'Oslo' });
    const stale = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, {
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
    const blocked = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { workflow_stages: without });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().workflow_stages[0]).toContain('Deep Dive');
    const renamed = rows.map((row) =>
      row.key === 'deep_dive' ? { ...row, name: 'Deep Dive Interview' } : row,
    );
    const ok = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, {
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
      const response = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const timeline = await send('recruiter', 'GET', `/jobs/${job.id}/timeline/`);
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
    const response = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { status: 'open' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status[0]).toBe('A closed job cannot become open.');
  });
});

describe('readiness (spec 01 §4)', () => {
  it('is ready with all seven requirements, and stores the flag', async () => {
    const job = await create(validJobPayload(completeFramework()), 'admin');
    expect(job.readiness).toEqual({ is_ready: true, completion_percentage: 100, missing: [] });
    expect(job.is_ready).toBe(true);
    const ready = await send('admin', 'GET', '/jobs/?readiness=ready&page_size=100');
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
    const signed = await send('finance', 'PATCH', `/jobs/${job.id}/`, { signoff_executive_sponsor: true });
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
      const response = await send(role, 'PATCH', `/jobs/${job.id}/`, { [field]: true });
      expect(response.statusCode, role).toBe(200);
    }
    const detail = (await send('recruiter', 'GET', `/jobs/${job.id}/`)).json<JobDetail>();
    expect(Object.keys(detail.signoff_records).sort()).toEqual(['ops_delivery', 'people_ops', 'strategy']);
    expect(detail.signoff_records.strategy?.user_name).toBe('Harper Lin');
    const timeline = (await send('recruiter', 'GET', `/jobs/${job.id}/timeline/`)).json();
    expect(timeline.results[0].title).toBe('Ops Delivery sign-off approved');
  });

  it('refuses a recruiter changing a sign-off or the bar raiser', async () => {
    const job = await create();
    expect(
      (await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { signoff_strategy: true })).statusCode,
    ).toBe(403);
    expect((await send('recruiter', 'PATCH', `/jobs/${job.id}/`, { bar_raiser_id: 'br-2' })).statusCode).toBe(
      403,
    );
    expect(
      (await send('hiring_manager', 'PATCH', `/jobs/${job.id}/`, { bar_raiser_id: 'br-2' })).statusCode,
    ).toBe(200);
  });

  it('lets a recruiter save the form unchanged sign-offs and all', async () => {
    const job = await create(validJobPayload({ signoff_people_ops: true }), 'admin');
    const response = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, {
      signoff_people_ops: true,
      location: 'Lisbon',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('duplicate and export', () => {
  it('duplicates a job as an open copy titled "(Copy)" without its sign-offs', async () => {
    const job = await create(validJobPayload({ ...completeFramework(), status: 'paused' }), 'admin');
    const response = await send('recruiter', 'POST', `/jobs/${job.id}/duplicate/`);
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
    expect((await send('finance', 'POST', `/jobs/${job.id}/duplicate/`)).statusCode).toBe(403);
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
    const response = await send('recruiter', 'GET', `/jobs/${job.id}/candidates.csv`);
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
    expect((await send('admin', 'GET', '/jobs/99999/')).json()).toEqual({ detail: 'Job not found' });
    expect((await send('admin', 'PATCH', '/jobs/99999/', { location: 'x' })).statusCode).toBe(404);
    expect((await send('admin', 'GET', '/jobs/99999/candidates.csv')).statusCode).toBe(404);
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
    const saved = await send('recruiter', 'PATCH', `/jobs/${job.id}/`, {
      settings: { auto_reject_below_50: false, auto_advance_at_85: true, auto_acknowledge: true },
      apply_email: 'jobs@meridian.example',
    });
    expect(saved.statusCode).toBe(200);
    const reloaded = (await send('finance', 'GET', `/jobs/${job.id}/`)).json<JobDetail>();
    expect(reloaded.settings).toEqual({
      auto_reject_below_50: false,
      auto_advance_at_85: true,
      auto_acknowledge: true,
    });
    expect(reloaded.apply_email).toBe('jobs@meridian.example');
  });

  it('keeps a note on the job timeline, and refuses an empty one', async () => {
    const job = await create();
    expect((await send('finance', 'POST', `/jobs/${job.id}/notes/`, { text: '  ' })).json()).toEqual({
      text: ['Write a note first'],
    });
    expect(
      (await send('finance', 'POST', `/jobs/${job.id}/notes/`, { text: 'Budget confirmed' })).statusCode,
    ).toBe(204);
    const timeline = (await send('recruiter', 'GET', `/jobs/${job.id}/timeline/`)).json();
    expect(timeline.results[0]).toMatchObject({
      type: 'note',
      description: 'Budget confirmed',
      created_by: 'Frankie Okafor',
    });
  });
});
