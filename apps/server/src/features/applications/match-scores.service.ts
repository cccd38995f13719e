import { computeMatchScore, type MatchCandidate, type MatchJob } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import type { DomainEvent, DomainEvents } from '../../platform/events.ts';
import {
  findApplication,
  selectApplicationPairs,
  updateMatchScore,
  updateQualityScore,
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
type Pair = { id: number; candidateId: number; jobId: number; matchScore?: number | null };

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
    await updateMatchScore(tx, pair.id, result.match_score, result.breakdown);
    if (result.match_score !== pair.matchScore) {
      await context.events.record(tx, {
        type: 'application.scored',
        actor: context.actor,
        jobId: pair.jobId,
        candidateId: pair.candidateId,
        applicationId: pair.id,
        data: { from_score: pair.matchScore ?? null, to_score: result.match_score },
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
