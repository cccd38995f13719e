import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { load, percentile, writeResult } from './harness.ts';

export const BENCH_JOBS = 2_000;
export const BENCH_APPLICATIONS_PER_JOB = 100;
const BENCH_CANDIDATES = 2_000;
const STAGES = [
  'applied',
  'screening',
  'prospector',
  'deep_dive',
  'facet',
  'work_sample',
  'reference',
  'bar_raiser',
  'decision',
];

type Server = {
  address: string;
  database: Database;
  label: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * 2,000 jobs with 100 applications each (200,000), written with set-based bulk inserts
 * (generate_series) on top of the demo organisation; every job gets sectors, a recruiter and a
 * mix of stages and statuses so each list aggregate has work to do.
 */
export async function jobsScenarioGenerate(database: Database) {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into candidates (full_name, emails, location)
      select 'Bench Candidate ' || g, jsonb_build_array('bench' || g || '@example.com'), 'Remote'
      from generate_series(1, ${BENCH_CANDIDATES}) g`);
    await tx.execute(sql`
      insert into jobs (title, department, location, status, priority, role_type, recruiter_id, is_ready, created_at, updated_at)
      select 'Bench Job ' || g,
        (select name from sectors order by id offset (g % 7) limit 1),
        case when g % 5 = 0 then 'Remote' else 'City ' || (g % 40) end,
        (array['open', 'open', 'paused', 'closed'])[1 + g % 4],
        (array['critical', 'high', 'normal', 'normal'])[1 + g % 4],
        (array['Engineering', 'Consultant', 'Account_Manager', 'Special_Position', 'Executive'])[1 + g % 5],
        (select id from users where role = 'recruiter' order by id offset (g % 4) limit 1),
        g % 6 = 0,
        now() - (g % 120) * interval '1 day', now()
      from generate_series(1, ${BENCH_JOBS}) g`);
    await tx.execute(sql`
      insert into job_sectors (job_id, sector_id, positions)
      select j.id, 1 + j.id % 7, 1 + j.id % 3 from jobs j where j.title like 'Bench Job %'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into applications (candidate_id, job_id, status, stage_key, source, match_score)
      select c.id, j.id,
        case when k % 10 = 0 then 'rejected' when k % 31 = 0 then 'withdrawn' when k % 47 = 0 then 'hired' else 'active' end,
        (${sql.raw(`array[${STAGES.map((key) => `'${key}'`).join(', ')}]`)})[1 + (j.id + k) % 9],
        (array['form', 'email', 'referral', 'linkedin', 'other'])[1 + k % 5],
        40 + (j.id * k) % 60
      from (select id, row_number() over (order by id) as n from jobs where title like 'Bench Job %') j
      cross join generate_series(1, ${BENCH_APPLICATIONS_PER_JOB}) k
      join (select id, row_number() over (order by id) as n from candidates where full_name like 'Bench Candidate %') c
        on c.n = 1 + (j.n * 7 + k) % ${BENCH_CANDIDATES}`);
  });
  await database.db.execute(sql`analyze`);
  return Math.round(performance.now() - started);
}

/** One request at a time: the latency one recruiter sees, with SQL statements per request. */
async function sequential(server: Server, url: string, count: number) {
  for (let i = 0; i < 20; i += 1) await fetch(url, { headers: server.headers });
  const before = server.database.stats.queries;
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: server.headers });
    const body = (await response.json()) as { count: number; results: unknown[] };
    latencies.push(performance.now() - started);
    if (!response.ok || body.results.length !== 100) throw new Error(`unexpected answer ${response.status}`);
  }
  return {
    url,
    requests: count,
    latency_ms: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    },
    sql_per_request: Number(((server.database.stats.queries - before) / count).toFixed(2)),
  };
}

/** Target: GET /jobs/?page_size=100 over 2,000 jobs and 200,000 applications, p95 < 50 ms. */
export async function jobsScenario(startServer: () => Promise<Server>) {
  const server = await startServer();
  try {
    const generateMs = await jobsScenarioGenerate(server.database);
    const base = `${server.address}/api/v1/jobs/`;
    const firstPage = await sequential(server, `${base}?page_size=100`, 200);
    const filtered = await sequential(
      server,
      `${base}?page_size=100&status=open&ordering=-application_count`,
      100,
    );
    const searched = await sequential(server, `${base}?page_size=100&search=bench`, 100);
    const concurrent = await load({
      url: `${base}?page_size=100`,
      headers: server.headers,
      connections: 10,
      durationSeconds: 10,
      database: server.database,
    });
    writeResult('jobs', {
      database: server.label,
      target: 'GET /jobs/?page_size=100 p95 < 50 ms (one request at a time); ≤ 2 SQL statements per request',
      data: {
        jobs: BENCH_JOBS + 10,
        applications: BENCH_JOBS * BENCH_APPLICATIONS_PER_JOB + 93,
        generate_ms: generateMs,
      },
      first_page: firstPage,
      open_by_application_count: filtered,
      search: searched,
      ten_connections: concurrent,
    });
  } finally {
    await server.stop();
  }
}
