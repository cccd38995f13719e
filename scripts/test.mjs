// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end suite in Chromium. Stops at the first failure
// and ends with one line counting every test that ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/build.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'e2e.json');

const steps = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  {
    name: 'unit and API tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  },
  { name: 'end-to-end tests', command: ['npm', 'run', 'test:e2e'], env: { E2E_JSON_REPORT: e2eReport } },
];

function counts() {
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(vitestReport)) {
    const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (fs.existsSync(e2eReport)) {
    const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (result.status !== 0) {
    const { passed, failed } = counts();
    console.error(`\n✗ ${step.name} failed`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
const { passed, failed } = counts();
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed`);
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
