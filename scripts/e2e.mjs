// The end-to-end suite: Debian's Chromium (installed here when missing and we are root; never
// a browser download), a fresh build, then Playwright against the started app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfStale, repoRoot } from './lib/build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package first:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (result.status !== 0 || !fs.existsSync(CHROMIUM)) {
    console.error('Could not install Chromium (apt-get install -y chromium failed).');
    process.exit(1);
  }
}

ensureChromium();
buildIfStale();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
  },
);
process.exit(result.status ?? 1);
