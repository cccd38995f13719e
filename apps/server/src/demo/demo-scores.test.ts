import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATES } from './demo-data/candidates.data.ts';
import { DEMO_JOBS } from './demo-data/jobs.data.ts';
import type { JobSeed } from './demo-data.types.ts';
import { demoMatch } from './match-score.ts';

/**
 * The demo's boards are a new user's first look at the product: a pipeline where nobody fits (or
 * everybody does) reads as a broken score. Scored with the product's own match score, every job's
 * applicants should look like a pipeline a recruiter screens: a few strong, a middle, some weak.
 */
function scoreSpread(job: JobSeed) {
  const scores = DEMO_CANDIDATES.filter((candidate) => candidate.appliesTo.includes(job.id)).map(
    (candidate) => demoMatch(candidate, job).score,
  );
  const average = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return {
    job: job.title,
    strong: scores.some((score) => score >= 80),
    middling: scores.some((score) => score >= 60 && score < 80),
    weak: scores.some((score) => score < 60),
    averageBetween55And75: average >= 55 && average <= 75,
  };
}

describe('demo match scores', () => {
  it('every demo job has strong, middling and weak matches', () => {
    const spreads = DEMO_JOBS.map(scoreSpread);
    expect(spreads).toEqual(
      DEMO_JOBS.map((job) => ({
        job: job.title,
        strong: true,
        middling: true,
        weak: true,
        averageBetween55And75: true,
      })),
    );
  });
});
