import { execFileSync } from 'node:child_process';
import {
  docxBomb,
  longWordTxt,
  manyPagesPdf,
  pdfBomb,
  repeatedTextOperatorsPdf,
} from '../apps/server/src/test/hostile-files.ts';
import { type LoadResult, load, percentile, writeResult } from './harness.ts';

type Server = {
  address: string;
  label: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
};

const CONNECTIONS = 10;
const DURATION_S = 10;
const MB = 1024 * 1024;

const HOSTILE: [string, string, () => Buffer][] = [
  ['long-word-txt', 'cv.txt', longWordTxt],
  ['repeated-text-operators-pdf', 'cv.pdf', repeatedTextOperatorsPdf],
  ['pdf-bomb-1gb', 'cv.pdf', () => pdfBomb()],
  ['docx-bomb-1gb', 'cv.docx', () => docxBomb()],
  ['pdf-2000-pages', 'cv.pdf', () => manyPagesPdf(2000)],
];

/** Resident memory of this process's children (the file-text readers), in MB; Linux ps. */
function readersResidentMb(): number {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    return Math.round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
  } catch {
    return 0;
  }
}

/**
 * Issue 10: GET /api/v1/health/ under load while hostile files are uploaded to
 * POST /api/v1/documents/parse/ without pause, two at a time (one per reader process), against
 * the same load with no uploads. Also how long each hostile upload takes to be refused, and the
 * memory of the server's process and of its readers.
 * Targets: health p97.5 under hostile uploads within 2× the quiet p97.5 (and under 50 ms); every
 * hostile upload refused with a 4xx, p95 under 3 s.
 */
export async function hostileFilesScenario(startServer: () => Promise<Server>) {
  const server = await startServer();
  const healthUrl = `${server.address}/api/v1/health/`;
  const files = HOSTILE.map(([kind, filename, build]) => ({ kind, filename, bytes: build() }));
  try {
    const quiet = await load({ url: healthUrl, connections: CONNECTIONS, durationSeconds: DURATION_S });

    const uploads: { kind: string; status: number; ms: number }[] = [];
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    let readersPeak = 0;
    let uploading = true;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      readersPeak = Math.max(readersPeak, readersResidentMb());
    }, 100);
    const uploader = async (offset: number) => {
      for (let index = offset; uploading; index += 1) {
        const file = files[index % files.length]!;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file.bytes)]), file.filename);
        const started = performance.now();
        const response = await fetch(`${server.address}/api/v1/documents/parse/`, {
          method: 'POST',
          headers: server.headers,
          body: form,
        });
        await response.arrayBuffer();
        uploads.push({ kind: file.kind, status: response.status, ms: performance.now() - started });
      }
    };
    const uploaders = [uploader(0), uploader(2)];
    let underHostileUploads: LoadResult;
    try {
      underHostileUploads = await load({
        url: healthUrl,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
      });
    } finally {
      uploading = false;
      await Promise.all(uploaders);
      clearInterval(sampler);
    }

    const byKind = Object.fromEntries(
      HOSTILE.map(([kind]) => {
        const mine = uploads.filter((upload) => upload.kind === kind);
        const times = mine.map((upload) => upload.ms);
        return [
          kind,
          {
            uploads: mine.length,
            statuses: [...new Set(mine.map((upload) => upload.status))],
            refused_ms: times.length ? { p50: percentile(times, 50), max: percentile(times, 100) } : null,
          },
        ];
      }),
    );
    const allTimes = uploads.map((upload) => upload.ms);
    writeResult('hostile-files', {
      database: server.label,
      target:
        'health p97.5 under hostile uploads ≤ 2× quiet and < 50 ms; every hostile upload 4xx, p95 < 3 s',
      health_quiet: quiet,
      health_under_hostile_uploads: underHostileUploads,
      hostile_uploads: {
        total: uploads.length,
        all_4xx: uploads.every((upload) => upload.status >= 400 && upload.status < 500),
        refused_ms: allTimes.length ? { p50: percentile(allTimes, 50), p95: percentile(allTimes, 95) } : null,
        by_kind: byKind,
      },
      memory_mb: {
        bench_process_before: Math.round(rssBefore / MB),
        bench_process_peak: Math.round(rssPeak / MB),
        readers_peak: readersPeak,
      },
    });
  } finally {
    await server.stop();
  }
}
