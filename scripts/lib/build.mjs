// Builds the web app and the server only when their sources changed since the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const targets = [
  {
    name: 'web',
    workspace: 'apps/web',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/contracts/src',
    ],
    output: 'apps/web/dist/index.html',
  },
  {
    name: 'server',
    workspace: 'apps/server',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
    output: 'apps/server/dist/main.js',
  },
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const output = path.join(repoRoot, target.output);
    const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    const changed = Math.max(...target.sources.map((source) => newestMtime(path.join(repoRoot, source))));
    if (!force && built > changed) continue;
    console.log(`Building the ${target.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
