import type { CandidateSeed, JobSeed } from './demo-data.types.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * Plausible demo scores: what a screening model might say, derived from how many of the
 * job's skills the candidate lists, plus a little deterministic noise so equal overlaps do
 * not all get the same number.
 */
export type SkillOverlap = { matched: string[]; missing: string[]; requiredRatio: number; niceRatio: number };

export function skillOverlap(candidate: CandidateSeed, job: JobSeed): SkillOverlap {
  const has = new Set(candidate.skills.map((skill) => skill.toLowerCase()));
  const matched = job.skillsRequired.filter((skill) => has.has(skill.toLowerCase()));
  const missing = job.skillsRequired.filter((skill) => !has.has(skill.toLowerCase()));
  const niceMatched = job.skillsNice.filter((skill) => has.has(skill.toLowerCase()));
  return {
    matched,
    missing,
    requiredRatio: matched.length / Math.max(1, job.skillsRequired.length),
    niceRatio: niceMatched.length / Math.max(1, job.skillsNice.length),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Match score in percent, 35–97. */
export function matchScore(overlap: SkillOverlap, random: SeededRandom): number {
  const base = 36 + 52 * overlap.requiredRatio + 9 * overlap.niceRatio;
  return clamp(Math.round(base + random.between(-4, 4)), 35, 97);
}

/** Overall quality out of 10 with one decimal, 5.0–9.6, following the match score. */
export function overallQualityScore(match: number, random: SeededRandom): number {
  const quality = 5 + ((match - 35) / 62) * 4.6 + random.between(-0.4, 0.4);
  return Math.round(clamp(quality, 5, 9.6) * 10) / 10;
}

/** Culture-fit or growth-potential score, 50–95. */
export function interviewScore(match: number, random: SeededRandom): number {
  return clamp(Math.round(50 + ((match - 35) / 62) * 30 + random.between(-8, 15)), 50, 95);
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
