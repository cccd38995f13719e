import { PRIVACY_NOTICE } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { load, percentile, timeCalls, writeResult } from './harness.ts';
import { startServer } from './scenarios.ts';

const BENCH_JOBS = 2_000;
const SAMPLES = 200;

/**
 * Issue 16: the careers page at the bench volume (2,000 jobs, each with a description of a few
 * kilobytes and sectors). Targets: the public job (API and the share link's HTML) under 20 ms
 * p95 one request at a time; the careers list and its search likewise; an application with a CV
 * timed end to end.
 */
export async function careersScenario() {
  const server = await startServer({ APPLY_RATE_LIMIT: '100000' });
  try {
    const db = server.database.db;
    const paragraph =
      'You will own services end to end, from design to the pager, with a team that values clear writing, careful review and calm releases. ';
    await db.execute(sql`
      insert into jobs (title, department, location, status, description, skills_required, skills_nice,
        salary_min, salary_max, publish_salary, created_at, updated_at)
      select 'Careers Bench Job ' || g,
        (select name from sectors order by id offset (g % 7) limit 1),
        case when g % 5 = 0 then 'Remote' else 'City ' || (g % 40) || ', Country ' || (g % 9) end,
        (array['open', 'open', 'paused', 'closed'])[1 + g % 4],
        '<p>' || repeat(${paragraph}, 20) || '</p>',
        '["TypeScript","PostgreSQL","React"]'::jsonb, '["Kubernetes"]'::jsonb,
        60000 + g, 90000 + g, g % 2 = 0,
        now() - (g % 120) * interval '1 day', now()
      from generate_series(1, ${BENCH_JOBS}) g`);
    await db.execute(sql`
      insert into job_sectors (job_id, sector_id, positions)
      select j.id, 1 + j.id % 7, 1 from jobs j where j.title like 'Careers Bench Job %'
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    const open = await queryRows<{ id: number }>(
      db,
      sql`select id from jobs where title like 'Careers Bench Job %' and status = 'open' order by id limit 50`,
    );
    const ids = open.map((row) => row.id);
    const base = server.address;
    const none = {};
    // warm the statement caches
    await timeCalls(
      base,
      none,
      ids.map((id) => `/api/v1/public/jobs/${id}/`),
      20,
    );

    const publicJob = await timeCalls(
      base,
      none,
      ids.map((id) => `/api/v1/public/jobs/${id}/`),
      SAMPLES,
    );
    const sharePage = await timeCalls(
      base,
      none,
      ids.map((id) => `/apply/${id}`),
      SAMPLES,
    );
    const list = await timeCalls(
      base,
      none,
      ['/api/v1/public/jobs/', '/api/v1/public/jobs/?page=7'],
      SAMPLES,
    );
    const search = await timeCalls(
      base,
      none,
      ['/api/v1/public/jobs/?search=city%2017', '/api/v1/public/jobs/?sector=Pharma%20%26%20Life%20Sciences'],
      SAMPLES,
    );

    const cv = `Jordan Bench\njordan@example.com\n${'Eight years of TypeScript, PostgreSQL and React. '.repeat(40)}`;
    const applyTimes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const form = new FormData();
      form.append('full_name', `Bench Applicant ${i}`);
      form.append('email', `bench.applicant.${i}.${Date.now()}@example.com`);
      form.append('privacy_consent', 'true');
      form.append('privacy_notice_version', PRIVACY_NOTICE.version);
      form.append('cv', new Blob([cv], { type: 'text/plain' }), 'cv.txt');
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/public/jobs/${ids[i % ids.length]}/apply/`, {
        method: 'POST',
        body: form,
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`apply answered ${response.status}`);
      applyTimes.push(performance.now() - started);
    }

    const under20 = await load({
      url: `${base}/api/v1/public/jobs/${ids[0]}/`,
      connections: 20,
      durationSeconds: 10,
      database: server.database,
      clientThread: true,
    });
    writeResult('careers', {
      database: server.label,
      jobs: BENCH_JOBS,
      target_p95_ms: 20,
      public_job: publicJob,
      share_link_html: sharePage,
      careers_list: list,
      careers_search_and_sector: search,
      apply_with_txt_cv: {
        p50: percentile(applyTimes, 50),
        p95: percentile(applyTimes, 95),
        max: percentile(applyTimes, 100),
      },
      public_job_20_connections: under20,
    });
  } finally {
    await server.stop();
  }
}
