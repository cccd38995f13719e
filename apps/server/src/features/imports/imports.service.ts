import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type CandidateImport,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportFormat,
  type ImportPreview,
  type ImportSettings,
  REFUSED_REPORT_COLUMNS,
  suggestImportMapping,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { csvLine } from '../../platform/csv.ts';
import { conflict, HttpError, notFound, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { type FileTextPool, limitMessage } from '../../platform/file-text/file-text-pool.ts';
import { FileTextLimitError, UnreadableFileError } from '../../platform/file-text/limits.ts';
import type { ParsedTable, TableType } from '../../platform/file-text/read-table.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import { type FileStorage, FileTooLargeError } from '../../platform/storage/storage.ts';
import type { Clock } from '../../platform/tokens.ts';
import { findCandidatesByEmails, importCandidatesInTransaction } from '../candidates/candidates.service.ts';
import { emailsOfRows, type NumberedCells, type OnFile, planRows, type RowPlan } from './import-rows.ts';
import {
  advanceImport,
  countImports,
  deleteImport,
  deleteImports,
  type ImportRow,
  type ImportWithAuthor,
  insertImport,
  insertRefusals,
  selectExpiredImports,
  selectImport,
  selectImportForUpdate,
  selectImports,
  selectRefusals,
  updateImport,
} from './imports.queries.ts';

export type ImportDeps = {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  jobs: JobRunner;
  storage: FileStorage;
  fileText: FileTextPool;
};

/** The background job that writes an import's rows, batch after batch (issue 16). */
export const IMPORT_QUEUE = 'candidates.import';

const TABLE_TYPES: Record<ImportFormat, TableType> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Refused rows are kept this long after their import finished; an upload never started, a day. */
const KEEP_FINISHED_MS = 30 * 86_400_000;
const KEEP_UNSTARTED_MS = 86_400_000;

const fileError = (message: string) => new ValidationError({ file: [message] });

/** XLSX by its zip signature; CSV by its name (text has no signature). */
function formatOf(fileName: string, head: Buffer): ImportFormat {
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  throw fileError(IMPORT_MESSAGES.invalidType);
}

/** The stored file's rows, read in a reader process within its limits; a file's fault is a 400. */
async function readStoredTable(
  { storage, fileText }: Pick<ImportDeps, 'storage' | 'fileText'>,
  key: string,
  format: ImportFormat,
): Promise<ParsedTable> {
  const bytes = await storage.read(key);
  try {
    return await fileText.readTable(bytes, TABLE_TYPES[format]);
  } catch (error) {
    if (error instanceof FileTextLimitError) throw fileError(limitMessage(error));
    if (error instanceof UnreadableFileError) throw fileError(IMPORT_MESSAGES.unreadable);
    throw error;
  }
}

function present(row: ImportWithAuthor): CandidateImport {
  const item = row.row;
  return {
    id: item.id,
    file_name: item.fileName,
    format: item.format,
    status: item.status,
    headers: item.headers,
    sample: item.sample,
    total_rows: item.totalRows,
    suggested_mapping: suggestImportMapping(item.headers),
    mapping: item.mapping ?? null,
    duplicate_policy: item.duplicatePolicy ?? null,
    processed_rows: item.processedRows,
    created_count: item.createdCount,
    updated_count: item.updatedCount,
    skipped_count: item.skippedCount,
    refused_count: item.refusedCount,
    error: item.error,
    created_by:
      item.createdBy !== null && row.authorName ? { id: item.createdBy, full_name: row.authorName } : null,
    created_at: item.createdAt.toISOString(),
    started_at: item.startedAt?.toISOString() ?? null,
    finished_at: item.finishedAt?.toISOString() ?? null,
  };
}

export async function getImport({ db }: { db: Tx }, { id }: { id: number }): Promise<CandidateImport> {
  const row = await selectImport(db, id);
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  return present(row);
}

export async function listImports({ db }: { db: Db }, { page }: { page: PageRequest }) {
  const [total, rows] = await Promise.all([
    countImports(db),
    selectImports(db, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(present) };
}

/**
 * POST /candidates/imports/: the file is streamed to storage, read off the request thread, and
 * its headings and first rows kept for mapping. Nothing is imported yet.
 */
export async function uploadImport(
  { user, ...deps }: UserContext<ImportDeps>,
  { file }: { file: { fileName: string; stream: Readable } },
): Promise<CandidateImport> {
  const { db, storage } = deps;
  const key = `imports/${randomUUID()}`;
  try {
    const stored = await storage.write(key, file.stream, { maxBytes: IMPORT_LIMITS.maxBytes });
    const format = formatOf(file.fileName, stored.head);
    const table = await readStoredTable(deps, key, format);
    if (table.rows.length === 0) throw fileError(IMPORT_MESSAGES.empty);
    const id = await insertImport(db, {
      fileName: file.fileName.slice(0, 255),
      format,
      storageKey: key,
      headers: table.headers,
      sample: table.rows.slice(0, IMPORT_LIMITS.sampleRows),
      sampleRowNumbers: table.rowNumbers.slice(0, IMPORT_LIMITS.sampleRows),
      totalRows: table.rows.length,
      createdBy: user.id,
    });
    return await getImport({ db }, { id });
  } catch (error) {
    await storage.remove(key);
    const tooLarge =
      error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    if (tooLarge) throw fileError(IMPORT_MESSAGES.tooLarge);
    throw error;
  }
}

/** The mapping names each column of this file (the schema checked the fields themselves). */
function assertMappingFits(row: Pick<ImportRow, 'headers'>, settings: ImportSettings) {
  if (settings.mapping.length !== row.headers.length)
    throw new ValidationError({ mapping: [IMPORT_MESSAGES.mappingLength] });
}

/** The candidates on file by each of their e-mails (lower case), for these rows. */
async function candidatesOnFile(db: Tx, rows: NumberedCells[], settings: ImportSettings) {
  const found = await findCandidatesByEmails(db, emailsOfRows(rows, settings.mapping));
  const byEmail = new Map<string, OnFile>();
  for (const candidate of found)
    for (const email of candidate.emails) byEmail.set(email.trim().toLowerCase(), candidate);
  return byEmail;
}

function previewRow(plan: RowPlan): ImportPreview['rows'][number] {
  const existing = 'existing' in plan ? plan.existing : null;
  return {
    row_number: plan.rowNumber,
    full_name: plan.fullName,
    email: plan.email,
    outcome: plan.outcome,
    reasons: 'reasons' in plan ? plan.reasons : [],
    existing_candidate: existing ? { id: existing.id, full_name: existing.fullName } : null,
  };
}

/** POST /candidates/imports/{id}/preview/: what the import would do with the file's first rows. */
export async function previewImport(
  { db }: { db: Db },
  { id, settings }: { id: number; settings: ImportSettings },
): Promise<ImportPreview> {
  const row = await selectImport(db, id);
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  assertMappingFits(row.row, settings);
  const sample = row.row.sample.map((cells, index) => ({
    cells,
    rowNumber: row.row.sampleRowNumbers[index] ?? index + 2,
  }));
  const onFile = await candidatesOnFile(db, sample, settings);
  const plans = planRows(sample, settings.mapping, settings.duplicate_policy, onFile, {
    stopOnRepeat: false,
  });
  return { rows: plans.map(previewRow) };
}

/** POST /candidates/imports/{id}/start/: the mapping is kept and the job sent, in one transaction. */
export async function startImport(
  { db, clock, jobs }: Pick<ImportDeps, 'db' | 'clock' | 'jobs'>,
  { id, settings }: { id: number; settings: ImportSettings },
): Promise<CandidateImport> {
  await db.transaction(async (tx) => {
    const row = await selectImportForUpdate(tx, id);
    if (!row) throw notFound(IMPORT_MESSAGES.notFound);
    if (row.status !== 'uploaded') throw conflict(IMPORT_MESSAGES.alreadyStarted);
    assertMappingFits(row, settings);
    await updateImport(tx, id, {
      status: 'queued',
      mapping: settings.mapping,
      duplicatePolicy: settings.duplicate_policy,
      startedAt: clock(),
    });
    await jobs.sendInTransaction(tx, IMPORT_QUEUE, { import_id: id });
  });
  return getImport({ db }, { id });
}

/** DELETE /candidates/imports/{id}/: an upload not wanted, or a finished import's report. */
export async function discardImport(
  { db, storage }: Pick<ImportDeps, 'db' | 'storage'>,
  { id }: { id: number },
) {
  const key = await db.transaction(async (tx) => {
    const row = await selectImportForUpdate(tx, id);
    if (!row) throw notFound(IMPORT_MESSAGES.notFound);
    if (row.status === 'queued' || row.status === 'running') throw conflict(IMPORT_MESSAGES.running);
    await deleteImport(tx, id);
    return row.storageKey;
  });
  if (key) await storage.remove(key);
}

/** GET /candidates/imports/{id}/refused/: the refused rows as they were in the file, with why. */
export async function refusedRowsCsv({ db }: { db: Db }, { id }: { id: number }) {
  const row = await selectImport(db, id);
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  const refusals = await selectRefusals(db, id);
  const lines = [
    csvLine([...REFUSED_REPORT_COLUMNS, ...row.row.headers]),
    ...refusals.map((refusal) => csvLine([refusal.rowNumber, refusal.reasons.join('; '), ...refusal.cells])),
  ];
  const base = row.row.fileName.replace(/\.[^.]*$/, '') || 'import';
  // a byte-order mark, so Excel opens the UTF-8 report with its accents intact
  return { filename: `${base}-refused-rows.csv`, csv: `\uFEFF${lines.join('')}` };
}

/**
 * The import job: reads the file once, then writes it batch by batch, each batch and the counters
 * in one transaction under the import's row lock. A run that dies (or a second run) goes on after
 * the last committed batch, so no row is imported twice. A file that cannot be read any more fails
 * the import with the reason; anything else is retried by the job runner.
 */
export async function runImport(deps: ImportDeps, importId: number): Promise<void> {
  const { db, events, storage } = deps;
  const found = await selectImport(db, importId);
  if (!found || found.row.status === 'completed' || found.row.status === 'failed') return;
  const { row, authorName } = found;
  const fail = (message: string) =>
    updateImport(db, importId, { status: 'failed', error: message, finishedAt: deps.clock() });
  if (!row.storageKey || !row.mapping || !row.duplicatePolicy)
    return void (await fail(IMPORT_MESSAGES.fileGone));
  let table: ParsedTable;
  try {
    table = await readStoredTable(deps, row.storageKey, row.format);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return void (await fail(error.detail));
    throw error;
  }
  const settings: ImportSettings = { mapping: row.mapping, duplicate_policy: row.duplicatePolicy };
  const actor = { id: row.createdBy, full_name: authorName ?? 'Import' };
  const rows: NumberedCells[] = table.rows.map((cells, index) => ({
    cells,
    rowNumber: table.rowNumbers[index]!,
  }));

  let finished = false;
  while (!finished) {
    finished = await db.transaction(async (tx) => {
      const current = await selectImportForUpdate(tx, importId);
      if (!current || current.status === 'completed' || current.status === 'failed') return true;
      const batch = rows.slice(current.processedRows, current.processedRows + IMPORT_LIMITS.batchRows);
      const plans = planRows(
        batch,
        settings.mapping,
        settings.duplicate_policy,
        await candidatesOnFile(tx, batch, settings),
        { stopOnRepeat: true },
      );
      const written = await importCandidatesInTransaction(tx, events, actor, {
        importId,
        fileName: row.fileName,
        creates: plans.flatMap((plan) => (plan.outcome === 'create' ? [plan.create] : [])),
        updates: plans.flatMap((plan) =>
          plan.outcome === 'update' && plan.existing ? [{ existing: plan.existing, input: plan.update }] : [],
        ),
      });
      const refused = plans.flatMap((plan) =>
        plan.outcome === 'refuse'
          ? [{ importId, rowNumber: plan.rowNumber, cells: plan.cells, reasons: plan.reasons }]
          : [],
      );
      await insertRefusals(tx, refused);
      await advanceImport(tx, importId, {
        rows: plans.length,
        created: written.created,
        updated: written.updated,
        skipped: plans.filter((plan) => plan.outcome === 'skip').length,
        refused: refused.length,
      });
      const done = current.processedRows + plans.length >= rows.length;
      await updateImport(
        tx,
        importId,
        done ? { status: 'completed', finishedAt: deps.clock(), storageKey: null } : { status: 'running' },
      );
      return done;
    });
    // the embedded database answers on this thread: requests waiting for it go before the next batch
    await new Promise((resolve) => setImmediate(resolve));
  }
  // the file held everyone's personal data: it goes once every row is written
  await storage.remove(row.storageKey);
}

/** The job's last attempt failed: the import says so, and keeps the rows written before. */
export async function markImportStopped({ db, clock }: Pick<ImportDeps, 'db' | 'clock'>, importId: number) {
  await db.transaction(async (tx) => {
    const current = await selectImportForUpdate(tx, importId);
    if (current && (current.status === 'queued' || current.status === 'running'))
      await updateImport(tx, importId, {
        status: 'failed',
        error: IMPORT_MESSAGES.stopped,
        finishedAt: clock(),
      });
  });
}

/** The nightly sweep: finished imports' refused rows after 30 days, unstarted uploads after a day. */
export async function pruneImports({ db, storage, clock }: Pick<ImportDeps, 'db' | 'storage' | 'clock'>) {
  const now = clock().getTime();
  const expired = await selectExpiredImports(
    db,
    new Date(now - KEEP_FINISHED_MS),
    new Date(now - KEEP_UNSTARTED_MS),
  );
  await db.transaction((tx) =>
    deleteImports(
      tx,
      expired.map((item) => item.id),
    ),
  );
  for (const item of expired) if (item.storageKey) await storage.remove(item.storageKey);
  return expired.length;
}
