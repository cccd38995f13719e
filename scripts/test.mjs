// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end suite in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/build.mjs';

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and API tests', ['run', 'test:unit']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
