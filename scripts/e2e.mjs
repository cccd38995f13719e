// The end-to-end suite: Debian's headless Chromium (installed here when missing and we are root;
// never a browser download), a fresh build, then Playwright against the started app.
//
// The default is Debian's `chromium-headless-shell`, the headless-only build of the same Chromium:
// no desktop browser process around the renderer, and each journey runs 35–45 % faster than in
// the full `chromium` on this two-core machine (the suite is CPU-bound, the browser the larger
// part of it). CHROMIUM_PATH=/usr/bin/chromium runs it in the full browser instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfStale, repoRoot } from './lib/build.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
const PACKAGE = CHROMIUM === HEADLESS_SHELL ? 'chromium-headless-shell' : 'chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package first:\n  sudo apt-get install -y ${PACKAGE}\n(or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${PACKAGE} from Debian packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    result = install();
  }
  if (result.status !== 0 || !fs.existsSync(CHROMIUM)) {
    console.error(`Could not install Chromium (apt-get install -y ${PACKAGE} failed).`);
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
