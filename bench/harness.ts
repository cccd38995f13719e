import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from '../apps/server/src/db/client.ts';
import { openPgliteThread } from '../apps/server/src/db/pglite-thread.ts';

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

export type LoadResult = {
  url: string;
  connections: number;
  duration_s: number;
  requests: number;
  non_2xx: number;
  timeouts: number;
  errors: number;
  rps: number;
  latency_ms: { p50: number; p97_5: number; p99: number; max: number };
  sql_per_request?: number;
};

/**
 * A database of the bench's own: a new PGlite data dir, or with DATABASE_URL a
 * `shortlist_bench_<pid>` database created afresh on that PostgreSQL server (never the one named)
 * and dropped afterwards.
 */
export async function benchDatabase(): Promise<{
  database: Database;
  label: string;
  /** the PostgreSQL database's own URL (none on PGlite) */
  url?: string;
  cleanup(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // One database per bench process, so two runs on one server never share (or drop) each other's.
    const name = `shortlist_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    const database = openPostgres(benchUrl.toString());
    await database.migrate();
    return {
      database,
      label: 'postgresql',
      url: benchUrl.toString(),
      cleanup: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-'));
  // As the server runs it, on a thread of its own (docs/decisions/025); BENCH_PGLITE=in-thread
  // runs it on the server's thread, as before that record, to compare the two.
  const database = openPglite(
    process.env.BENCH_PGLITE === 'in-thread'
      ? await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
      : await openPgliteThread({ dataDir: dir }),
  );
  await database.migrate();
  return {
    database,
    label: 'pglite',
    cleanup: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Drives one URL with autocannon; counts SQL statements through the database's counter. */
export async function load(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  database?: Database;
  /**
   * Runs the load client on a worker thread of its own, as a client in another process would,
   * instead of on the server's thread (where PGlite also runs its statements).
   */
  clientThread?: boolean;
}): Promise<LoadResult> {
  const before = options.database?.stats.queries ?? 0;
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.clientThread ? { workers: 1 } : {}),
  });
  const requests = result.requests.total;
  const out: LoadResult = {
    url: options.url,
    connections: options.connections,
    duration_s: options.durationSeconds,
    requests,
    non_2xx: result.non2xx,
    timeouts: result.timeouts,
    errors: result.errors,
    rps: Math.round(result.requests.average),
    // autocannon reports p50, p97.5 and p99 (no p95); p97.5 stands in as the upper bound.
    latency_ms: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  };
  if (options.database && requests > 0) {
    out.sql_per_request = Number(((options.database.stats.queries - before) / requests).toFixed(2));
  }
  return out;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]!.toFixed(1));
}

/**
 * The client of timeCalls, on a thread of its own: a browser's requests do not run on the server's
 * thread, and fetch's own work (about 0.2 ms a call here) would otherwise count as the server's.
 * It times each call it is handed from sending to the last byte of the answer.
 */
const TIMING_CLIENT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, headers }) => {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    parentPort.postMessage({ ms: performance.now() - started, status: response.status });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});`;

/** One request at a time over `paths` in turn, `samples` in all: p50, p95 and max in ms. */
export async function timeCalls(
  base: string,
  headers: Record<string, string>,
  paths: string[],
  samples: number,
  /** Runs before each call, outside its time (a write that changes what the call reads, say). */
  before?: () => Promise<unknown>,
) {
  const client = new Worker(TIMING_CLIENT, { eval: true });
  const call = (url: string) =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      client.once('message', (answer: { ms: number; status: number } | { error: string }) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
      );
      client.postMessage({ url, headers });
    });
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      const path = paths[i % paths.length]!;
      await before?.();
      const { ms, status } = await call(`${base}${path}`);
      if (status < 200 || status >= 300) throw new Error(`${path} answered ${status}`);
      times.push(ms);
    }
  } finally {
    await client.terminate();
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100) };
}

/**
 * How steady the machine is as the run ends: the same few milliseconds of arithmetic timed 200
 * times. On a shared 2-core machine its p95 has been 1.5× its p50 (and its slowest 8×): a
 * request's p95 carries that much before any of its own variance.
 */
function steadyWork() {
  const times: number[] = [];
  let sink = 0;
  for (let run = 0; run < 200; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 3_000_000; i += 1) sink += i % 7;
    times.push(performance.now() - started);
  }
  // used, so the loop is not optimised away
  if (sink < 0) throw new Error('unreachable');
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  return { p50, p95, p95_over_p50: Number((p95 / p50).toFixed(2)), max: percentile(times, 100) };
}

export function writeResult(scenario: string, result: Record<string, unknown>) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const record = {
    scenario,
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memory_gb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      steady_work_ms: steadyWork(),
    },
    ...result,
  };
  // Runs on PostgreSQL, and embedded runs on the server's thread, keep their own file.
  const variant =
    result.database === 'postgresql'
      ? '.postgresql'
      : process.env.BENCH_PGLITE === 'in-thread'
        ? '.in-thread'
        : '';
  const file = `${scenario}${variant}.json`;
  fs.writeFileSync(path.join(RESULTS_DIR, file), `${JSON.stringify(record, null, 2)}\n`);
  console.log(JSON.stringify(record, null, 2));
}

/** Signs a bench user in through the demo sign-in (AUTH_DEV_LOGIN=1); the header its requests carry. */
export async function devLogin(
  app: {
    inject(options: { method: 'POST'; url: string; payload: object }): Promise<{
      statusCode: number;
      json(): { access_token: string };
    }>;
  },
  user: { email: string; role: string; full_name?: string },
): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/dev-login/', payload: user });
  if (response.statusCode !== 200) throw new Error(`dev login failed: ${response.statusCode}`);
  return { authorization: `Bearer ${response.json().access_token}` };
}
