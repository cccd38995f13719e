import type { JobDetail, Role, Session } from '@shortlist/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, type TestContext } from './app.ts';
import { ensureSectors, validJobPayload } from './factories.ts';

/**
 * The jobs write tests' server: one app per test file, the demo user of every role signed in,
 * `send` as one of them and `create` a job through the API.
 */
export function useJobsApp() {
  const ctx = { t: undefined as unknown as TestContext, sessions: {} as Record<Role, Session> };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    await ensureSectors(ctx.t.database.db);
    for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
      ctx.sessions[role] = await ctx.t.login(role);
  });
  afterAll(async () => ctx.t.close());

  const send = (role: Role, method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object) =>
    ctx.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(ctx.sessions[role]),
      ...(payload ? { payload } : {}),
    });

  async function create(payload: object = validJobPayload(), role: Role = 'recruiter'): Promise<JobDetail> {
    const response = await send(role, 'POST', '/jobs/', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  return { ctx, send, create };
}
