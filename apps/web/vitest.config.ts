import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // As on the server: files share a worker's loaded modules instead of importing React, the
    // router and the app afresh each (two thirds of the suite's time). Each test renders into a
    // fresh DOM with its own QueryClient and stubs (src/test/setup.ts cleans up after it).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // above testing-library's own 5 s wait (src/test/setup.ts): a test that types through a form
    // on a busy 2-core machine ran past vitest's default 5 s in CI, and passes on its own
    testTimeout: 15_000,
    unstubGlobals: true,
  },
});
