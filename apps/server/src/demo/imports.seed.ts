import { CANDIDATE_MESSAGES, IMPORT_FIELD_LABELS, type ImportMapping } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { candidateImportRefusals, candidateImports, candidates, timelineEvents } from '../db/schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';

const FILE_NAME = 'career-fair-berlin-2026.csv';
const HEADERS = ['Name', 'Email', 'Phone', 'Company', 'Title', 'Skills', 'City'];
const MAPPING: ImportMapping = [
  'full_name',
  'email',
  'phone',
  'current_company',
  'current_role',
  'skills',
  'city',
];

/** The people the career fair's list brought in: new candidates three weeks ago. */
const IMPORTED = [
  {
    fullName: 'Lena Hoffmann',
    emails: ['lena.hoffmann@example.de'],
    phones: ['+49 151 2345 6789'],
    currentCompany: 'Spreewerk Analytics',
    currentRole: 'Data Engineer',
    skillsExtracted: ['Python', 'Airflow', 'SQL'],
    city: 'Berlin',
  },
  {
    fullName: 'Kemal Aydın',
    emails: ['kemal.aydin@example.de'],
    phones: ['+49 160 9876 5432'],
    currentCompany: 'Mitte Mobility',
    currentRole: 'Frontend Developer',
    skillsExtracted: ['React', 'TypeScript'],
    city: 'Berlin',
  },
  {
    fullName: 'Johanna Berg',
    emails: ['johanna.berg@example.se'],
    phones: ['+46 70 555 0142'],
    currentCompany: 'Kvarn Studio',
    currentRole: 'Product Designer',
    skillsExtracted: ['Figma', 'User research'],
    city: 'Stockholm',
  },
];

/** Rows of the file the import refused, as they were in it, with the reasons it gave. */
const REFUSED = [
  {
    rowNumber: 4,
    cells: ['', 'm.schulz@example.de', '', 'Havel Systems', 'QA Engineer', 'Cypress', 'Potsdam'],
    reasons: [`${IMPORT_FIELD_LABELS.full_name}: ${CANDIDATE_MESSAGES.fullNameRequired}`],
  },
  {
    rowNumber: 6,
    cells: ['Ilse Vogel', 'ilse.vogel(at)example.de', '', 'Tempelhof Labs', 'Data Analyst', 'SQL', 'Berlin'],
    reasons: [`${IMPORT_FIELD_LABELS.email}: ${CANDIDATE_MESSAGES.emailInvalid}`],
  },
];

/**
 * The recruiter imported the list of a career fair three weeks ago: three new candidates, one
 * row skipped (that person was on file already), two refused, whose report can still be
 * downloaded from Candidates → Import. Written as the import job writes it.
 */
export async function seedImports(tx: Tx, demo: DemoOrganisation, now: Date) {
  const recruiter = demo.users.find((user) => user.role === 'recruiter')!;
  const at = new Date(now.getTime() - 21 * DAY_MS);
  const [created] = await tx
    .insert(candidateImports)
    .values({
      fileName: FILE_NAME,
      format: 'csv',
      status: 'completed',
      headers: HEADERS,
      sample: [],
      sampleRowNumbers: [],
      totalRows: IMPORTED.length + 1 + REFUSED.length,
      mapping: MAPPING,
      duplicatePolicy: 'skip',
      processedRows: IMPORTED.length + 1 + REFUSED.length,
      createdCount: IMPORTED.length,
      skippedCount: 1,
      refusedCount: REFUSED.length,
      createdBy: recruiter.id,
      createdAt: at,
      startedAt: at,
      finishedAt: new Date(at.getTime() + 2000),
    })
    .returning({ id: candidateImports.id });
  const importId = created!.id;
  await tx.insert(candidateImportRefusals).values(REFUSED.map((row) => ({ importId, ...row })));
  const rows = await tx
    .insert(candidates)
    .values(IMPORTED.map((person) => ({ ...person, sourceType: 'import', createdAt: at, updatedAt: at })))
    .returning({ id: candidates.id });
  await tx.insert(timelineEvents).values(
    rows.map((row) => ({
      type: 'status_change',
      title: 'Candidate created',
      description: `Imported from ${FILE_NAME}`,
      candidateId: row.id,
      userId: recruiter.id,
      metadata: { import_id: importId },
      createdAt: at,
    })),
  );
  return { candidates: rows.length, timelineEvents: rows.length };
}
