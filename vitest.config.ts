import { defineConfig } from 'vitest/config';

// The server suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-postgres',
          env: { TEST_DB: 'postgres' },
          // Suites about what happens before or beside SQL run once, on PGlite (the same
          // PostgreSQL): hostile requests refused by validation, files parsed in child processes,
          // proxies and client addresses, iCalendar text. Everything that writes or
          // queries runs on both.
          exclude: [
            '**/node_modules/**',
            '**/malformed-requests.test.ts',
            '**/file-text-pool.test.ts',
            '**/hostile-uploads.test.ts',
            '**/trusted-proxy.test.ts',
            '**/calendar.test.ts',
          ],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Two files at once even on a two-core machine: most of a server test's time is spent
    // waiting on a database, a mail server or a child process, not on the CPU (Vitest's default
    // there would be one). The whole run stays within CI's 15 minutes this way.
    maxWorkers: 2,
    projects: ['packages/contracts', 'apps/server', 'apps/web', ...postgres],
  },
});
