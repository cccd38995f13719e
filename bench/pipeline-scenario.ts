import { DEFAULT_WORKFLOW_STAGES } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { generate } from './dashboard-scenario.ts';
import { type LoadResult, load, percentile, timeCalls, writeResult } from './harness.ts';
import { peerComparison } from './peer-bound.ts';
import { startServer } from './scenarios.ts';

const BOARD_APPLICATIONS = 1_000;
const SAMPLES = 200;
const REPLAYS = 50;
const CONNECTIONS = 20;
const DURATION_S = 10;
/**
 * The open-source peer's numbers on this machine at this volume, 20 connections (issue 11:
 * Reqcore 1.5, Nuxt + PostgreSQL). The peer cannot be installed here (no network but the
 * package registries), so the bench compares against the figures the issue measured.
 */
const PEER = { board_rps: 91, board_p50_ms: 25 };

/**
 * A job of 1,000 applications (the board) beside the dashboard's 300,000: candidates
 * already on other jobs, spread over the nine stages (most in the first five), each moved one
 * with its move on the timeline, a tenth with an interview.
 */
export async function boardJob(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [job] = await queryRows<{ id: number }>(
      tx,
      sql`
        insert into jobs (title, department, location, status, skills_required, recruiter_id)
        values ('Bench Board Engineer', 'Engineering', 'Remote', 'open', '["React","TypeScript","SQL"]',
                (select id from users where role = 'recruiter' order by id limit 1))
        returning id`,
    );
    const jobId = job!.id;
    await tx.execute(sql`
      insert into workflow_stages (job_id, key, label, "order")
      select ${jobId}, s->>'key', s->>'label', n
      from jsonb_array_elements(${JSON.stringify(DEFAULT_WORKFLOW_STAGES)}::jsonb) with ordinality as t(s, n)`);
    await tx.execute(sql`
      insert into applications (candidate_id, job_id, status, stage_key, source, match_score, tags, applied_at, stage_entered_at)
      select c.id, ${jobId},
        case when c.n % 17 = 0 then 'rejected' else 'active' end,
        (select key from workflow_stages where job_id = ${jobId} order by "order" offset (case when c.n % 10 = 0 then c.n % 9 else c.n % 5 end) limit 1),
        (array['form', 'email', 'referral', 'linkedin', 'other'])[1 + c.n % 5],
        case when c.n % 11 = 0 then null else 30 + (c.n * 7) % 70 end,
        case when c.n % 4 = 0 then '["referral"]'::jsonb else '[]'::jsonb end,
        now() - (c.n % (60 * 24)) * interval '1 hour',
        now() - (c.n % (20 * 24)) * interval '1 hour'
      from (select id, row_number() over (order by id) as n from candidates order by id limit ${BOARD_APPLICATIONS}) c`);
    await tx.execute(sql`
      insert into timeline_events (application_id, candidate_id, job_id, type, title, metadata, created_at)
      select a.id, a.candidate_id, a.job_id, 'status_change', 'Moved',
        jsonb_build_object('fromStage', 'applied', 'toStage', a.stage_key), a.stage_entered_at
      from applications a where a.job_id = ${jobId} and a.stage_key <> 'applied'`);
    await tx.execute(sql`
      insert into interviews (application_id, candidate_id, job_id, interview_type, scheduled_at, duration_minutes, status, uid)
      select a.id, a.candidate_id, a.job_id, 'facet', now() + (a.id % 240) * interval '1 hour', 45, 'scheduled',
        'bench-board-' || a.id || '@bench'
      from applications a where a.job_id = ${jobId} and a.id % 10 = 0`);
    return jobId;
  });
}

type Statement = { query: string; params: unknown[] };

/**
 * The statements one request runs, captured from the database's query hook. The hook also hears
 * the server's background jobs (pg-boss's polling, a scheduled sweep) when one runs meanwhile, so
 * the request is captured three times and the capture with the fewest statements kept.
 */
async function statementsOf(base: string, database: Database, headers: Record<string, string>, path: string) {
  let fewest: Statement[] | undefined;
  for (let capture = 0; capture < 3; capture += 1) {
    const statements: Statement[] = [];
    database.stats.onQuery = (query, params) => statements.push({ query, params });
    try {
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
    } finally {
      database.stats.onQuery = undefined;
    }
    if (!fewest || statements.length < fewest.length) fewest = statements;
  }
  return fewest!;
}

