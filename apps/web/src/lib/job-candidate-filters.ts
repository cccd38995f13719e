/**
 * The job page's candidate filters as the address carries them (`?stage=&score=&search=`): the
 * candidates tab (applications feature) reads and writes them, the job page's Quick Filters (jobs
 * feature) link to them — so their names and values live here, once.
 */
import { MATCH_SCORE_BAND_LABELS, MATCH_SCORE_BANDS, type MatchScoreBand } from '@shortlist/contracts';

export type ScoreBand = MatchScoreBand | 'all';
/**
 * spec 01 §2.6 score filter: the contracts' bands (high 80+, medium 60-79, low below 60), after
 * "All scores"; the applications page's Advanced Filters offer the same bands.
 */
export const SCORE_BANDS: readonly { value: MatchScoreBand; label: string }[] = MATCH_SCORE_BANDS.map(
  (value) => ({ value, label: MATCH_SCORE_BAND_LABELS[value] }),
);

export type JobCandidateFilters = { stage: string; score: ScoreBand; search: string };
export const NO_FILTERS: JobCandidateFilters = { stage: 'all', score: 'all', search: '' };

const FILTER_PARAMS = ['stage', 'score', 'search'] as const;

/** The filters in the address (?stage=&score=&search=); an unknown stage or band reads as all. */
export function filtersFromParams(
  params: URLSearchParams,
  stageKeys: readonly string[],
): JobCandidateFilters {
  const stage = params.get('stage') ?? '';
  const score: ScoreBand = SCORE_BANDS.find(({ value }) => value === params.get('score'))?.value ?? 'all';
  return { stage: stageKeys.includes(stage) ? stage : 'all', score, search: params.get('search') ?? '' };
}

/** `params` with the filters written in; a filter at its default leaves the address. */
export function withFilters(params: URLSearchParams, filters: JobCandidateFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) {
    if (filters[key] === NO_FILTERS[key]) next.delete(key);
    else next.set(key, filters[key]);
  }
  return next;
}

export function sameFilters(a: JobCandidateFilters, b: JobCandidateFilters): boolean {
  return FILTER_PARAMS.every((key) => a[key] === b[key]);
}
