import { describe, expect, it } from 'vitest';
import { ASSIGNEE_ROLE_LABELS, ASSIGNEE_ROLES } from './automation.ts';
import { hiringTeamSchema } from './job-payload.ts';
import {
  canEditJob,
  HIRING_TEAM_ROLE_LABELS,
  HIRING_TEAM_ROLES,
  JOB_MANAGING_TEAM_ROLES,
  managesJobAs,
} from './job-team.ts';
import { ROLES, type Role } from './roles.ts';

const harper = { id: 2, email: 'Harper.Manager@meridian.example', role: 'hiring_manager' as Role };
const onTeamAs = (role: string, email = 'harper.manager@meridian.example') => ({
  created_by: 1,
  hiring_team: [{ email, role }],
});

describe('job team roles', () => {
  it('are spec 01 §2.6’s six and §6’s finance approver, each with one label', () => {
    expect(HIRING_TEAM_ROLES.map((role) => HIRING_TEAM_ROLE_LABELS[role])).toEqual([
      'Hiring Manager',
      'Lead Recruiter',
      'Recruiter',
      'Interviewer',
      'Bar Raiser',
      'Coordinator',
      'Finance Approver',
    ]);
  });

  it('let hiring managers, recruiters and coordinators manage the job, and no one else', () => {
    expect(HIRING_TEAM_ROLES.filter(managesJobAs)).toEqual([...JOB_MANAGING_TEAM_ROLES]);
    expect(JOB_MANAGING_TEAM_ROLES).toEqual(['hiring_manager', 'lead_recruiter', 'recruiter', 'coordinator']);
    expect(managesJobAs('owner')).toBe(false);
  });

  it('are what an automation assigns by, each named once', () => {
    expect(new Set(ASSIGNEE_ROLES).size).toBe(ASSIGNEE_ROLES.length);
    expect([...ASSIGNEE_ROLES]).toEqual([...HIRING_TEAM_ROLES]);
    expect(ASSIGNEE_ROLE_LABELS.lead_recruiter).toBe('Lead Recruiter');
  });

  it('are what the team schema accepts; a blank row is dropped', () => {
    for (const role of HIRING_TEAM_ROLES)
      expect(hiringTeamSchema.parse([{ email: ' a@b.example ', role }])).toEqual([
        { email: 'a@b.example', role },
      ]);
    expect(hiringTeamSchema.parse([{ email: ' ', role: 'nonsense' }])).toEqual([]);
    expect(
      hiringTeamSchema.safeParse([{ email: 'a@b.example', role: 'owner' }]).error?.issues[0]?.message,
    ).toBe(`Choose one of: ${HIRING_TEAM_ROLES.join(', ')}.`);
  });
});

describe('canEditJob', () => {
  it.each(JOB_MANAGING_TEAM_ROLES)('lets a hiring manager on the team as %s edit the job', (role) => {
    expect(canEditJob(harper, onTeamAs(role))).toBe(true);
    expect(canEditJob(harper, onTeamAs(role, ' HARPER.manager@meridian.example '))).toBe(true);
  });

  it.each(['interviewer', 'bar_raiser', 'finance_approver', 'unknown'])(
    'refuses a hiring manager on the team only as %s',
    (role) => {
      expect(canEditJob(harper, onTeamAs(role))).toBe(false);
      expect(canEditJob(harper, { ...onTeamAs(role), created_by: harper.id })).toBe(true);
    },
  );

  it.each(ROLES)('gives %s what its global role allows on a job it is not on', (role) => {
    const expected = role === 'admin' || role === 'recruiter';
    expect(canEditJob({ ...harper, role }, { created_by: null, hiring_team: [] })).toBe(expected);
  });

  it('gives finance nothing, even as coordinator or author', () => {
    const finance = { ...harper, role: 'finance' as Role };
    expect(canEditJob(finance, onTeamAs('coordinator'))).toBe(false);
    expect(canEditJob(finance, { created_by: harper.id, hiring_team: [] })).toBe(false);
  });
});
