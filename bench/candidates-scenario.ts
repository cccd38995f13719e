import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { timeCalls, writeResult } from './harness.ts';
import { startServer } from './scenarios.ts';

const CANDIDATES = 100_000;
const APPLICATIONS_PER_CANDIDATE = 3;
const SAMPLES = 200;
const SEARCH_TARGET_MS = 50;
const DETAIL_TARGET_MS = 30;

/**
 * 100,000 candidates with 300,000 applications, generated in the database itself (seconds, not
 * minutes). Names, companies and e-mails vary so searches hit a few rows, not all of them.
 */
export async function generateCandidates(database: Database) {
  await database.db.execute(sql`
    insert into candidates (full_name, emails, current_company, city, country, skills_extracted, years_experience, summary, created_at)
    select
      (array['Ada','Grace','Alan','Katherine','Linus','Margaret','Edsger','Barbara','Donald','Frances'])[1 + g % 10]
        || ' ' || (array['Lovelace','Hopper','Turing','Johnson','Torvalds','Hamilton','Dijkstra','Liskov','Knuth','Allen'])[1 + (g / 10) % 10]
        || ' ' || md5(g::text)::varchar(6),
      jsonb_build_array('person' || g || '@example' || (g % 97) || '.test'),
      'Company ' || md5((g % 5000)::text)::varchar(8),
      (array['London','Paris','Berlin','Lisbon','Madrid'])[1 + g % 5],
      'Europe',
      jsonb_build_array('Python', 'SQL', (array['React','Go','Rust','AWS'])[1 + g % 4]),
      g % 25,
      'Generated candidate ' || g,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${CANDIDATES}) g`);
  await database.db.execute(sql`
    insert into applications (candidate_id, job_id, stage_key, match_score, status)
    select c.id, j.id, 'applied', 40 + (c.id * 7 + j.id) % 60,
      (array['active','active','active','rejected','hired'])[1 + (c.id + j.id) % 5]
    from (select id from candidates order by id desc limit ${CANDIDATES}) c
    cross join lateral (
      select id from jobs order by md5(c.id::text || id::text) limit ${APPLICATIONS_PER_CANDIDATE}
    ) j
    on conflict do nothing`);
  await database.db.execute(sql`analyze candidates`);
  await database.db.execute(sql`analyze applications`);
}

/** Targets: candidate search p95 < 50 ms; each call of the detail page < 30 ms (issue 4). */
export async function candidatesScale() {
  const server = await startServer();
  try {
    const generateStarted = performance.now();
    await generateCandidates(server.database);
    const generateMs = Math.round(performance.now() - generateStarted);
    const base = `${server.address}/api/v1`;
    const searches = [
      'Hopper',
      'person4242',
      'company 1a2b',
      'knuth',
      'lisbon',
      'example13.test',
      'Grace Liskov',
    ].map((term) => `/candidates/?search=${encodeURIComponent(term)}`);
    const ids = Array.from({ length: 20 }, (_, i) => 1000 + i * 4321);
    const detailCalls = {
      candidate: ids.map((id) => `/candidates/${id}/`),
      applications: ids.map((id) => `/applications/?candidate_id=${id}`),
      timeline: ids.map((id) => `/candidates/${id}/timeline/`),
      notes: ids.map((id) => `/candidates/${id}/notes_list/`),
      documents: ids.map((id) => `/candidates/${id}/documents/`),
      team: ids.map((id) => `/candidates/${id}/team/`),
    };
    const detail: Record<string, unknown> = {};
    for (const [name, paths] of Object.entries(detailCalls))
      detail[name] = await timeCalls(base, server.headers, paths, SAMPLES);
    writeResult('candidates', {
      database: server.label,
      data: {
        candidates: CANDIDATES,
        applications: CANDIDATES * APPLICATIONS_PER_CANDIDATE,
        generate_ms: generateMs,
      },
      method: `${SAMPLES} sequential requests per call over HTTP on 127.0.0.1`,
      search: {
        target_p95_ms: SEARCH_TARGET_MS,
        ...(await timeCalls(base, server.headers, searches, SAMPLES)),
      },
      search_sorted_by_name: await timeCalls(
        base,
        server.headers,
        searches.map((path) => `${path}&ordering=name`),
        SAMPLES,
      ),
      list_first_page: await timeCalls(base, server.headers, ['/candidates/'], SAMPLES),
      list_sorted_by_ai_score: await timeCalls(
        base,
        server.headers,
        ['/candidates/?ordering=ai_score'],
        SAMPLES,
      ),
      detail: { target_each_ms: DETAIL_TARGET_MS, ...detail },
    });
  } finally {
    await server.stop();
  }
}
