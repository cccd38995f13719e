import type { CandidateImport } from '@shortlist/contracts';
import { csvOf } from '../apps/server/src/test/spreadsheets.ts';
import { generateCandidates } from './candidates-scenario.ts';
import { percentile, writeResult } from './harness.ts';
import { startServer } from './scenarios.ts';

const ROWS = 50_000;
const FIRST = ['Amara', 'Jonas', 'Priya', 'Mateo', 'Sofia', 'Liam', 'Chen', 'Fatima', 'Noah', 'Elena'];
const LAST = ['Okafor', 'Weber', 'Patel', 'Garcia', 'Rossi', 'Murphy', 'Wang', 'Haddad', 'Kim', 'Novak'];

/**
 * A recruiter's export from another system: 50,000 rows of eight columns, 1 in 50 with an
 * e-mail that is not one, 1 in 20 with the e-mail of a candidate already on file.
 */
function exportFile(): Buffer {
  const rows: string[][] = [['Name', 'Email', 'Phone', 'Company', 'Title', 'Skills', 'City', 'Years']];
  for (let i = 0; i < ROWS; i += 1) {
    const email =
      i % 50 === 7
        ? `broken-address-${i}`
        : i % 20 === 3
          ? `person${i + 1}@example${(i + 1) % 97}.test`
          : `import.${i}@bench.test`;
    rows.push([
      `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i.toString(36)}`,
      email,
      `+44 7700 ${String(100000 + i).slice(-6)}`,
      `Company ${i % 3000}`,
      'Software Engineer',
      'TypeScript, PostgreSQL, React',
      'London',
      String(i % 25),
    ]);
  }
  return csvOf(rows);
}

/**
 * Issue 16: importing 50,000 rows into the bench volume (100,000 candidates), on the real server:
 * the upload (stored, read in a reader process), the preview, and the import job from start to
 * its last batch, reported as rows a second. The progress call is timed while the job runs, and
 * so is the candidates list, which recruiters keep using meanwhile.
 */
export async function importsScenario() {
  const scenarioStarted = performance.now();
  const server = await startServer();
  try {
    // IMPORT_BENCH_EMPTY=1: into the demo organisation only (a quick look, not the target volume)
    if (!process.env.IMPORT_BENCH_EMPTY) await generateCandidates(server.database);
    const generated = performance.now();
    const base = `${server.address}/api/v1`;
    const file = exportFile();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'export.csv');
    console.log(`candidates generated in ${Math.round((generated - scenarioStarted) / 1000)} s`);
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${base}/candidates/imports/`, {
      method: 'POST',
      headers: server.headers,
      body: form,
    });
    if (uploaded.status !== 201)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const uploadMs = Math.round(performance.now() - uploadStarted);
    const created = (await uploaded.json()) as CandidateImport;
    const settings = JSON.stringify({ mapping: created.suggested_mapping, duplicate_policy: 'update' });
    const json = { ...server.headers, 'content-type': 'application/json' };

    const previewStarted = performance.now();
    const preview = await fetch(`${base}/candidates/imports/${created.id}/preview/`, {
      method: 'POST',
      headers: json,
      body: settings,
    });
    if (!preview.ok) throw new Error(`preview answered ${preview.status}`);
    const previewMs = Math.round(performance.now() - previewStarted);

    const started = performance.now();
    const start = await fetch(`${base}/candidates/imports/${created.id}/start/`, {
      method: 'POST',
      headers: json,
      body: settings,
    });
    if (start.status !== 202) throw new Error(`start answered ${start.status}`);
    const progressTimes: number[] = [];
    const listTimes: number[] = [];
    let current = created;
    while (current.status !== 'completed' && current.status !== 'failed') {
      const polled = performance.now();
      current = (await (
        await fetch(`${base}/candidates/imports/${created.id}/`, { headers: server.headers })
      ).json()) as CandidateImport;
      progressTimes.push(performance.now() - polled);
      if (progressTimes.length % 20 === 0)
        console.log(`${Math.round((performance.now() - started) / 1000)} s: ${current.processed_rows} rows`);
      const listed = performance.now();
      await (await fetch(`${base}/candidates/?page=3`, { headers: server.headers })).arrayBuffer();
      listTimes.push(performance.now() - listed);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const importSeconds = (performance.now() - started) / 1000;
    if (current.status !== 'completed') throw new Error(`import ${current.status}: ${current.error}`);
    const summary = (times: number[]) => ({
      samples: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: percentile(times, 100),
    });

    writeResult('imports', {
      database: server.label,
      candidates_on_file: 100_000,
      rows: ROWS,
      file_mb: Number((file.length / 2 ** 20).toFixed(1)),
      upload_and_read_ms: uploadMs,
      preview_ms: previewMs,
      import_seconds: Number(importSeconds.toFixed(1)),
      rows_per_second: Math.round(ROWS / importSeconds),
      outcome: {
        created: current.created_count,
        updated: current.updated_count,
        skipped: current.skipped_count,
        refused: current.refused_count,
      },
      progress_call_while_importing: summary(progressTimes),
      candidates_list_while_importing: summary(listTimes),
    });
  } finally {
    await server.stop();
  }
}
