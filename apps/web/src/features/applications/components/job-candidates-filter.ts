import { APPLICATION_SOURCE_LABELS, type Application } from '@shortlist/contracts';
import { formatDate } from '../../../lib/format.ts';
import { csvCell } from './applications-csv.ts';

/** spec 01 §2.6 score filter: all, high 80+, medium 60-79, low below 60. */
export const SCORE_BANDS = [
  { value: 'all', label: 'All scores' },
  { value: 'high', label: 'High (80+)' },
  { value: 'medium', label: 'Medium (60-79)' },
  { value: 'low', label: 'Low (below 60)' },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['value'];

export type JobCandidateFilters = { stage: string; score: ScoreBand; search: string };
export const NO_FILTERS: JobCandidateFilters = { stage: 'all', score: 'all', search: '' };

/** The filters in the address (?stage=&score=&search=); an unknown stage or band reads as all. */
export function filtersFromParams(
  params: URLSearchParams,
  stageKeys: readonly string[],
): JobCandidateFilters {
  const stage = params.get('stage') ?? '';
  const score = SCORE_BANDS.find(({ value }) => value === params.get('score'))?.value ?? 'all';
  return { stage: stageKeys.includes(stage) ? stage : 'all', score, search: params.get('search') ?? '' };
}

/** `params` with the filters written in; a filter at its default leaves the address. */
export function withFilters(params: URLSearchParams, filters: JobCandidateFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['stage', 'score', 'search'] as const) {
    if (filters[key] === NO_FILTERS[key]) next.delete(key);
    else next.set(key, filters[key]);
  }
  return next;
}

/** An unscored application belongs to no band: only "All scores" shows it. */
function inBand(score: number | null, band: ScoreBand): boolean {
  if (band === 'all') return true;
  if (score === null) return false;
  if (band === 'high') return score >= 80;
  if (band === 'medium') return score >= 60 && score < 80;
  return score < 60;
}

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
