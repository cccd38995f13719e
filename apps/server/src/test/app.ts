import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USERS, ROLES, type Role, type Session } from '@shortlist/contracts';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp, type Spine } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDataDirStorage } from '../platform/storage/local-disk-storage.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { AuthUser } from '../platform/tokens.ts';
import { createTestDatabase } from './database.ts';

export type TestContext = {
  app: App;
  database: Database;
  /** Background jobs, domain events and live updates of this server. */
  spine: Spine;
  /** Resolves once every background job the requests so far caused has run (within `timeoutMs`). */
  settle(timeoutMs?: number): Promise<void>;
  /** The server's DATA_DIR (uploaded files live under files/). */
  dataDir: string;
  /** Moves the server's clock forward (token expiry without sleeping). */
  advanceClock(ms: number): void;
  /** Signs in through the dev login as the demo user of a role. */
  login(role: Role, overrides?: { email?: string; full_name?: string }): Promise<Session>;
  close(): Promise<void>;
};

type TestAppOptions = Pick<AppDeps, 'logger' | 'onRoute' | 'beforeStart' | 'heartbeatMs' | 'demoInbox'> & {
  /** Fills the database, and the server's file storage, before the server starts (the demo organisation, say). */
  seed?: (database: Database, storage: FileStorage) => Promise<unknown>;
};

/**
 * The demo user of `role` as a service's context names them, for a test that calls a service
 * directly instead of through a route (no sign-in behind it: id 0).
 */
export function serviceUser(role: Role): AuthUser {
  const demo = DEMO_USERS.find((user) => user.role === role)!;
  return { id: 0, email: demo.email, full_name: demo.full_name, role, sessionId: 'test' };
}

/** A server on its own migrated database, as the foundation tests and later features use it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-app-'));
  const storage = createDataDirStorage(dataDir);
  await options.seed?.(database, storage);
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
    storage,
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
    settle: (timeoutMs) => app.spine.jobs.settle(timeoutMs),
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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TestApp = TestContext & {
  /** The session of the demo user signed in as `role` when the server started. */
  session(role: Role): Session;
  /** Sends `payload` to `/api/v1{url}` as the demo user of `role`. */
  call(role: Role, method: Method, url: string, payload?: object): Promise<InjectResponse>;
  /** The same, as any session (one signed in later with `login`, say). */
  as(session: Session, method: Method, url: string, payload?: object): Promise<InjectResponse>;
  /** Posts a multipart form (`multipart()` of the candidate factories) as the demo user of `role`. */
  upload(role: Role, url: string, form: MultipartBody): Promise<InjectResponse>;
};

export type MultipartBody = { payload: Buffer; headers: Record<string, string> };

/**
 * A test file's server: started before its tests with the demo user of each of `roles` signed
 * in, closed after them. Read it only inside tests and hooks (it is empty before `beforeAll`).
 * Hooks run in the order they are registered and close in reverse, so a mail peer started in a
 * `beforeAll` above `testApp` is up before the server and down after it.
 */
export function testApp({
  roles = ROLES,
  env = {},
  ...options
}: {
  /** Who is signed in (every role unless said). */
  roles?: readonly Role[];
  /** The server's environment; a function when it is known only once an earlier hook ran (a mail peer's port). */
  env?: Record<string, string> | (() => Record<string, string>);
} & TestAppOptions = {}): TestApp {
  let context: TestContext | undefined;
  const sessions = new Map<Role, Session>();
  beforeAll(async () => {
    context = await createTestApp(typeof env === 'function' ? env() : env, options);
    for (const role of roles) sessions.set(role, await context.login(role));
  });
  afterAll(async () => context?.close());

  const started = (): TestContext => {
    if (!context) throw new Error('testApp: the server starts in beforeAll; use it inside a test or hook');
    return context;
  };
  const session = (role: Role): Session => {
    const signedIn = sessions.get(role);
    if (!signedIn) throw new Error(`testApp: no ${role} signed in; add it to roles`);
    return signedIn;
  };
  const as = (signedIn: Session, method: Method, url: string, payload?: object) =>
    started().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(signedIn),
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get spine() {
      return started().spine;
    },
    get dataDir() {
      return started().dataDir;
    },
    settle: (timeoutMs) => started().settle(timeoutMs),
    advanceClock: (ms) => started().advanceClock(ms),
    login: (role, overrides) => started().login(role, overrides),
    close: () => started().close(),
    session,
    as,
    call: (role, method, url, payload) => as(session(role), method, url, payload),
    upload: (role, url, form) =>
      started().app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...bearer(session(role)), ...form.headers },
        payload: form.payload,
      }),
  };
}
