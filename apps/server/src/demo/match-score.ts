import { computeMatchScore, type MatchBreakdown } from '@shortlist/contracts';
import { JOB_FRAMEWORKS } from './demo-data/hiring-framework.data.ts';
import type { CandidateSeed, JobSeed } from './demo-data.types.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * The demo's scores. The match score is the product's own (`computeMatchScore`, the one the server
 * stores and the Skills Map explains), for the job as the seed writes it: its skills, experience
 * level, location and the skill weights of its hiring framework. The interview scores around it
 * are plausible numbers, since only people give those.
 */
export type SkillOverlap = { matched: string[]; missing: string[]; requiredRatio: number };

/** Where a demo candidate lives, as the candidate row stores it. */
export const candidateLocation = (candidate: CandidateSeed) => `${candidate.city}, ${candidate.country}`;

export type DemoMatch = { score: number; breakdown: MatchBreakdown; overlap: SkillOverlap };

export function demoMatch(candidate: CandidateSeed, job: JobSeed): DemoMatch {
  const { match_score, breakdown } = computeMatchScore(
    {
      skills_required: job.skillsRequired,
      skills_nice: job.skillsNice,
      experience_level: job.experienceLevel,
      location: job.location,
      skill_weights: JOB_FRAMEWORKS[job.id]?.skillWeights ?? null,
    },
    {
      skills: candidate.skills,
      years_experience: candidate.yearsExperience,
      location: candidateLocation(candidate),
      city: candidate.city,
      country: candidate.country,
    },
  );
  return {
    score: match_score,
    breakdown,
    overlap: {
      matched: breakdown.matched_required,
      missing: breakdown.missing_required,
      requiredRatio: breakdown.matched_required.length / Math.max(1, job.skillsRequired.length),
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Overall quality out of 10 with one decimal, 5.0–9.6, following the match score. */
export function overallQualityScore(match: number, random: SeededRandom): number {
  const quality = 5 + (match / 100) * 4.6 + random.between(-0.4, 0.4);
  return Math.round(clamp(quality, 5, 9.6) * 10) / 10;
}

/** Culture-fit or growth-potential score, 50–95. */
export function interviewScore(match: number, random: SeededRandom): number {
  return clamp(Math.round(50 + (match / 100) * 30 + random.between(-8, 15)), 50, 95);
}

function listSkills(skills: string[]): string {
  if (skills.length <= 1) return skills.join('');
  return `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}`;
}

function years(count: number): string {
  return count === 1 ? '1 year' : `${count} years`;
}

/** One sentence, as the AI summary on a card reads. */
export function aiSummary(candidate: CandidateSeed, job: JobSeed, overlap: SkillOverlap): string {
  const firstName = candidate.fullName.split(' ')[0];
  const role = candidate.currentRole;
  const total = job.skillsRequired.length;
  if (overlap.requiredRatio >= 0.75) {
    return `Strong fit: ${firstName} brings ${years(candidate.yearsExperience)} of experience as ${role} at ${candidate.currentCompany} and covers ${listSkills(overlap.matched)}.`;
  }
  if (overlap.matched.length > 0) {
    return `Partial fit: ${firstName} has ${years(candidate.yearsExperience)} of experience and matches ${overlap.matched.length} of ${total} required skills (${listSkills(overlap.matched)}), with no evidence yet of ${listSkills(overlap.missing)}.`;
  }
  return `Limited fit: ${firstName}'s background as ${role} shows none of the ${total} required skills, though the experience may transfer.`;
}
