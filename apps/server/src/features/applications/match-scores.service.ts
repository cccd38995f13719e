import { computeMatchScore, type MatchCandidate, type MatchJob } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import type { DomainEvent, DomainEvents } from '../../platform/events.ts';
import {
  findApplication,
  selectApplicationPairs,
  updateMatchScore,
  updateQualityScore,
  updateScoreAdjustment,
} from './applications.queries.ts';
import { selectMatchCandidate, selectMatchJobs } from './applications.read-model.ts';

type Candidate = NonNullable<Awaited<ReturnType<typeof selectMatchCandidate>>>;
type Job = Awaited<ReturnType<typeof selectMatchJobs>>[number];

const toMatchJob = (job: Job): MatchJob => ({
  skills_required: job.skillsRequired,
  skills_nice: job.skillsNice,
  experience_level: job.experienceLevel,
  location: job.location,
  skill_weights: job.skillWeights,
});
const toMatchCandidate = (candidate: Candidate): MatchCandidate => ({
  skills: candidate.skills,
  years_experience: candidate.yearsExperience,
  location: candidate.location,
  city: candidate.city,
  country: candidate.country,
});

/** Who caused a re-score, for the application.scored events it records. */
export type ScoreContext = { events: DomainEvents; actor: DomainEvent['actor'] };
type Pair = {
  id: number;
  candidateId: number;
  jobId: number;
  matchScore?: number | null;
  matchScoreAdjustment?: number;
};

const clampScore = (score: number) => Math.max(0, Math.min(100, Math.round(score)));

async function recompute(tx: Tx, context: ScoreContext, pairs: Pair[]) {
  const jobs = new Map(
    (await selectMatchJobs(tx, [...new Set(pairs.map((pair) => pair.jobId))])).map((job) => [job.id, job]),
  );
  const candidates = new Map<number, Candidate | undefined>();
  for (const pair of pairs) {
    if (!candidates.has(pair.candidateId))
      candidates.set(pair.candidateId, await selectMatchCandidate(tx, pair.candidateId));
    const candidate = candidates.get(pair.candidateId);
    const job = jobs.get(pair.jobId);
    if (!candidate || !job) continue;
    const result = computeMatchScore(toMatchJob(job), toMatchCandidate(candidate));
    // an automation rule's adjustment stays on top of the computed score (issue 14 update_score)
    const score = clampScore(result.match_score + (pair.matchScoreAdjustment ?? 0));
    await updateMatchScore(tx, pair.id, score, result.breakdown);
    if (score !== pair.matchScore) {
      await context.events.record(tx, {
        type: 'application.scored',
        actor: context.actor,
        jobId: pair.jobId,
        candidateId: pair.candidateId,
        applicationId: pair.id,
        data: { from_score: pair.matchScore ?? null, to_score: score },
      });
    }
  }
}

/** After a candidate's skills, experience or location change (issue 4: scores are recomputed). */
export async function recomputeCandidateMatchScores(tx: Tx, context: ScoreContext, candidateId: number) {
  await recompute(tx, context, await selectApplicationPairs(tx, { candidateId }));
}

/** For the jobs feature to call when a job's requirements change. */
export async function recomputeJobMatchScores(tx: Tx, context: ScoreContext, jobId: number) {
  await recompute(tx, context, await selectApplicationPairs(tx, { jobId }));
}

export async function recomputeApplicationMatchScore(tx: Tx, context: ScoreContext, application: Pair) {
  await recompute(tx, context, [application]);
}

/**
 * An automation rule's update_score (issue 14): sets the match score to `value`, or moves it by
 * `value`, within 0–100, with a reason shown beside it. The difference from the computed score is
 * kept as the application's adjustment, so a later recompute keeps it. Recorded as
 * application.scored with the reason.
 */
export async function adjustMatchScore(
  tx: Tx,
  context: ScoreContext & { now: Date },
  applicationId: number,
  change: { mode: 'set' | 'adjust'; value: number; reason: string },
) {
  const application = await findApplication(tx, applicationId);
  if (!application) return null;
  const from = application.matchScore;
  const to = clampScore(change.mode === 'set' ? change.value : (from ?? 0) + change.value);
  const computed = (from ?? 0) - application.matchScoreAdjustment;
  await updateScoreAdjustment(tx, applicationId, {
    score: to,
    adjustment: to - computed,
    reason: change.reason,
    at: context.now,
  });
  if (to !== from)
    await context.events.record(tx, {
      type: 'application.scored',
      actor: context.actor,
      jobId: application.jobId,
      candidateId: application.candidateId,
      applicationId,
      data: { from_score: from ?? null, to_score: to, reason: change.reason },
    });
  return { from, to };
}

/**
 * For the interviews feature when a scorecard is submitted (issue 13): the application's
 * overall_quality_score (out of 10) becomes `score`, recorded as application.scored.
 */
export async function setOverallQualityScore(
  tx: Tx,
  context: ScoreContext & { now: Date },
  applicationId: number,
  score: number | null,
) {
  const application = await findApplication(tx, applicationId);
  if (!application || application.overallQualityScore === score) return;
  await updateQualityScore(tx, applicationId, score, context.now);
  await context.events.record(tx, {
    type: 'application.scored',
    actor: context.actor,
    jobId: application.jobId,
    candidateId: application.candidateId,
    applicationId,
    data: { quality_from: application.overallQualityScore ?? null, quality_to: score },
  });
}
