import type { CandidateImport, ImportOutcome, ImportStatus } from '@shortlist/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

/** Queued or running: its progress is still moving. */
export function isImportUnderway(candidateImport: Pick<CandidateImport, 'status'>): boolean {
  return candidateImport.status === 'queued' || candidateImport.status === 'running';
}

export const IMPORT_STATUS_TONES: Record<ImportStatus, BadgeTone> = {
  uploaded: 'neutral',
  queued: 'yellow',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

/** A refused row is the one to act on; a skipped one did nothing. */
export const IMPORT_OUTCOME_TONES: Record<ImportOutcome, BadgeTone> = {
  create: 'green',
  update: 'blue',
  skip: 'neutral',
  refuse: 'red',
};

const count = (value: number) => value.toLocaleString('en-US');

/** "4,000 rows", "1 row". */
export function rowsLabel(rows: number): string {
  return `${count(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}

/** What a started import did so far, in the order a recruiter reads it. */
export function importCounts(candidateImport: CandidateImport) {
  return [
    { key: 'created', label: 'Created', value: candidateImport.created_count },
    { key: 'updated', label: 'Updated', value: candidateImport.updated_count },
    { key: 'skipped', label: 'Skipped', value: candidateImport.skipped_count },
    { key: 'refused', label: 'Refused', value: candidateImport.refused_count },
  ] as const;
}

/** "12 created · 3 updated · 1 skipped · 2 refused" */
export function importCountsLabel(candidateImport: CandidateImport): string {
  return importCounts(candidateImport)
    .map(({ label, value }) => `${count(value)} ${label.toLowerCase()}`)
    .join(' · ');
}
