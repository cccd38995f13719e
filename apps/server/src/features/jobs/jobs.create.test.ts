import { JOB_MESSAGES } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { validJobPayload } from '../../test/factories.ts';
import { useJobsApp } from '../../test/jobs-app.ts';

const { t, create } = useJobsApp();

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
    const response = await t.call('recruiter', 'POST', '/jobs/', validJobPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('reports every failing field at once', async () => {
    const response = await t.call('recruiter', 'POST', '/jobs/', {
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
    const response = await t.call(
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
    const stored = await t.call('admin', 'GET', `/jobs/${job.id}/`);
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
    expect((await t.call(role, 'POST', '/jobs/', validJobPayload())).statusCode).toBe(status);
  });

  it('records the creation on the job timeline', async () => {
    const job = await create();
    const timeline = await t.call('finance', 'GET', `/jobs/${job.id}/timeline/`);
    expect(timeline.json().results.map((event: { title: string }) => event.title)).toEqual(['Job created']);
  });
});
