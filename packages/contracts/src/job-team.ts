import { hasPermission, type Role } from './roles.ts';

/**
 * A job's hiring-team roles: the six of spec 01 §2.6's Team editor and §6's finance approver.
 * The team is stored as JSON on the job (decision 027).
 */
export const HIRING_TEAM_ROLES = [
  'hiring_manager',
  'lead_recruiter',
  'recruiter',
  'interviewer',
  'bar_raiser',
  'coordinator',
  'finance_approver',
] as const;
export type HiringTeamRole = (typeof HIRING_TEAM_ROLES)[number];

/** spec 01 §2.6: how the Team editor, the job form and every other screen name a team role. */
export const HIRING_TEAM_ROLE_LABELS: Record<HiringTeamRole, string> = {
  hiring_manager: 'Hiring Manager',
  lead_recruiter: 'Lead Recruiter',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
  bar_raiser: 'Bar Raiser',
  coordinator: 'Coordinator',
  finance_approver: 'Finance Approver',
};

/** A stored row's role in words; a role outside the list (none today) as it is stored. */
export function hiringTeamRoleLabel(role: string): string {
  return HIRING_TEAM_ROLE_LABELS[role as HiringTeamRole] ?? role;
}

/** spec 01 §6: a team's first row is its hiring manager; a row added after it, an interviewer. */
export const FIRST_TEAM_ROLE = 'hiring_manager' satisfies HiringTeamRole;
export const ADDED_TEAM_ROLE = 'interviewer' satisfies HiringTeamRole;

/**
 * The team roles that run the job's hiring, and so may change the job: its details, team and
 * pipeline, its candidates' stages, interviews, offers and rules (decision 027). Hiring managers
 * and recruiters own the search; coordinators schedule interviews and move candidates on.
 * Interviewers, bar raisers and finance approvers take part (a scorecard, a bar-raiser review, an
 * approval) through their own checks, but do not change the job.
 */
export const JOB_MANAGING_TEAM_ROLES = [
  'hiring_manager',
  'lead_recruiter',
  'recruiter',
  'coordinator',
] as const satisfies readonly HiringTeamRole[];

/** Whether a team row's role lets its member manage the job (a stored role is any string). */
export function managesJobAs(role: string): boolean {
  return (JOB_MANAGING_TEAM_ROLES as readonly string[]).includes(role);
}

/**
 * spec 01 §6, DESIGN.md §6: admins and recruiters (manage_all_jobs) edit any job; someone who may
 * create jobs, the jobs they created or are on the team of in a managing role; nobody else.
 * Server and web share this rule.
 */
export function canEditJob(
  user: { id: number; email: string; role: Role },
  job: { created_by: number | null; hiring_team: readonly { email: string; role: string }[] },
): boolean {
  if (hasPermission(user.role, 'manage_all_jobs')) return true;
  if (!hasPermission(user.role, 'create_jobs')) return false;
  if (job.created_by === user.id) return true;
  const email = user.email.toLowerCase();
  return job.hiring_team.some(
    (member) => member.email.trim().toLowerCase() === email && managesJobAs(member.role),
  );
}
