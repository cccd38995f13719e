import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, PGLITE_EXTENSIONS } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { automationScenario } from './automation-scenario.ts';
import { candidateDataScenario } from './candidate-data-scenario.ts';
import { candidatesScale } from './candidates-scenario.ts';
import { careersScenario } from './careers-scenario.ts';
import { dashboardScenario } from './dashboard-scenario.ts';
import { benchDatabase, devLogin, load, percentile, writeResult } from './harness.ts';
import { hostileFilesScenario } from './hostile-files-scenario.ts';
import { importsScenario } from './imports-scenario.ts';
import { inboxScenario } from './inbox-scenario.ts';
import { jobsScenario } from './jobs-scenario.ts';
import { kanbanScenario } from './kanban-scenario.ts';
import { liveScenario } from './live-scenario.ts';
import { pgliteThreadScenario } from './pglite-thread-scenario.ts';
import { pipelineScenario } from './pipeline-scenario.ts';

const CONNECTIONS = 10;
const DURATION_S = 10;
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Starts the real server on a bench database with the demo organisation; returns a signed-in header. */
export async function startServer(env: Record<string, string> = {}) {
  const { database, label, url, cleanup } = await benchDatabase();
  await seedDemo(database.db, { reset: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_DEV_LOGIN: '1', ...env });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await devLogin(app, { email: 'riley.recruiter@meridian.example', role: 'recruiter' });
  return {
    address,
    database,
    label,
    /** the PostgreSQL database's URL (none on PGlite) */
    databaseUrl: url,
    headers,
    async stop() {
      await app.close();
      await cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ceiling: a bare Fastify route answering the same shape on the same machine. */
async function bareCeiling() {
  const bare = Fastify();
  bare.get('/health/', async () => ({ status: 'ok', database: 'ok' }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  const result = await load({
    url: `${address}/health/`,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
  });
  await bare.close();
  return result;
}

async function health() {
  const server = await startServer();
  try {
    const shortlist = await load({
      url: `${server.address}/api/v1/health/`,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      database: server.database,
    });
    writeResult('health', { database: server.label, shortlist, bare_fastify_ceiling: await bareCeiling() });
  } finally {
    await server.stop();
  }
}

async function jobsList() {
  const server = await startServer();
  try {
    const shortlist = await load({
      url: `${server.address}/api/v1/jobs/?page_size=25`,
      headers: server.headers,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      database: server.database,
    });
    writeResult('jobs-list', {
      database: server.label,
      shortlist,
      bare_fastify_ceiling: await bareCeiling(),
    });
  } finally {
    await server.stop();
  }
}

/** Target: a migrated PGlite for a test file in under 500 ms (a copy of a migrated template). */
async function testDatabase() {
  const template = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const migrated = openPglite(template);
  const coldStart = performance.now();
  await migrated.migrate();
  const migrateMs = performance.now() - coldStart;
  const dump = await template.dumpDataDir('none');
  await migrated.close();

  const copies: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    const copy = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    await copy.query('select count(*) from jobs');
    copies.push(performance.now() - started);
    await copy.close();
  }
  writeResult('test-db', {
    target_ms: 500,
    migrate_template_ms: Math.round(migrateMs),
    copy_ms: { p50: percentile(copies, 50), p95: percentile(copies, 95), max: percentile(copies, 100) },
  });
}

/** Target: `npm start` after the build is healthy in under 3 s (first start seeds; later ones do not). */
async function coldStart() {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-cold-'));
  const timeToHealthy = async (port: number) => {
    const started = performance.now();
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    try {
      for (;;) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
          if (response.ok) return Math.round(performance.now() - started);
        } catch {}
        if (performance.now() - started > 60_000) throw new Error('server did not become healthy in 60 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  const first = await timeToHealthy(8191);
  const warm = [];
  for (let i = 0; i < 3; i += 1) warm.push(await timeToHealthy(8191));
  fs.rmSync(dataDir, { recursive: true, force: true });
  writeResult('cold-start', {
    target_ms: 3000,
    first_start_with_migrate_and_seed_ms: first,
    restart_ms: { p50: percentile(warm, 50), max: percentile(warm, 100) },
  });
}

export const SCENARIOS: Record<string, () => Promise<void>> = {
  health,
  'jobs-list': jobsList,
  'test-db': testDatabase,
  'cold-start': coldStart,
  kanban: kanbanScenario,
  jobs: () => jobsScenario(startServer),
  candidates: candidatesScale,
  live: liveScenario,
  'hostile-files': () => hostileFilesScenario(startServer),
  inbox: inboxScenario,
  automation: automationScenario,
  dashboard: dashboardScenario,
  pipeline: pipelineScenario,
  'pglite-thread': pgliteThreadScenario,
  careers: careersScenario,
  'candidate-data': candidateDataScenario,
  imports: importsScenario,
};
