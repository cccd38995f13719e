import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { scanAllDuplicates } from '../apps/server/src/features/duplicates/duplicates.service.ts';
import { generateCandidates } from './candidates-scenario.ts';
import { percentile, timeCalls, writeResult } from './harness.ts';
import { startServer } from './scenarios.ts';

const SAMPLES = 200;
const WRITES = 20;

/**
 * Issue 16: a candidate's data at the bench volume (100,000 candidates, 300,000 applications):
 * possible duplicates of one candidate and the whole list (with 1,000 planted pairs: 500 sharing
 * an e-mail, 500 a phone number), merging, the data export and erasure, each timed end to end.
 * The list reads the pairs the scan found (timed here once). Targets: one candidate's duplicates
 * and a page of the list p95 < 20 ms (the first is on every candidate page).
 */
export async function candidateDataScenario() {
  const server = await startServer();
  try {
    const db = server.database.db;
    await generateCandidates(server.database);
    // plant duplicates: the newest 500 get an older record's e-mail in capitals, the next 500 its phone
    await db.execute(sql`
      update candidates c set emails = jsonb_build_array(upper(o.emails->>0)), full_name = 'Dup ' || c.full_name
      from candidates o where o.id = c.id - 50000 and c.id > (select max(id) - 500 from candidates)`);
    await db.execute(sql`
      with pairs as (
        select c.id as newer, c.id - 50000 as older from candidates c
        where c.id <= (select max(id) - 500 from candidates) and c.id > (select max(id) - 1000 from candidates)
      )
      update candidates c set phones = jsonb_build_array('+44 20 79' || lpad((p.older % 100000)::text, 5, '0'))
      from pairs p where c.id in (p.newer, p.older)`);
    await db.execute(sql`analyze candidates`);
    const scanStarted = performance.now();
    const pairsFound = await scanAllDuplicates(db);
    const scanMs = Math.round(performance.now() - scanStarted);
    const [top] = await queryRows<{ max: number }>(db, sql`select max(id)::int as max from candidates`);
    const newest = top!.max;
    const base = `${server.address}/api/v1`;
    const login = await fetch(`${base}/auth/dev-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'avery.admin@meridian.example', role: 'admin' }),
    });
    const admin = {
      authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
      'content-type': 'application/json',
    };

    const withEmail = Array.from({ length: 20 }, (_, i) => `/candidates/${newest - i}/duplicates/`);
    const withPhone = Array.from({ length: 20 }, (_, i) => `/candidates/${newest - 600 - i}/duplicates/`);
    const none = Array.from({ length: 20 }, (_, i) => `/candidates/${1000 + i * 997}/duplicates/`);
    await timeCalls(base, server.headers, withEmail, 20);
    const duplicatesOfOne = {
      sharing_an_email: await timeCalls(base, server.headers, withEmail, SAMPLES),
      sharing_a_phone: await timeCalls(base, server.headers, withPhone, SAMPLES),
      without_duplicates: await timeCalls(base, server.headers, none, SAMPLES),
    };
    const list = await timeCalls(
      base,
      server.headers,
      ['/candidates/duplicates/', '/candidates/duplicates/?page=40'],
      SAMPLES,
    );

    const timeWrites = async (make: (i: number) => [string, RequestInit]) => {
      const times: number[] = [];
      for (let i = 0; i < WRITES; i += 1) {
        const [path, init] = make(i);
        const started = performance.now();
        const response = await fetch(`${base}${path}`, init);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100) };
    };
    const merge = await timeWrites((i) => [
      `/candidates/${newest - 500 - 50000 - i}/merge/`,
      { method: 'POST', headers: admin, body: JSON.stringify({ duplicate_id: newest - 500 - i }) },
    ]);
    const exportZip = await timeWrites((i) => [
      `/candidates/${2000 + i}/data-export/`,
      { headers: { authorization: admin.authorization } },
    ]);
    const names = await queryRows<{ id: number; full_name: string }>(
      db,
      sql`select id, full_name from candidates where id between 3000 and ${3000 + WRITES - 1} order by id`,
    );
    const erase = await timeWrites((i) => [
      `/candidates/${names[i]!.id}/erase/`,
      {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ reason: 'Bench', confirm_name: names[i]!.full_name }),
      },
    ]);

    writeResult('candidate-data', {
      database: server.label,
      data: { candidates: 100_000, applications: 300_000, planted_pairs: 1_000 },
      scan: { pairs_found: pairsFound, ms: scanMs },
      method: `${SAMPLES} sequential requests per read over HTTP on 127.0.0.1; ${WRITES} of each write`,
      duplicates_of_one: { target_p95_ms: 20, ...duplicatesOfOne },
      duplicates_list: { target_p95_ms: 20, ...list },
      merge,
      data_export: exportZip,
      erase,
    });
  } finally {
    await server.stop();
  }
}
