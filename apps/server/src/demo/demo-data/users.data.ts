import { DEMO_USERS } from '@shortlist/contracts';

/**
 * Three recruiters beside the demo identities. With the demo recruiter (Riley Morgan) they are
 * the four recruiters of spec 01 §9 who own the demo jobs and fill the recruiter filter.
 */
export const DEMO_RECRUITERS = [
  { email: 'priya.raman@meridian.example', fullName: 'Priya Raman', role: 'recruiter' },
  { email: 'tomas.novak@meridian.example', fullName: 'Tomás Novák', role: 'recruiter' },
  { email: 'grace.mensah@meridian.example', fullName: 'Grace Mensah', role: 'recruiter' },
] as const;

function demoUserEmail(role: (typeof DEMO_USERS)[number]['role']): string {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`DEMO_USERS has no ${role}`);
  return user.email;
}

export const ADMIN_EMAIL = demoUserEmail('admin');
export const HIRING_MANAGER_EMAIL = demoUserEmail('hiring_manager');
export const DEMO_RECRUITER_EMAIL = demoUserEmail('recruiter');
export const FINANCE_EMAIL = demoUserEmail('finance');
