import {
  type AutomationRule,
  type AutomationRun,
  DEMO_USERS,
  type Role,
  type Session,
  type Task,
} from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { applications } from '../db/schema/index.ts';
import { SWEEP_QUEUE } from '../features/automation/automation-engine.service.ts';
import { bearer, createTestApp, type TestContext } from './app.ts';
import { ensureSectors } from './factories.ts';
import { createJobWithWorkflow } from './pipeline-factories.ts';

const ROLES = ['admin', 'hiring_manager', 'recruiter', 'finance'] as const;
const HIRING_MANAGER_EMAIL = DEMO_USERS.find((user) => user.role === 'hiring_manager')!.email;

/**
 * A server for a file of automation tests (issue 14), signed in as every role, and the steps
 * those tests take: a job of each test's own, a rule, a card moved, the clock moved, a sweep.
 */
export function useAutomationApp() {
  let context: TestContext;
  const sessions = {} as Record<Role, Session>;

  beforeAll(async () => {
    context = await createTestApp();
    await ensureSectors(context.database.db);
    for (const role of ROLES) sessions[role] = await context.login(role);
  });
  afterAll(async () => {
    await context?.close();
  });

  const call = (
    role: Role,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(sessions[role]) });

  return {
    get t() {
      return context;
    },
    sessions,
    call,
    hiringManagerEmail: HIRING_MANAGER_EMAIL,

    /** A job of its own for each test (rules of one test never see another's cards). */
    aJob: (overrides: Parameters<typeof createJobWithWorkflow>[1] = {}) =>
      createJobWithWorkflow(context.database.db, {
        hiringTeam: [{ email: HIRING_MANAGER_EMAIL, role: 'hiring_manager' }],
        ...overrides,
      }),

    async aRule(rule: Record<string, unknown>, role: Role = 'admin'): Promise<AutomationRule> {
      const response = await call(role, 'POST', '/automation-rules/', { name: 'Rule', ...rule });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },

    async runsOf(ruleId: number): Promise<AutomationRun[]> {
      const response = await call('admin', 'GET', `/automation-rules/${ruleId}/runs/`);
      expect(response.statusCode).toBe(200);
      return response.json().results;
    },

    async applicationRow(applicationId: number) {
      const [row] = await context.database.db
        .select()
        .from(applications)
        .where(eq(applications.id, applicationId));
      return row!;
    },

    /** A recruiter drops the card in another column; what the rules do follows. */
    async move(jobId: number, applicationId: number, stage: string) {
      const response = await call('recruiter', 'POST', `/kanban/${jobId}/update-stage/`, {
        application_id: applicationId,
        new_stage: stage,
      });
      expect(response.statusCode, response.body).toBe(200);
      await context.settle();
    },

    /** Moves the server's clock on; sessions are signed in again, as people would after that long. */
    async advance(ms: number) {
      context.advanceClock(ms);
      for (const role of ROLES) sessions[role] = await context.login(role);
    },

    async sweep() {
      await context.spine.jobs.send(SWEEP_QUEUE, {});
      await context.settle();
    },

    async myTasks(role: Role): Promise<Task[]> {
      return (await call(role, 'GET', '/tasks/?status=all')).json().results;
    },
  };
}
