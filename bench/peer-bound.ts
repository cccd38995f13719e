import pg from 'pg';
import { percentile } from './harness.ts';

/*
 * What the open-source peer of issue 11 (Reqcore, Nuxt + PostgreSQL) could at most serve on our
 * data: its list handlers' statements, written against our tables, run straight on PostgreSQL at
 * 20 connections with nothing else — no HTTP, no Nuxt, no session check, no custom properties.
 * The peer cannot be installed here (no network but the package registries), and the issue
 * measured only its board. Its board (the job's pipeline page) and its applications page are one
 * handler (`GET /api/applications`, read at reqcore-inc/reqcore 0f43d20), with and without a job:
 *
 * - a page of applications joined to their candidate and job, newest first (20 a page; for the
 *   board 100, the most the handler gives),
 * - beside it, the same join counted for the total, and with a job its applications by status,
 * - then which of the page's applications have interviews.
 *
 * Its jobs list (`GET /api/jobs`, 083886a): a page of 20 jobs, the jobs counted, then the page's
 * applications by job and status.
 *
 * Each part is kinder to the peer than the peer is to itself: the page is ordered by a column our
 * index serves, every statement is planned once (named on its connection, as our server's are),
 * and what the peer adds (its session lookup, the properties of each application, Nuxt's own
 * work) is left out. So the figure is an upper bound on the peer's throughput; the board
 * bound beside the issue's measured 91 req/s shows how loose it is.
 */

type PeerCall = (pool: pg.Pool) => Promise<unknown>;

const names = new Map<string, string>();
/** `text` as a statement named on each connection: parsed and planned once there, as ours are. */
function run<R extends pg.QueryResultRow>(pool: pg.Pool, text: string, values: unknown[] = []) {
  let name = names.get(text);
  if (!name) {
    name = `peer${names.size + 1}`;
    names.set(text, name);
  }
  return pool.query<R>({ name, text, values });
}

/** GET /api/applications: the board with a job, the applications page without. */
async function applicationsList(pool: pg.Pool, { jobId, limit }: { jobId?: number; limit: number }) {
  const where = jobId === undefined ? '' : 'where a.job_id = $1';
  const params = jobId === undefined ? [] : [jobId];
  const joined = `applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id ${where}`;
  const [page] = await Promise.all([
    run<{ id: number }>(
      pool,
      `select a.id, a.status, a.match_score, a.created_at, a.updated_at, a.candidate_id,
         c.full_name, c.emails->>0 as email, a.job_id, j.title as job_title, j.status as job_status
       from ${joined} order by a.applied_at desc limit ${limit}`,
      params,
    ),
    run(pool, `select count(*) from ${joined}`, params),
    jobId === undefined
      ? Promise.resolve()
      : run(pool, 'select status, count(*) from applications where job_id = $1 group by status', params),
  ]);
  const ids = page.rows.map((row) => row.id);
  if (ids.length > 0)
    await run(pool, 'select distinct application_id from interviews where application_id = any($1::int[])', [
      ids,
    ]);
}

/** GET /api/jobs: a page of 20, newest first, the jobs counted, and the page's applications by status. */
async function jobsList(pool: pg.Pool) {
  const [page] = await Promise.all([
    run<{ id: number }>(
      pool,
      `select id, title, description, location, status, created_at, updated_at
       from jobs order by created_at desc limit 20`,
    ),
    run(pool, 'select count(*) from jobs'),
  ]);
  await run(
    pool,
    'select job_id, status, count(*) from applications where job_id = any($1::int[]) group by job_id, status',
    [page.rows.map((row) => row.id)],
  );
}

/** `connections` callers, each making the peer's calls back to back for `seconds`. */
async function drive(url: string, call: PeerCall, connections: number, seconds: number) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    // every connection opened and used once before the clock starts (one after another would open one)
    await Promise.all(Array.from({ length: connections }, () => call(pool)));
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          await call(pool);
          times.push(performance.now() - started);
        }
      }),
    );
    return {
      requests: times.length,
      rps: Math.round(times.length / seconds),
      latency_ms: { p50: percentile(times, 50), p97_5: percentile(times, 97.5) },
    };
  } finally {
    await pool.end();
  }
}

type Compared = 'board' | 'applications_first_page' | 'jobs_first_page';

/**
 * Our throughput at 20 connections (`ours`) against the peer's: its board (the 1,000-application
 * job, 100 cards), its applications page (all applications, 20 a page) and its jobs list as SQL
 * alone on the database at `url` — at least this many times the peer — and against an estimate
 * that adds to each call what the peer adds to its board's SQL, as the issue measured the board
 * (`measuredBoardRps`): milliseconds of the machine per request.
 */
export async function peerComparison(
  url: string,
  jobId: number,
  options: { connections: number; seconds: number; measuredBoardRps: number; ours: Record<Compared, number> },
) {
  const { connections, seconds, measuredBoardRps, ours } = options;
  const bound: Record<Compared, Awaited<ReturnType<typeof drive>>> = {
    board: await drive(url, (pool) => applicationsList(pool, { jobId, limit: 100 }), connections, seconds),
    applications_first_page: await drive(
      url,
      (pool) => applicationsList(pool, { limit: 20 }),
      connections,
      seconds,
    ),
    jobs_first_page: await drive(url, jobsList, connections, seconds),
  };
  const addedMs = 1000 / measuredBoardRps - 1000 / bound.board.rps;
  const estimated = (rps: number) => Math.round(1000 / (1000 / rps + addedMs));
  const times = (a: number, b: number) => Number((a / b).toFixed(1));
  return {
    peer_sql_bound: {
      method: `the peer's statements for GET /api/applications and GET /api/jobs (reqcore-inc/reqcore 0f43d20, 083886a) on our tables, straight on PostgreSQL at ${connections} connections for ${seconds} s: each statement planned once, no HTTP, session, properties or Nuxt — an upper bound on its throughput. The estimate adds to each call what the peer's board adds to its SQL (${measuredBoardRps} req/s as the issue measured it)`,
      ...bound,
      peer_added_ms_per_request: Number(addedMs.toFixed(2)),
    },
    over_peer_sql_bound: Object.fromEntries(
      (Object.keys(bound) as Compared[]).map((call) => [call, times(ours[call], bound[call].rps)]),
    ) as Record<Compared, number>,
    over_peer_estimate: {
      applications_first_page: times(
        ours.applications_first_page,
        estimated(bound.applications_first_page.rps),
      ),
      jobs_first_page: times(ours.jobs_first_page, estimated(bound.jobs_first_page.rps)),
    },
  };
}