type DriverClient = { query(...args: unknown[]): Promise<unknown> };
const driverOf = (database: Database) => (database.db as unknown as { $client: DriverClient }).$client;

/**
 * The request's own SQL time: its statements run one after another straight on the driver, as the
 * server sends them (on PostgreSQL as a query config, so the connection's named statement runs, as
 * drizzle's does; given as text and values it was parsed and planned every time).
 */
async function sqlTime(database: Database, statements: Statement[]) {
  const client = driverOf(database);
  const times: number[] = [];
  for (let i = 0; i < REPLAYS; i += 1) {
    const started = performance.now();
    for (const statement of statements)
      await (database.kind === 'postgres'
        ? client.query({ text: statement.query, values: statement.params })
        : client.query(statement.query, statement.params));
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/**
 * How long each request waited on its statements as it ran: the time at least one statement was
 * in flight on the driver, read between requests. Unlike the replay, the statements here run with
 * the server's own work between them (on PGlite that alone makes them slower: docs/decisions/037).
 */
function sqlClock(database: Database) {
  const client = driverOf(database);
  const query = client.query;
  let inFlight = 0;
  let since = 0;
  let waited = 0;
  client.query = (...args: unknown[]) => {
    if (inFlight === 0) since = performance.now();
    inFlight += 1;
    return query.apply(client, args).finally(() => {
      inFlight -= 1;
      if (inFlight === 0) waited += performance.now() - since;
    });
  };
  const readings: number[] = [];
  return {
    /** before each request, and once after the last */
    read: () => {
      readings.push(waited);
    },
    /** the time each request waited, and the driver given back its own query */
    stop: () => {
      client.query = query;
      return readings.slice(1).map((reading, index) => reading - readings[index]!);
    },
  };
}

/**
 * What HTTP alone costs these answers on this machine: a bare Fastify route sending each path's
 * bytes as they came, timed by the same client. An endpoint cannot answer faster than its SQL and
 * this together.
 */
async function httpFloor(base: string, headers: Record<string, string>, paths: string[]) {
  const bodies: Buffer[] = [];
  for (const path of paths)
    bodies.push(Buffer.from(await (await fetch(`${base}${path}`, { headers })).arrayBuffer()));
  const bare = Fastify();
  bare.get('/floor/:index/', async (request, reply) =>
    reply.type('application/json').send(bodies[Number((request.params as { index: string }).index)]),
  );
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const floorPaths = paths.map((_, index) => `/floor/${index}/`);
    await timeCalls(address, {}, floorPaths, 20);
    return (await timeCalls(address, {}, floorPaths, SAMPLES)).p50;
  } finally {
    await bare.close();
  }
}

/**
 * One request at a time: p50/p95, statements per request, and the endpoint over its SQL time. The
 * requests take the paths in turn, so the SQL time is the mean of each path's own.
 */
async function single(base: string, database: Database, headers: Record<string, string>, paths: string[]) {
  for (const path of paths) for (let i = 0; i < 5; i += 1) await fetch(`${base}${path}`, { headers });
  const statements = [];
  for (const path of paths) statements.push(await statementsOf(base, database, headers, path));
  const before = database.stats.queries;
  const clock = sqlClock(database);
  let times: Awaited<ReturnType<typeof timeCalls>>;
  let waited: number[];
  try {
    times = await timeCalls(base, headers, paths, SAMPLES, async () => clock.read());
    clock.read();
  } finally {
    waited = clock.stop();
  }
  const sqlPerRequest = Number(((database.stats.queries - before) / SAMPLES).toFixed(2));
  const inRequest = percentile(waited, 50);
  const sqlByPath = [];
  for (const run of statements) sqlByPath.push(await sqlTime(database, run));
  const sqlP50 = Number((sqlByPath.reduce((sum, time) => sum + time, 0) / sqlByPath.length).toFixed(2));
  const floor = await httpFloor(base, headers, paths);
  return {
    ...times,
    sql_per_request: sqlPerRequest,
    own_sql_p50: sqlP50,
    ...(paths.length > 1 ? { own_sql_p50_by_path: sqlByPath } : {}),
    endpoint_over_sql: Number((times.p50 / Math.max(sqlP50, 0.1)).toFixed(2)),
    // the same statements' time as they ran inside the requests (p50 of the requests' waits)
    sql_in_request_p50: Number(inRequest.toFixed(2)),
    endpoint_over_sql_in_request: Number((times.p50 / Math.max(inRequest, 0.1)).toFixed(2)),
    // the same bytes from a bare route: the endpoint's p50 less this and its SQL in request is the server's own work
    http_floor_p50: floor,
    server_work_p50: Number(Math.max(times.p50 - inRequest - floor, 0).toFixed(2)),
  };
}

type Timed = { p50: number; p95: number };
type Measured = Timed & { own_sql_p50: number; endpoint_over_sql: number; http_floor_p50: number };

const namesOf = (calls: [string, unknown][]) => calls.map(([name]) => name);

type PeerComparison = Partial<Awaited<ReturnType<typeof peerComparison>>>;

/**
 * Issue 11's goals as this run measured them, each with the calls that miss it. Beside the 2×
 * goal, the calls no server could bring within it on this machine: their HTTP floor alone is
 * more than their SQL, so floor and SQL together already take over twice the SQL (decision 037).
 * Against the peer, applications and jobs only on PostgreSQL, where its SQL can be run: met
 * against its SQL alone is proven; the estimate is not proof.
 */
function goalsOf(
  single: Record<string, Timed>,
  twenty: Record<string, LoadResult>,
  boardOverPeer: number,
  peer: PeerComparison,
) {
  const calls = Object.entries(single);
  const measured = calls.filter((call): call is [string, Measured] => 'own_sql_p50' in call[1]);
  const overTwice = measured.filter(([, call]) => call.endpoint_over_sql > 2);
  const againstPeer = (call: 'applications_first_page' | 'jobs_first_page', times: number) =>
    peer.over_peer_sql_bound && peer.over_peer_estimate
      ? {
          met_against_its_sql: peer.over_peer_sql_bound[call] >= times,
          over_its_sql: peer.over_peer_sql_bound[call],
          over_estimate: peer.over_peer_estimate[call],
        }
      : 'PostgreSQL only';
  return {
    p95_under_20_ms: {
      met: calls.every(([, call]) => call.p95 < 20),
      over: namesOf(calls.filter(([, call]) => call.p95 >= 20)),
    },
    within_2x_own_sql: {
      met: measured.length - overTwice.length,
      of: measured.length,
      over: Object.fromEntries(overTwice.map(([name, call]) => [name, call.endpoint_over_sql])),
      out_of_reach: namesOf(measured.filter(([, call]) => call.http_floor_p50 > call.own_sql_p50)),
    },
    board_5x_peer: { met: boardOverPeer >= 5, times: boardOverPeer },
    applications_5x_peer: againstPeer('applications_first_page', 5),
    jobs_3x_peer: againstPeer('jobs_first_page', 3),
    no_timeouts_at_20_connections: Object.values(twenty).every((load) => load.timeouts === 0),
  };
}

/**
 * Issue 11's targets at 2,000 jobs, 100,000 candidates and 300,000 applications: every list,
 * board and search call p95 < 20 ms one at a time, each within 2× of its own SQL time; the board
 * and the applications page at 20 connections at least 5× the peer's throughput, jobs 3×; no
 * request timing out on PGlite at 20 connections.
 */
export async function pipelineScenario() {
  const server = await startServer();
  try {
    const generateMs = await generate(server.database);
    const jobId = await boardJob(server.database);
    await server.database.db.execute(sql`vacuum analyze`);
    const base = `${server.address}/api/v1`;
    const [changed] = await queryRows<{ id: number }>(
      server.database.db,
      sql`select min(id) as id from applications where job_id = ${jobId}`,
    );
    const changedId = changed!.id;
    const run = (paths: string[]) => single(base, server.database, server.headers, paths);
    const crowd = (path: string) =>
      load({
        url: `${base}${path}`,
        headers: server.headers,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        database: server.database,
        clientThread: true,
      });
    const singleConnection = {
      board: await run([`/kanban/${jobId}/board/`]),
      // every read after a change to the job: the board rebuilt, not served from its cache. The
      // change is a write by key, as the API's are (found by job, it read 300,000 ids: 50 ms on
      // the database's thread just before each timed read)
      board_after_change: await timeCalls(base, server.headers, [`/kanban/${jobId}/board/`], SAMPLES, () =>
        server.database.db.execute(sql`update applications set tags = tags where id = ${changedId}`),
      ),
      board_stage_page: await run([`/kanban/${jobId}/stage/applied/cards/?offset=50&limit=50`]),
      // the board's own search (issue 17): a name a tenth of the board shares, and a two-letter term
      // the trigram index cannot serve, which checks each of the job's applications
      board_search: await run([`/kanban/${jobId}/search/?q=Hopper`, `/kanban/${jobId}/search/?q=ad`]),
      job_stages: await run([`/jobs/${jobId}/stages/`]),
      applications_first_page: await run(['/applications/']),
      applications_active: await run(['/applications/?status=active']),
      applications_of_job: await run([`/applications/?job_id=${jobId}`]),
      applications_page_40: await run(['/applications/?page=40']),
      applications_search: await run([
        '/applications/?search=Hopper',
        '/applications/?search=Backend%20Engineer%2012',
      ]),
      // two letters: no trigram index serves them, and a seventh of all people match
      applications_search_two_letters: await run(['/applications/?search=ad']),
      candidates_first_page: await run(['/candidates/']),
      candidates_search: await run(['/candidates/?search=Hopper', '/candidates/?search=person4242']),
      candidates_search_two_letters: await run(['/candidates/?search=ad']),
      // the search box on every page: people, applications and jobs, ranked (the dashboard scenario's terms)
      global_search: await run(['/search/?q=Hopper', '/search/?q=ad', '/search/?q=person4242']),
      jobs_first_page: await run(['/jobs/']),
      jobs_search: await run(['/jobs/?search=Backend']),
    };
    const twentyConnections = {
      board: await crowd(`/kanban/${jobId}/board/`),
      applications_first_page: await crowd('/applications/'),
      jobs_first_page: await crowd('/jobs/'),
      candidates_first_page: await crowd('/candidates/'),
    };
    const boardOverPeer = Number((twentyConnections.board.rps / PEER.board_rps).toFixed(1));
    // on PostgreSQL, the peer's own statements on the same data: its applications page and jobs were never measured
    const peer = server.databaseUrl
      ? await peerComparison(server.databaseUrl, jobId, {
          connections: CONNECTIONS,
          seconds: DURATION_S,
          measuredBoardRps: PEER.board_rps,
          ours: {
            board: twentyConnections.board.rps,
            applications_first_page: twentyConnections.applications_first_page.rps,
            jobs_first_page: twentyConnections.jobs_first_page.rps,
          },
        })
      : {};
    writeResult('pipeline', {
      database: server.label,
      target:
        'every list, board and search call p95 < 20 ms one at a time and within 2× of its own SQL time; at 20 connections board and applications ≥ 5× the peer, jobs ≥ 3×; no timeouts',
      data: {
        jobs: 2_001,
        candidates: 100_000,
        applications: 301_000,
        board_applications: BOARD_APPLICATIONS,
        generate_ms: generateMs,
      },
      peer: { ...PEER, source: 'issue 11 (Reqcore 1.5 on this machine, 20 connections)' },
      method: `${SAMPLES} sequential requests each over HTTP on 127.0.0.1 from a client thread, signed in as the demo recruiter; own SQL time = each path's statements replayed one after another on the driver as the server sends them (p50 of ${REPLAYS}), the mean over the paths a call takes in turn; SQL in request = how long each request waited on its statements as it ran (p50; docs/decisions/037); HTTP floor = the same answers' bytes from a bare Fastify route, same client; then autocannon at ${CONNECTIONS} connections for ${DURATION_S} s`,
      single_connection: singleConnection,
      twenty_connections: twentyConnections,
      board_over_peer: boardOverPeer,
      ...peer,
      goals: goalsOf(singleConnection, twentyConnections, boardOverPeer, peer),
    });
  } finally {
    await server.stop();
  }
}
