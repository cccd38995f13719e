import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Files share a worker's loaded modules instead of importing the app afresh each: a third of
    // the suite's time was imports. Each file still builds its own app, database and DOM state.
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
