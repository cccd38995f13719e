import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, PGLITE_EXTENSIONS } from '../apps/server/src/db/client.ts';
import { openPgliteThread } from '../apps/server/src/db/pglite-thread.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { generate } from './dashboard-scenario.ts';
import { devLogin, type LoadResult, load, timeCalls, writeResult } from './harness.ts';
import { boardJob } from './pipeline-scenario.ts';

const ROUNDS = 3;
const SAMPLES = 100;
const CONNECTIONS = 20;
const DURATION_S = 10;
const MODES = ['server_thread', 'own_thread'] as const;
type Mode = (typeof MODES)[number];

/**
 * docs/decisions/025: the embedded database on the server's thread against on a thread of its
 * own, on one data directory at issue 11's volume (the `pipeline` data). The two take turns,
 * three rounds each, so that the drift of this shared two-core machine falls on both alike. Each
 * turn: the board and the applications page one request at a time, then the board, the
 * applications page and the jobs list at 20 connections, the load client on its own thread.
 */
export async function pgliteThreadScenario() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-data-'));
  try {
    const building = openPglite(await openPgliteThread({ dataDir: dir }));
    await building.migrate();
    await seedDemo(building.db, { reset: true });
    await generate(building);
    const jobId = await boardJob(building);
    await building.db.execute(sql`vacuum analyze`);
    await building.close();

    const turns: Record<Mode, Array<Awaited<ReturnType<typeof turn>>>> = {
      server_thread: [],
      own_thread: [],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of MODES) turns[mode].push(await turn(mode, dir, dataDir, jobId));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const summary = Object.fromEntries(
      MODES.map((mode) => {
        const runs = turns[mode];
        return [
          mode,
          {
            board_p50_ms: median(runs.map((run) => run.board.p50)),
            board_p95_ms: median(runs.map((run) => run.board.p95)),
            applications_p50_ms: median(runs.map((run) => run.applications.p50)),
            applications_p95_ms: median(runs.map((run) => run.applications.p95)),
            board_rps: median(runs.map((run) => run.crowd.board.rps)),
            applications_rps: median(runs.map((run) => run.crowd.applications.rps)),
            jobs_rps: median(runs.map((run) => run.crowd.jobs.rps)),
            timeouts: runs.reduce(
              (sum, run) =>
                sum + Object.values(run.crowd).reduce((inner, result) => inner + result.timeouts, 0),
              0,
            ),
          },
        ];
      }),
    );
    writeResult('pglite-thread', {
      database: 'pglite',
      data: { jobs: 2_001, candidates: 100_000, applications: 301_000 },
      method: `${ROUNDS} rounds, the two ways taking turns on one data directory; each turn ${SAMPLES} sequential requests per call, then autocannon at ${CONNECTIONS} connections for ${DURATION_S} s per URL; medians of the rounds`,
      summary,
      rounds: turns,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function turn(mode: Mode, dir: string, dataDir: string, jobId: number) {
  const client =
    mode === 'own_thread'
      ? await openPgliteThread({ dataDir: dir })
      : await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  const database = openPglite(client);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_DEV_LOGIN: '1' });
  const app = await buildApp({ config, database, logger: false });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await devLogin(app, { email: 'riley.recruiter@meridian.example', role: 'recruiter' });
    const base = `${address}/api/v1`;
    const paths = { board: `/kanban/${jobId}/board/`, applications: '/applications/', jobs: '/jobs/' };
    for (const url of Object.values(paths))
      for (let i = 0; i < 5; i += 1) await fetch(`${base}${url}`, { headers });
    const board = await timeCalls(base, headers, [paths.board], SAMPLES);
    const applications = await timeCalls(base, headers, [paths.applications], SAMPLES);
    const crowd: Record<keyof typeof paths, LoadResult> = {
      board: await crowdOf(`${base}${paths.board}`, headers, database),
      applications: await crowdOf(`${base}${paths.applications}`, headers, database),
      jobs: await crowdOf(`${base}${paths.jobs}`, headers, database),
    };
    console.log(
      `${mode}: board p50 ${board.p50} ms, ${crowd.board.rps} req/s; applications p50 ${applications.p50} ms, ${crowd.applications.rps} req/s; jobs ${crowd.jobs.rps} req/s`,
    );
    return { board, applications, crowd };
  } finally {
    await app.close();
    await database.close();
  }
}

function crowdOf(url: string, headers: Record<string, string>, database: ReturnType<typeof openPglite>) {
  return load({
    url,
    headers,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    database,
    clientThread: true,
  });
}
