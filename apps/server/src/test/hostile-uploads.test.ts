import fs from 'node:fs';
import path from 'node:path';
import type { Session } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './app.ts';
import { createCandidateRow, type MultipartFile, multipart } from './candidate-factories.ts';
import {
  docxBomb,
  longWordTxt,
  MB,
  manyPagesPdf,
  pdfBomb,
  repeatedTextOperatorsPdf,
} from './hostile-files.ts';

/**
 * Issue 10, "hostile files": each file below, sent to every route that reads uploads, is refused
 * with 400 naming the limit it hit, leaves nothing behind, and never stops the server answering
 * GET /api/v1/health/ meanwhile; the server process itself stays small (the reading happens in
 * reader processes, docs/decisions/009). How fast is the bench's business (hostile-files).
 */

/** docs/decisions/009: what the server process may grow by while a hostile file is read. */
const SERVER_GROWTH_BOUND = 150 * MB;

let t: TestContext;
let recruiter: Session;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.login('recruiter');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const WORD = 'File contains a word longer than 1000 characters';
const UNPACKED = 'File unpacks to more than 64 MB';
const PAGES = 'File has more than 100 pages';

const hostile: [string, string, () => Buffer, string][] = [
  ['a TXT that is one 100 KB word', 'cv.txt', longWordTxt, WORD],
  ['a PDF of repeated text operators', 'cv.pdf', repeatedTextOperatorsPdf, WORD],
  ['a PDF that inflates to 1 GB', 'cv.pdf', () => pdfBomb(), UNPACKED],
  ['a DOCX whose document.xml inflates to 1 GB', 'cv.docx', () => docxBomb(), UNPACKED],
  ['a PDF of 2,000 pages', 'cv.pdf', () => manyPagesPdf(2000), PAGES],
];
const hostilePdfs = hostile.filter(([, filename]) => filename.endsWith('.pdf'));

const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function count(table: 'candidates' | 'documents'): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows =
    (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]!.n);
}

/**
 * Sends an upload over HTTP and, until its answer comes, asks for /health/ one request after
 * another; samples the server process's memory all the while.
 */
async function uploadWhileCheckingHealth(url: string, fields: Record<string, string>, file: MultipartFile) {
  const form = await multipart(fields, [file]);
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 10);
  let uploadAnswered = false;
  const upload = fetch(`${base}/api/v1${url}`, {
    method: 'POST',
    headers: { ...bearer(recruiter), ...form.headers },
    body: form.payload,
  }).then(async (response) => {
    const body = await response.json();
    uploadAnswered = true;
    return { status: response.status, body };
  });
  const healthWhileUploading: number[] = [];
  while (!uploadAnswered) {
    const health = await fetch(`${base}/api/v1/health/`);
    if (!uploadAnswered) healthWhileUploading.push(health.status);
  }
  const answer = await upload;
  clearInterval(sampler);
  return { ...answer, healthWhileUploading, serverGrowth: rssPeak - rssBefore };
}

function expectServerKeptAnswering(result: { healthWhileUploading: number[]; serverGrowth: number }) {
  expect(result.healthWhileUploading.length).toBeGreaterThan(0);
  expect(result.healthWhileUploading.every((status) => status === 200)).toBe(true);
  expect(result.serverGrowth).toBeLessThan(SERVER_GROWTH_BOUND);
}

describe('hostile files sent to the routes that read uploads', () => {
  it.each(hostile)('POST /documents/parse/ refuses %s', async (_, filename, build, message) => {
    const result = await uploadWhileCheckingHealth(
      '/documents/parse/',
      {},
      { field: 'file', filename, content: build() },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body).toEqual({ file: [message] });
    expectServerKeptAnswering(result);
    expect(storedFiles()).toEqual([]);
  });

  it.each(hostile)('POST /candidates/{id}/documents/ refuses %s', async (_, filename, build, message) => {
    const candidate = await createCandidateRow(t.database.db);
    const documentsBefore = await count('documents');
    const result = await uploadWhileCheckingHealth(
      `/candidates/${candidate.id}/documents/`,
      { type: 'cv' },
      { field: 'file', filename, content: build() },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body).toEqual({ file: [message] });
    expectServerKeptAnswering(result);
    expect(storedFiles()).toEqual([]);
    expect(await count('documents')).toBe(documentsBefore);
  });

  it.each(hostile)('POST /candidates/create_with_cv/ refuses %s', async (_, filename, build, message) => {
    const candidatesBefore = await count('candidates');
    const result = await uploadWhileCheckingHealth(
      '/candidates/create_with_cv/',
      { full_name: 'Mallory Hostile', emails: JSON.stringify(['mallory@example.com']) },
      { field: 'files', filename, content: build() },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body).toEqual({ files: [message] });
    expectServerKeptAnswering(result);
    expect(storedFiles()).toEqual([]);
    expect(await count('candidates')).toBe(candidatesBefore);
  });

  it.each(hostilePdfs)(
    'POST /jobs/parse-job-description/ refuses %s',
    async (_, filename, build, message) => {
      const result = await uploadWhileCheckingHealth(
        '/jobs/parse-job-description/',
        {},
        { field: 'pdf_file', filename, content: build(), type: 'application/pdf' },
      );
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(result.body).toEqual({ pdf_file: [message] });
      expectServerKeptAnswering(result);
    },
  );
});
