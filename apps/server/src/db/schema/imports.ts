import type { DuplicatePolicy, ImportFormat, ImportMapping, ImportStatus } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 16: a CSV or XLSX file of candidates being imported, from upload to its last batch. The
 * file itself is in storage (`storage_key`) until the import ends; its headings and first rows are
 * kept here for mapping and preview. The counters move in the same transaction as each batch of
 * candidates, so a job that runs twice resumes after the last committed batch. Written by the
 * imports feature only.
 */
export const candidateImports = pgTable(
  'candidate_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<ImportFormat>().notNull(),
    storageKey: text('storage_key'),
    status: text('status').$type<ImportStatus>().notNull().default('uploaded'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    sampleRowNumbers: jsonb('sample_row_numbers').$type<number[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>(),
    duplicatePolicy: text('duplicate_policy').$type<DuplicatePolicy>(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('candidate_imports_created_idx').on(table.createdAt, table.id)],
);

/** A row of an import that was not imported, with the file's cells and the reasons (the report). */
export const candidateImportRefusals = pgTable(
  'candidate_import_refusals',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => candidateImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.rowNumber] })],
);
