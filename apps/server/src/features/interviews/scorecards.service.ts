import {
  CULTURAL_MANTRAS,
  INTERVIEW_MESSAGES,
  INTERVIEW_TYPE_LABELS,
  type InterviewType,
  qualityScore,
  type Recommendation,
  SCORECARD_MESSAGES,
  type Scorecard,
  type ScorecardSheet,
  type scorecardCreateSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { setOverallQualityScore } from '../applications/match-scores.service.ts';
import { insertScorecard, lockInterview } from './interviews.queries.ts';
import {
  type InterviewRow,
  type ScorecardRow,
  selectFramework,
  selectInterview,
  selectInterviewers,
  selectMeanQuality,
  selectScorecards,
} from './interviews.read-model.ts';

type ScorecardInput = z.output<typeof scorecardCreateSchema>;
export type ScorecardDeps = { db: Db; clock: Clock; events: DomainEvents };

const MANTRA_LABELS = new Map<string, string>(CULTURAL_MANTRAS.map((mantra) => [mantra.key, mantra.label]));

/** The job's bar raisers: its hiring team's bar_raiser rows, by address. */
function barRaisers(row: InterviewRow): Set<string> {
  return new Set(
    row.job_hiring_team
      .filter((member) => member.role === 'bar_raiser')
      .map((member) => member.email.trim().toLowerCase()),
  );
}

function presentScorecard(row: ScorecardRow, raisers: Set<string>): Scorecard {
  return {
    id: row.id,
    interview_id: row.interview_id,
    application_id: row.application_id,
    interviewer: { id: row.interviewer_id, full_name: row.interviewer_name, email: row.interviewer_email },
    is_bar_raiser: raisers.has(row.interviewer_email.toLowerCase()),
    competency_ratings: row.competency_ratings,
    mantra_ratings: row.mantra_ratings.map((rating) => ({
      ...rating,
      label: MANTRA_LABELS.get(rating.key) ?? rating.key,
    })),
    notes: row.notes,
    recommendation: row.recommendation as Recommendation,
    quality_score: row.quality_score,
    submitted_at: new Date(row.submitted_at).toISOString(),
  };
}

/** Why this user cannot submit a scorecard for the interview now (null: they can). */
function cannotSubmit(row: InterviewRow, onPanel: boolean, submitted: boolean, now: Date): string | null {
  if (!onPanel) return SCORECARD_MESSAGES.notOnPanel;
  if (row.status === 'cancelled') return SCORECARD_MESSAGES.cancelled;
  if (submitted) return SCORECARD_MESSAGES.alreadySubmitted;
  if (new Date(row.scheduled_at).getTime() > now.getTime()) return SCORECARD_MESSAGES.notStarted;
  return null;
}

async function interviewOrThrow(db: Tx, id: number) {
  const row = await selectInterview(db, id);
  if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
  return row;
}

/**
 * GET /interviews/{id}/scorecards/: what to rate, and the scorecards the user may read. An
 * interviewer who has not submitted reads none of the others' (their rating stays their own);
 * everyone else signed in reads the submitted ones.
 */
export async function getScorecardSheet(
  { db, clock, user }: UserContext<ScorecardDeps>,
  { interviewId }: { interviewId: number },
): Promise<ScorecardSheet> {
  const row = await interviewOrThrow(db, interviewId);
  const [panel, scorecards, framework] = await Promise.all([
    selectInterviewers(db, [interviewId]),
    selectScorecards(db, interviewId),
    selectFramework(db, row.job_id),
  ]);
  const onPanel = panel.some((person) => person.id === user.id);
  const mine = scorecards.some((card) => card.interviewer_id === user.id);
  const blinded = onPanel && !mine;
  const visible = blinded ? [] : scorecards;
  const reason = onPanel ? cannotSubmit(row, onPanel, mine, clock()) : SCORECARD_MESSAGES.notOnPanel;
  const raisers = barRaisers(row);
  return {
    interview_id: interviewId,
    competencies: (framework?.targets_competencies ?? []).map((competency) => ({
      name: competency.name,
      weight: competency.weight,
      description: competency.description ?? '',
    })),
    mantras: CULTURAL_MANTRAS.map((mantra) => ({
      key: mantra.key,
      label: mantra.label,
      description: framework?.cultural_mantras_criteria?.[mantra.key]?.description ?? '',
    })),
    panel_size: panel.length,
    submitted: scorecards.length,
    hidden: scorecards.length - visible.length,
    can_submit: reason === null,
    submitted_by_me: mine,
    cannot_submit_reason: onPanel ? reason : null,
    scorecards: visible.map((card) => presentScorecard(card, raisers)),
  };
}

/** Every competency of the job rated once, nothing else; all four mantras. */
function checkRatings(
  input: ScorecardInput,
  competencies: { name: string; weight: number }[],
): {
  competencies: { name: string; weight: number; rating: number }[];
  mantras: { key: string; rating: number }[];
} {
  const given = new Map<string, number>();
  for (const entry of input.competency_ratings)
    if (!given.has(entry.name)) given.set(entry.name, entry.rating);
  const unknown = [...given.keys()].find(
    (name) => !competencies.some((competency) => competency.name === name),
  );
  if (unknown)
    throw new ValidationError({ competency_ratings: [SCORECARD_MESSAGES.competencyUnknown(unknown)] });
  const missing = competencies.filter((competency) => !given.has(competency.name)).map((c) => c.name);
  if (missing.length > 0)
    throw new ValidationError({ competency_ratings: [SCORECARD_MESSAGES.competenciesIncomplete(missing)] });
  const mantras = new Map<string, number>();
  for (const entry of input.mantra_ratings)
    if (MANTRA_LABELS.has(entry.key) && !mantras.has(entry.key)) mantras.set(entry.key, entry.rating);
  if (mantras.size !== CULTURAL_MANTRAS.length || input.mantra_ratings.length !== CULTURAL_MANTRAS.length)
    throw new ValidationError({ mantra_ratings: [SCORECARD_MESSAGES.mantrasIncomplete] });
  return {
    competencies: competencies.map((competency) => ({
      name: competency.name,
      weight: competency.weight,
      rating: given.get(competency.name)!,
    })),
    mantras: CULTURAL_MANTRAS.map((mantra) => ({ key: mantra.key, rating: mantras.get(mantra.key)! })),
  };
}

/**
 * POST /interviews/{id}/scorecards/: an interviewer's scorecard, final once submitted. In one
 * transaction: the scorecard, the application's overall_quality_score (the mean of its
 * scorecards), and the scorecard_submitted event (timeline, notifications, live).
 */
export async function submitScorecard(
  { user, ...deps }: UserContext<ScorecardDeps>,
  { interviewId, scorecard: input }: { interviewId: number; scorecard: ScorecardInput },
): Promise<Scorecard> {
  const { db, clock, events } = deps;
  const row = await interviewOrThrow(db, interviewId);
  const panel = await selectInterviewers(db, [interviewId]);
  if (!panel.some((person) => person.id === user.id)) throw forbidden(SCORECARD_MESSAGES.notOnPanel);
  // the state first: an early or second submit hears why, not what its body lacks
  const mine = (await selectScorecards(db, interviewId)).some((card) => card.interviewer_id === user.id);
  const refusal = cannotSubmit(row, true, mine, clock());
  if (refusal) throw conflict(refusal);
  const framework = await selectFramework(db, row.job_id);
  const ratings = checkRatings(input, framework?.targets_competencies ?? []);
  const score = qualityScore(ratings.competencies, ratings.mantras);

  const inserted = await db.transaction(async (tx) => {
    const current = await lockInterview(tx, interviewId);
    if (!current) throw notFound(INTERVIEW_MESSAGES.notFound);
    const already = (await selectScorecards(tx, interviewId)).some((card) => card.interviewer_id === user.id);
    const reason = cannotSubmit(
      { ...row, status: current.status, scheduled_at: current.scheduledAt },
      true,
      already,
      clock(),
    );
    if (reason) throw conflict(reason);
    const scorecard = await insertScorecard(tx, {
      interviewId,
      applicationId: row.application_id,
      interviewerId: user.id,
      competencyRatings: ratings.competencies,
      mantraRatings: ratings.mantras,
      notes: input.notes,
      recommendation: input.recommendation,
      qualityScore: score,
      submittedAt: clock(),
    });
    if (!scorecard) throw conflict(SCORECARD_MESSAGES.alreadySubmitted);
    const mean = await selectMeanQuality(tx, row.application_id);
    await setOverallQualityScore(
      tx,
      { events, actor: user, now: clock() },
      row.application_id,
      mean === null ? null : Math.round(mean * 10) / 10,
    );
    // what the timeline and the bell say: who submitted which, never the ratings (others on the
    // panel read the timeline too, and must not see them before they submit their own)
    await events.record(tx, {
      type: 'interview.scorecard_submitted',
      actor: user,
      jobId: row.job_id,
      candidateId: row.candidate_id,
      applicationId: row.application_id,
      data: {
        interview_id: interviewId,
        scorecard_id: scorecard.id,
        interview_type: row.interview_type,
        interview_type_label: INTERVIEW_TYPE_LABELS[row.interview_type as InterviewType],
        candidate_name: row.candidate_name,
        job_title: row.job_title,
        panel_size: panel.length,
      },
    });
    return scorecard;
  });
  const [stored] = (await selectScorecards(db, interviewId)).filter((card) => card.id === inserted.id);
  return presentScorecard(stored!, barRaisers(row));
}
