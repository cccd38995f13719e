import type { CandidateImport, ImportPreviewRow } from '@shortlist/contracts';
import { recruiterUser } from '../../../test/fixtures.ts';

/**
 * An upload as POST /candidates/imports/ answers it: a four-column CSV, read but not started, its
 * E-mail column under a heading the server did not recognise.
 */
export function buildImport(overrides: Partial<CandidateImport> = {}): CandidateImport {
  return {
    id: 12,
    file_name: 'career-fair-2026.csv',
    format: 'csv',
    status: 'uploaded',
    headers: ['Name', 'Contact', 'Company', 'Notes'],
    sample: [
      ['Rosa Ibarra', 'rosa.ibarra@example.com', 'Harbour Analytics', ''],
      ['Tomás Reyes', 'tomas@reyes.dev', 'Acme Ltd.', 'Met at the booth'],
      ['', 'no-name@example.com', '', ''],
      ['Jordan Pike', 'not-an-email', 'Northwind Labs', ''],
    ],
    total_rows: 4000,
    suggested_mapping: ['full_name', null, 'current_company', 'summary'],
    mapping: null,
    duplicate_policy: null,
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
    skipped_count: 0,
    refused_count: 0,
    error: null,
    created_by: { id: recruiterUser.id, full_name: recruiterUser.full_name },
    created_at: '2026-03-14T09:30:00Z',
    started_at: null,
    finished_at: null,
    ...overrides,
  };
}

/** The same import started and a batch in: 1,500 of its 4,000 rows read. */
export function buildRunningImport(overrides: Partial<CandidateImport> = {}): CandidateImport {
  return buildImport({
    status: 'running',
    mapping: ['full_name', 'email', 'current_company', 'summary'],
    duplicate_policy: 'skip',
    processed_rows: 1500,
    created_count: 1320,
    updated_count: 0,
    skipped_count: 150,
    refused_count: 30,
    started_at: '2026-03-14T09:32:00Z',
    ...overrides,
  });
}

/** One row of POST …/preview/'s answer: a new candidate unless told otherwise. */
export function buildPreviewRow(overrides: Partial<ImportPreviewRow> = {}): ImportPreviewRow {
  return {
    row_number: 2,
    full_name: 'Rosa Ibarra',
    email: 'rosa.ibarra@example.com',
    outcome: 'create',
    reasons: [],
    existing_candidate: null,
    ...overrides,
  };
}
