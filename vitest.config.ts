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
          // Hostile requests are refused by validation before any SQL runs; PGlite is the same
          // PostgreSQL, so running this minute-long sweep twice finds nothing new.
          exclude: ['**/node_modules/**', '**/malformed-requests.test.ts'],
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
