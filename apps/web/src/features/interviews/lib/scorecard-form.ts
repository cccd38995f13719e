import {
  qualityScore,
  type Recommendation,
  SCORECARD_MESSAGES,
  type ScorecardCreate,
  type ScorecardSheet,
  scorecardCreateSchema,
} from '@shortlist/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The fields the server may refuse by name (400 `{field: [message]}`), each shown under its part. */
export const SCORECARD_FIELDS = ['competency_ratings', 'mantra_ratings', 'notes', 'recommendation'] as const;
export type ScorecardField = (typeof SCORECARD_FIELDS)[number];

/**
 * What the dialog holds: one row per competency of the job and per mantra, unrated (null) until
 * chosen, so a missing rating is named rather than silently left out of the body.
 */
export type ScorecardFormValues = {
  competency_ratings: { name: string; rating: number | null }[];
  mantra_ratings: { key: string; rating: number | null }[];
  notes: string;
  recommendation: Recommendation | null;
};

/** A blank scorecard for the sheet: nothing rated, no verdict. */
export function blankScorecard(sheet: Pick<ScorecardSheet, 'competencies' | 'mantras'>): ScorecardFormValues {
  return {
    competency_ratings: sheet.competencies.map(({ name }) => ({ name, rating: null })),
    mantra_ratings: sheet.mantras.map(({ key }) => ({ key, rating: null })),
    notes: '',
    recommendation: null,
  };
}

const rated = <Row extends { rating: number | null }>(rows: Row[]) =>
  rows.flatMap((row) => (row.rating === null ? [] : [{ ...row, rating: row.rating }]));

/**
 * The form's check, all parts at once (an unrated mantra and a missing recommendation show
 * together): every competency and mantra rated — the server's own words for what is missing — then
 * the body through the contracts' `scorecardCreateSchema`, the schema the server validates with.
 */
export const scorecardResolver: Resolver<ScorecardFormValues, unknown, ScorecardCreate> = (values) => {
  const errors: Partial<Record<ScorecardField, { type: string; message: string }>> = {};
  const missing = values.competency_ratings.filter((row) => row.rating === null).map((row) => row.name);
  if (missing.length > 0)
    errors.competency_ratings = {
      type: 'required',
      message: SCORECARD_MESSAGES.competenciesIncomplete(missing),
    };
  if (values.mantra_ratings.some((row) => row.rating === null))
    errors.mantra_ratings = { type: 'required', message: SCORECARD_MESSAGES.mantrasIncomplete };
  const parsed = scorecardCreateSchema.safeParse({
    competency_ratings: rated(values.competency_ratings),
    mantra_ratings: rated(values.mantra_ratings),
    notes: values.notes,
    recommendation: values.recommendation ?? undefined,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ScorecardField;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors: errors as FieldErrors<ScorecardFormValues> };
};

export type ScorePreview = { score: number; rated: number; total: number } | null;

/**
 * The quality score as the server will compute it (the contracts' `qualityScore`: the weighted
 * mean of the competencies, the mantras' mean for a job without any), over what is rated so far;
 * null until something counts.
 */
export function previewScore(
  sheet: Pick<ScorecardSheet, 'competencies'>,
  values: Pick<ScorecardFormValues, 'competency_ratings' | 'mantra_ratings'>,
): ScorePreview {
  const competencies = sheet.competencies.flatMap((competency, index) => {
    const rating = values.competency_ratings[index]?.rating ?? null;
    return rating === null ? [] : [{ weight: competency.weight, rating }];
  });
  const mantras = rated(values.mantra_ratings);
  const byCompetencies = sheet.competencies.length > 0;
  const count = byCompetencies ? competencies.length : mantras.length;
  if (count === 0) return null;
  return {
    score: qualityScore(competencies, byCompetencies ? [] : mantras),
    rated: count,
    total: byCompetencies ? sheet.competencies.length : values.mantra_ratings.length,
  };
}
