import { JOB_MESSAGES } from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import { csvField } from '../../platform/csv.ts';
import { notFound } from '../../platform/errors.ts';
import { findJob, selectJobCandidates, selectWorkflowStages } from './jobs.queries.ts';

const CSV_COLUMNS = [
  'application_id',
  'candidate_id',
  'full_name',
  'email',
  'phone',
  'location',
  'current_company',
  'current_role',
  'stage',
  'status',
  'match_score',
  'source',
  'applied_at',
];

/** GET /jobs/{id}/candidates.csv: one line per application (no salary fields). */
export async function exportCandidatesCsv({ db }: { db: Db }, { id }: { id: number }) {
  const job = await findJob(db, id);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const [rows, stages] = await Promise.all([selectJobCandidates(db, id), selectWorkflowStages(db, id)]);
  const labels = new Map(stages.map((stage) => [stage.key, stage.label]));
  const lines = rows.map((row) =>
    [
      row.applicationId,
      row.candidateId,
      row.fullName,
      row.emails[0],
      row.phones[0],
      row.location,
      row.currentCompany,
      row.currentRole,
      labels.get(row.stageKey) ?? row.stageKey,
      row.status,
      row.matchScore,
      row.source,
      row.appliedAt,
    ]
      .map(csvField)
      .join(','),
  );
  return { job, csv: `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n` };
}
