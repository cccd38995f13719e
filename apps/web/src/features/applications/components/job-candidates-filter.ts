import { APPLICATION_SOURCE_LABELS, type Application, inMatchScoreBand } from '@shortlist/contracts';
import { formatDate } from '../../../lib/format.ts';
import type { JobCandidateFilters, ScoreBand } from '../../../lib/job-candidate-filters.ts';
import { csvCell } from './applications-csv.ts';

/** An unscored application belongs to no band: only "All scores" shows it. */
const inBand = (score: number | null, band: ScoreBand) => band === 'all' || inMatchScoreBand(score, band);

/** The rows the filters let through: stage key, score band, and name or e-mail containing the search. */
export function filterJobApplications(rows: Application[], filters: JobCandidateFilters): Application[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.stage === 'all' || row.stage_key === filters.stage) &&
      inBand(row.match_score, filters.score) &&
      (!needle ||
        row.candidate.full_name.toLowerCase().includes(needle) ||
        (row.candidate.email ?? '').toLowerCase().includes(needle)),
  );
}

/** The stage's label in the job's workflow; an application in a stage the job no longer has keeps its own. */
export function stageLabelOf(row: Application, stageLabels: ReadonlyMap<string, string>): string {
  return stageLabels.get(row.stage_key) ?? row.stage_label;
}

/** The shown rows as CSV: Candidate, Email, Match %, Stage, Source, Last Updated. */
export function jobCandidatesCsv(rows: Application[], stageLabels: ReadonlyMap<string, string>): string {
  const header = ['Candidate', 'Email', 'Match %', 'Stage', 'Source', 'Last Updated'];
  const lines = rows.map((row) =>
    [
      row.candidate.full_name,
      row.candidate.email,
      row.match_score ?? 'N/A',
      stageLabelOf(row, stageLabels),
      APPLICATION_SOURCE_LABELS[row.source],
      formatDate(row.updated_at, 'long'),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n');
}
