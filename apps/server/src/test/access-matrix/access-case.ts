import type { Role, Session } from '@shortlist/contracts';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';

/**
 * The permission matrix (issue 6; DESIGN.md §6). How to add an endpoint:
 *
 * 1. Find or create the domain's file here (`<domain>.cases.ts`) exporting `<domain>Cases`,
 *    and list the file in `index.ts`.
 * 2. Add one `AccessCase` per route, keyed exactly as Fastify registered it:
 *    `'PATCH /api/v1/users/:id/'`.
 * 3. `who` says who gets through: `'public'` (no sign-in), `'signed_in'` (any role) or the
 *    roles allowed, usually `PERMISSIONS.<permission>` from packages/contracts so the matrix and
 *    the guard read the same table.
 * 4. `ok` is the status an allowed caller gets with the request `build` makes. Everyone else gets
 *    401 (anonymous) or 403 (a signed-in role without the permission) — checked for you.
 * 5. `build(fx, caller)` makes a fresh request for one caller: create the row the URL names, a
 *    valid body. It runs once per caller, so a case that changes or deletes something gets its
 *    own target every time. Without `build` the case is called with the route's URL as written.
 *
 * 6. A route under the job-edit rule (admin and recruiter any job, a hiring manager their own)
 *    also gives `owned(fx, ownerId)`, the same request on a job that user created.
 *
 * Every successful answer to a role without view_salary is also read: no candidate salary field
 * (offered_salary, desired_salary_min/max) may be in it.
 *
 * The matrix fails on a registered /api/v1 route that has no case, and on a case whose route
 * no longer exists.
 */
export type Caller = Role | 'anonymous';

export type AccessRule = 'public' | 'signed_in' | readonly Role[];

export type AccessRequest = {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

export type AccessFixtures = {
  app: App;
  db: Db;
  /** The caller's session for the whole run (null for anonymous). */
  session: Session | null;
  /** A further sign-in of a role's demo user (a new session of the same account). */
  signIn(role: Role, overrides?: { email?: string }): Promise<Session>;
  /** A value unique within the run, for e-mail addresses and names. */
  unique(prefix: string): string;
};

export type AccessCase = {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/v1/${string}`;
  who: AccessRule;
  ok: number;
  build?: (fx: AccessFixtures, caller: Caller) => Promise<AccessRequest>;
  /**
   * The same request on a job `ownerId` created: a route under the job-edit rule gives it, and
   * the matrix checks that a hiring manager gets `ok` on their own job (and 403 on others').
   */
  owned?: (fx: AccessFixtures, ownerId: number) => Promise<AccessRequest>;
};

export function expectedStatus(testCase: AccessCase, caller: Caller): number {
  if (testCase.who === 'public') return testCase.ok;
  if (caller === 'anonymous') return 401;
  if (testCase.who === 'signed_in') return testCase.ok;
  return testCase.who.includes(caller) ? testCase.ok : 403;
}
