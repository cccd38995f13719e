import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SMTP_PORT, SMTP_READOUT } from './fixtures/mail.ts';
import { e2eDatabaseUrl } from './fresh-database.ts';

const PORT = Number(process.env.E2E_PORT ?? 8100);
/** The test OpenID provider the app signs in with (e2e/sso.spec.ts); a loopback port of its own. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 200);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database per run: the server seeds the demo organisation on first start.
const dataDir = path.join(os.tmpdir(), `shortlist-e2e-${process.pid}`);
// …or, with E2E_DATABASE_URL, a fresh PostgreSQL database (fresh-database.ts) seeded alike.
const postgresUrl = process.env.E2E_DATABASE_URL;
const database = postgresUrl
  ? {
      reset: 'node --import tsx e2e/fresh-database.ts',
      env: { DATABASE_URL: e2eDatabaseUrl(postgresUrl), SEED_DEMO: '1', AUTH_DEV_LOGIN: '1' },
    }
  : { reset: `rm -rf ${dataDir}`, env: {} as Record<string, string> };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  timeout: 30_000,
  use: {
    baseURL: ORIGIN,
    viewport: { width: 1440, height: 900 },
    // a trace costs every test CPU while it runs; a failure's retry records one (and a screenshot)
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx apps/server/src/test/oidc/serve-test-provider.ts',
      cwd: root,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { OIDC_TEST_PORT: String(OIDC_PORT), OIDC_TEST_REDIRECT_URI: `${ORIGIN}/auth/callback` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx apps/server/src/test/mail/serve-smtp-peer.ts',
      cwd: root,
      url: SMTP_READOUT,
      env: { SMTP_TEST_PORT: String(SMTP_PORT), SMTP_TEST_HTTP_PORT: String(SMTP_PORT + 1) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${database.reset} && node apps/server/dist/main.js`,
      cwd: root,
      url: `${ORIGIN}/api/v1/health/`,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: ORIGIN,
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'shortlist-test',
        OIDC_CLIENT_SECRET: 'shortlist-test-secret-that-is-long-enough',
        ALLOWED_EMAIL_DOMAINS: 'meridian.example',
        // every spec signs in; the limits are for people, not for a test suite
        AUTH_RATE_LIMIT: '10000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ...database.env,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
