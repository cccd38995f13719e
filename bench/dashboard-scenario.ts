import { DEFAULT_WORKFLOW_STAGES } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { timeCalls, writeResult } from './harness.ts';
import { startServer } from './scenarios.ts';

const JOBS = 2_000;
const CANDIDATES = 100_000;
const APPLICATIONS_PER_CANDIDATE = 3;
const INTERVIEWS = 5_000;
const SAMPLES = 200;
const stageKeys = sql.raw(`array[${DEFAULT_WORKFLOW_STAGES.map((stage) => `'${stage.key}'`).join(', ')}]`);

/**
 * Issue 15's volume: 2,000 jobs (each with the default nine-stage workflow), 100,000 candidates
 * and 300,000 applications spread over the last 120 days, in every stage and status, and 5,000
 * interviews over five weeks around today — generated in the database with set-based inserts.
 */
export async function generate(database: Database) {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into jobs (title, department, location, status, recruiter_id, created_at, updated_at)
      select (array['Backend Engineer','Product Designer','Account Manager','Data Analyst','Site Reliability Engineer'])[1 + g % 5]
          || ' ' || g,
        (select name from sectors order by id offset (g % 7) limit 1),
        case when g % 5 = 0 then 'Remote' else 'City ' || (g % 40) end,
        (array['open', 'open', 'paused', 'closed'])[1 + g % 4],
        (select id from users where role = 'recruiter' order by id offset (g % 4) limit 1),
        now() - (g % 120) * interval '1 day', now()
      from generate_series(1, ${JOBS}) g`);
    await tx.execute(sql`
      insert into workflow_stages (job_id, key, label, "order")
      select j.id, s.key, s.key, s.n
      from (select id from jobs order by id desc limit ${JOBS}) j
      cross join unnest(${stageKeys}) with ordinality as s(key, n)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into candidates (full_name, emails, current_company, city, country, created_at)
      select (array['Ada','Grace','Alan','Katherine','Linus','Margaret','Edsger','Barbara','Donald','Frances'])[1 + g % 10]
          || ' ' || (array['Lovelace','Hopper','Turing','Johnson','Torvalds','Hamilton','Dijkstra','Liskov','Knuth','Allen'])[1 + (g / 10) % 10]
          || ' ' || md5(g::text)::varchar(6),
        jsonb_build_array('person' || g || '@example' || (g % 97) || '.test'),
        'Company ' || md5((g % 5000)::text)::varchar(8),
        (array['London','Paris','Berlin','Lisbon','Madrid'])[1 + g % 5], 'Europe',
        now() - (g % 120) * interval '1 day'
      from generate_series(1, ${CANDIDATES}) g`);
    await tx.execute(sql`
      insert into applications (candidate_id, job_id, status, stage_key, source, match_score, applied_at, stage_entered_at)
      select c.id, j.id,
        case when k = 3 and c.n % 3 = 0 then 'rejected' when c.n % 53 = 0 then 'hired' when c.n % 41 = 0 then 'withdrawn' else 'active' end,
        (${stageKeys})[1 + (c.n + k) % 9],
        (array['form', 'email', 'referral', 'linkedin', 'other'])[1 + (c.n + k) % 5],
        case when c.n % 11 = 0 then null else 30 + (c.n * 7 + k) % 70 end,
        now() - ((c.n * 13 + k) % (120 * 24)) * interval '1 hour',
        now() - ((c.n * 7 + k) % (20 * 24)) * interval '1 hour'
      from (select id, row_number() over (order by id) as n from candidates order by id desc limit ${CANDIDATES}) c
      cross join generate_series(1, ${APPLICATIONS_PER_CANDIDATE}) k
      join (select id, row_number() over (order by id) as n from jobs order by id desc limit ${JOBS}) j
        on j.n = 1 + (c.n * 3 + k * 677) % ${JOBS}
      on conflict do nothing`);
    await tx.execute(sql`
      insert into interviews (application_id, candidate_id, job_id, interview_type, scheduled_at, duration_minutes, status, uid)
      select a.id, a.candidate_id, a.job_id, 'facet',
        now() + ((a.id % (35 * 24)) - 14 * 24) * interval '1 hour', 45,
        case when a.id % 10 = 0 then 'cancelled' else 'scheduled' end, 'bench-' || a.id || '@bench'
      from (select id, candidate_id, job_id from applications where status = 'active' order by id desc limit ${INTERVIEWS}) a`);
    // each application that left Applied has its move on the timeline (time in stage reads them)
    await tx.execute(sql`
      insert into timeline_events (application_id, candidate_id, job_id, type, title, metadata, created_at)
      select a.id, a.candidate_id, a.job_id, 'status_change', 'Moved',
        jsonb_build_object('fromStage', 'applied', 'toStage', a.stage_key), a.stage_entered_at
      from applications a where a.stage_key <> 'applied' and a.job_id in (select id from jobs order by id desc limit ${JOBS})`);
  });
  // the demo's time-based rules would sweep the 300,000 applications mid-measurement (the
  // automation scenario measures that sweep)
  await database.db.execute(sql`update automation_rules set is_active = false`);
  // as autovacuum leaves a table in service: statistics and the visibility map (index-only counts)
  await database.db.execute(sql`vacuum analyze`);
  return Math.round(performance.now() - started);
}

/** One request at a time, as one person sees it, with the SQL statements each request ran. */
async function sequential(
  base: string,
  database: Database,
  headers: Record<string, string>,
  paths: string[],
) {
  for (const path of paths.slice(0, 10)) await fetch(`${base}${path}`, { headers });
  const before = database.stats.queries;
  const times = await timeCalls(base, headers, paths, SAMPLES);
  return {
    ...times,
    sql_per_request: Number(((database.stats.queries - before) / SAMPLES).toFixed(2)),
  };
}

/**
 * Targets (issue 15): dashboard tiles p95 < 50 ms, global search p95 < 50 ms, the candidate list
 * ordered by AI score < 50 ms — at 2,000 jobs, 100,000 candidates, 300,000 applications.
 */
export async function dashboardScenario() {
  const server = await startServer();
  try {
    const generateMs = await generate(server.database);
    const base = `${server.address}/api/v1`;
    const run = (paths: string[]) => sequential(base, server.database, server.headers, paths);
    const searches = [
      'Hopper',
      'ada',
      'person4242',
      'Company 1a',
      'knuth liskov',
      'Site Reliability',
      'Backend Engineer 12',
    ].map((term) => `/search/?q=${encodeURIComponent(term)}`);
    writeResult('dashboard', {
      database: server.label,
      target:
        'dashboard tiles, global search and the candidate list by AI score: p95 < 50 ms each; each analytics view < 150 ms',
      data: {
        jobs: JOBS,
        candidates: CANDIDATES,
        applications: CANDIDATES * APPLICATIONS_PER_CANDIDATE,
        interviews: INTERVIEWS,
        generate_ms: generateMs,
      },
      method: `${SAMPLES} sequential requests each over HTTP on 127.0.0.1, signed in as the demo recruiter`,
      dashboard_tiles: await run(['/analytics/dashboard-tiles/?tz=Europe/Berlin']),
      global_search: await run(searches),
      candidates_by_ai_score: await run(['/candidates/?ordering=ai_score']),
      analytics_report_90_days: await run(['/analytics/report/']),
      analytics_report_one_job: await run(['/analytics/report/?job_id=1', '/analytics/report/?job_id=2']),
      analytics_report_by_sector: await run(['/analytics/report/?sector=Meridian%20Marketing']),
      activity_first_page: await run(['/activity/', '/activity/?type=status_change']),
    });
  } finally {
    await server.stop();
  }
}
