// `npm start`: build what is not built yet, then serve (migrations and the first-start seed
// run inside the server). Signals are passed on so the server can finish its requests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, repoRoot } from './lib/build.mjs';

buildIfStale();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/main.js')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
