// Bundles the server (and the workspace packages it imports) into dist/main.js; npm packages
// stay external. Migrations are copied beside the bundle, where db/client.ts looks for them.
// The file-text reader process is its own entry, dist/file-text-worker.js, which
// platform/file-text/file-text-pool.ts starts from beside dist/main.js; the embedded database's
// thread is dist/pglite-thread-worker.js (db/pglite-thread.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [
    path.join(root, 'src/main.ts'),
    path.join(root, 'src/demo/cli.ts'),
    path.join(root, 'src/db/make-template.ts'),
    path.join(root, 'src/platform/file-text/file-text-worker.ts'),
    path.join(root, 'src/db/pglite-thread-worker.ts'),
  ],
  outdir: dist,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript source: bundle them instead of leaving them external.
  plugins: [
    {
      name: 'bundle-workspace',
      setup(b) {
        b.onResolve({ filter: /^@shortlist\// }, (args) => ({
          path: path.join(root, '../../packages', args.path.replace('@shortlist/', ''), 'src/index.ts'),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// A migrated empty embedded database, so the first start skips initdb (db/make-template.ts).
const template = spawnSync(process.execPath, [path.join(dist, 'make-template.js')], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
console.log('server built → apps/server/dist');
