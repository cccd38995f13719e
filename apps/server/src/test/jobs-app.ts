import type { JobDetail, Role } from '@shortlist/contracts';
import { expect } from 'vitest';
import { testApp } from './app.ts';
import { ensureSectors, validJobPayload } from './factories.ts';

/**
 * The jobs write tests' server: the demo user of every role signed in, the sectors in place, and
 * `create` a job through the API.
 */
export function useJobsApp() {
  const t = testApp({
    roles: ['admin', 'hiring_manager', 'recruiter', 'finance'],
    seed: (database) => ensureSectors(database.db),
  });

  async function create(payload: object = validJobPayload(), role: Role = 'recruiter'): Promise<JobDetail> {
    const response = await t.call(role, 'POST', '/jobs/', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  return { t, create };
}
