import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USERS, type Role, type Session } from '@shortlist/contracts';
import { type App, type AppDeps, buildApp, type Spine } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export type TestContext = {
  app: App;
  database: Database;
  /** Background jobs, domain events and live updates of this server. */
  spine: Spine;
  /** Resolves once every background job the requests so far caused has run. */
  settle(): Promise<void>;
  /** The server's DATA_DIR (uploaded files live under files/). */
  dataDir: string;
  /** Moves the server's clock forward (token expiry without sleeping). */
  advanceClock(ms: number): void;
  /** Signs in through the dev login as the demo user of a role. */
  login(role: Role, overrides?: { email?: string; full_name?: string }): Promise<Session>;
  close(): Promise<void>;
};

/** A server on its own migrated database, as the foundation tests and later features use it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'logger' | 'onRoute' | 'beforeStart' | 'heartbeatMs' | 'demoInbox'> & {
    /** Fills the database before the server starts (the demo organisation, say). */
    seed?: (database: Database) => Promise<unknown>;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  await options.seed?.(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-at-least-32-chars!!',
    // suites sign in far more often than people do; the rate-limit tests set their own limit
    AUTH_RATE_LIMIT: '10000',
    APPLY_RATE_LIMIT: '10000',
    ...env,
  });
  let offset = 0;
  const app = await buildApp({
    config,
    database,
    beforeStart: options.beforeStart,
    heartbeatMs: options.heartbeatMs,
    demoInbox: options.demoInbox,
    clock: () => new Date(Date.now() + offset),
    logger: options.logger ?? false,
    onRoute: options.onRoute,
  });
  await app.ready();

  return {
    app,
    database,
    spine: app.spine,
    settle: () => app.spine.jobs.settle(),
    dataDir,
    advanceClock(ms) {
      offset += ms;
    },
    async login(role, overrides = {}) {
      const demo = DEMO_USERS.find((user) => user.role === role)!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/dev-login/',
        payload: {
          email: overrides.email ?? demo.email,
          role,
          full_name: overrides.full_name ?? demo.full_name,
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`dev login failed: ${response.statusCode} ${response.body}`);
      return response.json<Session>();
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });
