import {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  DEFAULT_WORKFLOW_STAGES,
} from '@shortlist/contracts';
import type { applications, timelineEvents } from '../db/schema/index.ts';
import { APPLICATION_TAGS, BIAS_FLAGS } from './demo-data/applications.data.ts';
import { DEMO_CANDIDATES } from './demo-data/candidates.data.ts';
import { DEMO_JOBS } from './demo-data/jobs.data.ts';
import type { CandidateSeed, JobSeed } from './demo-data.types.ts';
import { CLOSED_JOB_FROZEN_DAYS, DAY_MS } from './jobs.seed.ts';
import { aiSummary, demoMatch, interviewScore, overallQualityScore } from './match-score.ts';
import type { SeededRandom } from './seeded-random.ts';

type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
type ApplicationRow = typeof applications.$inferInsert;
type Scores = Pick<
  ApplicationRow,
  | 'matchScore'
  | 'matchBreakdown'
  | 'overallQualityScore'
  | 'cultureFitScore'
  | 'growthPotentialScore'
  | 'aiSummary'
>;

export type CandidateSourceType = 'manual' | 'email' | 'form' | 'referral' | 'linkedin';

/** One application before ids are known: who applied where, how far they got and when. */
export type ApplicationPlan = Scores & {
  candidateIndex: number;
  job: JobSeed;
  stageIndex: number;
  status: NonNullable<ApplicationRow['status']>;
  source: ApplicationSource;
  tags: string[];
  biasFlags: string[];
  appliedAt: Date;
  stageEnteredAt: Date;
};

const SOURCE_BY_CANDIDATE_SOURCE: Record<CandidateSourceType, ApplicationSource> = {
  manual: 'other',
  email: 'email',
  form: 'form',
  referral: 'referral',
  linkedin: 'linkedin',
};

const HIRED_JOB_IDS = new Set([1, 3]);

/**
 * Stage indexes for a job's applications, lowest first: a funnel where most applications
 * sit in early stages and the best reach the job's furthest stage.
 */
function funnelStages(count: number, furthestStage: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    count === 1 ? 0 : Math.round(furthestStage * (i / (count - 1)) ** 1.5),
  );
}

/** A young job cannot have candidates deep in its pipeline: about four days per stage. */
function furthestStage(job: JobSeed): number {
  if (job.status === 'closed') return DEFAULT_WORKFLOW_STAGES.length - 1;
  return Math.min(DEFAULT_WORKFLOW_STAGES.length - 1, Math.floor(job.createdDaysAgo / 4));
}

function chooseTags(candidate: CandidateSeed, job: JobSeed, source: ApplicationSource, random: SeededRandom) {
  if (!random.chance(0.5)) return [];
  const fitting: string[] = [];
  if (source === 'referral') fitting.push('referral');
  if (candidate.yearsExperience >= 10) fitting.push('senior');
  if (!job.location.includes('Remote') && !job.location.startsWith(candidate.city))
    fitting.push('relocation');
  const others = random.shuffle(APPLICATION_TAGS.filter((tag) => !fitting.includes(tag)));
  return [...new Set([...fitting, ...others])].slice(0, random.int(1, 3));
}

function scoreApplication(candidate: CandidateSeed, job: JobSeed, random: SeededRandom): Scores {
  const { score: match, breakdown, overlap } = demoMatch(candidate, job);
  const interviewed = random.chance(0.5);
  return {
    matchScore: match,
    matchBreakdown: breakdown,
    overallQualityScore: overallQualityScore(match, random),
    cultureFitScore: interviewed ? interviewScore(match, random) : null,
    growthPotentialScore: interviewed ? interviewScore(match, random) : null,
    aiSummary: aiSummary(candidate, job, overlap),
  };
}

/** When the application came in and when it entered its stage, both after the job opened. */
function timing(job: JobSeed, stageIndex: number, now: Date, random: SeededRandom) {
  const frozenDays = job.status === 'closed' ? CLOSED_JOB_FROZEN_DAYS : 0;
  const openDays = job.createdDaysAgo - frozenDays - 0.2;
  const daysAgo = (days: number) => new Date(now.getTime() - (frozenDays + days) * DAY_MS);
  if (stageIndex === 0) {
    const applied = daysAgo(random.between(0.1, Math.min(openDays, 20 - frozenDays)));
    return { appliedAt: applied, stageEnteredAt: applied };
  }
  const appliedDaysAgo = random.between(Math.min(openDays - 0.1, 1 + stageIndex * 1.5), openDays);
  const stageDaysAgo = random.between(0.05, Math.min(20 - frozenDays, appliedDaysAgo * 0.7));
  return { appliedAt: daysAgo(appliedDaysAgo), stageEnteredAt: daysAgo(stageDaysAgo) };
}

/** Closed job: one hire, one withdrawal, the rest turned down. Elsewhere mostly active. */
function decideStatus(job: JobSeed, stageIndex: number, isMedian: boolean, random: SeededRandom) {
  const decision = DEFAULT_WORKFLOW_STAGES.length - 1;
  if (HIRED_JOB_IDS.has(job.id) && stageIndex === decision) return 'hired';
  if (job.status === 'closed') return isMedian ? 'withdrawn' : 'rejected';
  if (stageIndex > 0 && stageIndex < decision && random.chance(0.09)) return 'rejected';
  return 'active';
}

export function planApplications(
  random: SeededRandom,
  now: Date,
  sourceTypeOf: (candidateIndex: number) => CandidateSourceType,
): ApplicationPlan[] {
  const plans: ApplicationPlan[] = [];
  for (const job of DEMO_JOBS) {
    const applicants = DEMO_CANDIDATES.flatMap((candidate, candidateIndex) =>
      candidate.appliesTo.includes(job.id)
        ? [{ candidate, candidateIndex, scores: scoreApplication(candidate, job, random) }]
        : [],
    );
    // The better the match, the further along the pipeline (with some luck either way).
    const ranked = applicants
      .map((applicant) => ({
        ...applicant,
        rank: (applicant.scores.matchScore ?? 0) + random.between(-12, 12),
      }))
      .sort((a, b) => a.rank - b.rank);
    const stages = funnelStages(ranked.length, furthestStage(job));
    const median = Math.floor(ranked.length / 2);

    ranked.forEach(({ candidate, candidateIndex, scores }, position) => {
      const stageIndex = stages[position] ?? 0;
      const preferred = SOURCE_BY_CANDIDATE_SOURCE[sourceTypeOf(candidateIndex)];
      const source = random.chance(0.2) ? random.pick(APPLICATION_SOURCES) : preferred;
      const unscored = stageIndex === 0 && job.status !== 'closed' && random.chance(0.3);
      plans.push({
        candidateIndex,
        job,
        stageIndex,
        status: decideStatus(job, stageIndex, position === median, random),
        source,
        tags: chooseTags(candidate, job, source, random),
        biasFlags: random.chance(0.05) ? [random.pick(BIAS_FLAGS)] : [],
        ...(unscored
          ? {
              matchScore: null,
              matchBreakdown: null,
              overallQualityScore: null,
              cultureFitScore: null,
              growthPotentialScore: null,
              aiSummary: '',
            }
          : scores),
        ...timing(job, stageIndex, now, random),
      });
    });
  }
  withdrawSome(plans, random);
  return plans;
}

/** Two candidates on open jobs pull out mid-process, as some always do. */
function withdrawSome(plans: ApplicationPlan[], random: SeededRandom): void {
  const midProcess = plans.filter(
    (plan) =>
      plan.job.status !== 'closed' &&
      plan.status === 'active' &&
      plan.stageIndex >= 2 &&
      plan.stageIndex <= 5,
  );
  for (const plan of random.sample(midProcess, 2)) plan.status = 'withdrawn';
}

/**
 * When an application moved into each stage after the first, up to the one it is at: the time
 * between its arrival and its last move shared unevenly (by its id, so the seed stays the same).
 */
function movesOf(plan: ApplicationPlan, id: number): Date[] {
  const start = plan.appliedAt.getTime();
  const span = plan.stageEnteredAt.getTime() - start;
  const weights = Array.from({ length: plan.stageIndex }, (_, index) => 1 + ((id * 7 + index * 3) % 5));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let elapsed = 0;
  return weights.map((weight) => {
    elapsed += weight;
    return new Date(start + (span * elapsed) / total);
  });
}

/** Application rows plus their timeline events, numbered in the order they happened. */
export function buildApplicationRows(
  plans: ApplicationPlan[],
  candidateIdByIndex: Map<number, number>,
  recruiterIdByJobId: Map<number, number | null>,
) {
  const stages = DEFAULT_WORKFLOW_STAGES;
  const chronological = [...plans].sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime());
  const applicationRows: ApplicationRow[] = [];
  const events: (typeof timelineEvents.$inferInsert)[] = [];

  chronological.forEach((plan, index) => {
    const id = index + 1;
    const candidateId = candidateIdByIndex.get(plan.candidateIndex)!;
    const candidateName = DEMO_CANDIDATES[plan.candidateIndex]!.fullName;
    const ownerUserId = recruiterIdByJobId.get(plan.job.id) ?? null;
    const stage = stages[plan.stageIndex]!;
    const { job } = plan;
    applicationRows.push({
      id,
      candidateId,
      jobId: job.id,
      status: plan.status,
      stageKey: stage.key,
      stageEnteredAt: plan.stageEnteredAt,
      // the demo decides an application as it enters the stage it is decided at
      decidedAt: plan.status === 'active' ? null : plan.stageEnteredAt,
      ownerUserId,
      matchScore: plan.matchScore,
      matchBreakdown: plan.matchBreakdown,
      overallQualityScore: plan.overallQualityScore,
      cultureFitScore: plan.cultureFitScore,
      growthPotentialScore: plan.growthPotentialScore,
      aiSummary: plan.aiSummary,
      biasFlags: plan.biasFlags,
      tags: plan.tags,
      source: plan.source,
      appliedAt: plan.appliedAt,
      createdAt: plan.appliedAt,
      updatedAt: plan.stageEnteredAt,
    });

    const sourceLabel = APPLICATION_SOURCE_LABELS[plan.source];
    events.push({
      applicationId: id,
      candidateId,
      jobId: job.id,
      type: 'status_change',
      title: 'Application received',
      description: `${candidateName} applied for ${job.title} via ${sourceLabel}.`,
      metadata: { fromStatus: null, toStatus: 'active', reason: `Applied via ${sourceLabel}` },
      userId: null,
      createdAt: plan.appliedAt,
    });
    // every move on its way to the stage it is at, the last when it entered it (time in stage
    // reads these)
    movesOf(plan, id).forEach((movedAt, index) => {
      const from = stages[index]!;
      const to = stages[index + 1]!;
      events.push({
        applicationId: id,
        candidateId,
        jobId: job.id,
        type: 'status_change',
        title: `Moved to ${to.label}`,
        description: `${candidateName} moved from ${from.label} to ${to.label}.`,
        metadata: { fromStage: from.key, toStage: to.key, automated: false },
        userId: ownerUserId,
        createdAt: movedAt,
      });
    });
  });

  const timelineRows = events
    .sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())
    .map((event, index) => ({ id: index + 1, ...event }));
  return { applications: applicationRows, timelineEvents: timelineRows };
}
