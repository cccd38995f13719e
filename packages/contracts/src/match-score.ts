/**
 * The match score of a candidate for a job, shared so the server's stored score and the Skills
 * Map's explanation agree. Pure: no I/O, no clock.
 *
 * spec 02 §2 Skills Map: required skills match by case-insensitive containment in either
 * direction; nice-to-have skills by (case-insensitive) equality. spec 01 §3 skill_weights
 * (core_skills, experience_level, domain_match, location_match, communication; sum 100).
 */
export type MatchJob = {
  skills_required: string[];
  skills_nice: string[];
  experience_level: string | null;
  location: string;
  skill_weights: Record<string, number> | null;
};
export type MatchCandidate = {
  skills: string[];
  years_experience: number | null;
  location: string;
  city: string;
  country: string;
};

export const DEFAULT_SKILL_WEIGHTS = {
  core_skills: 40,
  experience_level: 20,
  domain_match: 15,
  location_match: 10,
  communication: 15,
} as const;

/** Years that fit each experience level of spec 01 §3. */
export const EXPERIENCE_LEVEL_YEARS: Record<string, { min: number; max: number }> = {
  junior: { min: 0, max: 2 },
  experienced: { min: 3, max: 9 },
  executive: { min: 10, max: Number.POSITIVE_INFINITY },
};

export type MatchComponent = {
  key: 'core_skills' | 'domain_match' | 'experience_level' | 'location_match';
  label: string;
  weight: number;
  /** 0..1, or null when the job does not ask for it (its weight then goes to the others). */
  score: number | null;
  detail: string;
};
export type MatchBreakdown = {
  matched_required: string[];
  missing_required: string[];
  matched_nice: string[];
  required_match_percent: number | null;
  components: MatchComponent[];
};
export type MatchResult = { match_score: number; ai_match_score: number; breakdown: MatchBreakdown };

const lower = (value: string) => value.trim().toLowerCase();

/** spec 02 §2: containment in either direction ("React" matches "React Native" and back). */
export function requiredSkillMatched(required: string, candidateSkills: string[]): boolean {
  const want = lower(required);
  if (!want) return false;
  return candidateSkills.some((skill) => {
    const have = lower(skill);
    return have.length > 0 && (have.includes(want) || want.includes(have));
  });
}

export function niceSkillMatched(nice: string, candidateSkills: string[]): boolean {
  const want = lower(nice);
  return candidateSkills.some((skill) => lower(skill) === want);
}

export function skillsComparison(job: Pick<MatchJob, 'skills_required' | 'skills_nice'>, skills: string[]) {
  const matched_required = job.skills_required.filter((skill) => requiredSkillMatched(skill, skills));
  const missing_required = job.skills_required.filter((skill) => !requiredSkillMatched(skill, skills));
  const matched_nice = job.skills_nice.filter((skill) => niceSkillMatched(skill, skills));
  const required_match_percent =
    job.skills_required.length === 0
      ? null
      : Math.round((matched_required.length / job.skills_required.length) * 100);
  return { matched_required, missing_required, matched_nice, required_match_percent };
}

function experienceScore(
  level: string | null,
  years: number | null,
): { score: number | null; detail: string } {
  const band = level ? EXPERIENCE_LEVEL_YEARS[lower(level)] : undefined;
  if (!band) return { score: null, detail: 'No experience level set on the job' };
  if (years === null) return { score: 0.5, detail: 'Years of experience unknown' };
  if (years >= band.min && years <= band.max) return { score: 1, detail: `${years} years fits ${level}` };
  const distance = years < band.min ? band.min - years : years - band.max;
  // One or two years off still counts for something; more is a mismatch.
  const score = distance <= 2 ? 0.5 : 0;
  return { score, detail: `${years} years for a ${level} role` };
}

function locationScore(
  jobLocation: string,
  candidate: MatchCandidate,
): { score: number | null; detail: string } {
  const job = lower(jobLocation);
  if (!job) return { score: null, detail: 'No location set on the job' };
  if (job.includes('remote') || job.includes('anywhere')) return { score: 1, detail: 'Remote role' };
  const places = [candidate.location, candidate.city, candidate.country].map(lower).filter(Boolean);
  if (places.length === 0) return { score: 0.5, detail: 'Candidate location unknown' };
  const near = places.some((place) => job.includes(place) || place.includes(job));
  return near
    ? { score: 1, detail: `Based in ${jobLocation}` }
    : { score: 0, detail: `Not based in ${jobLocation}` };
}

function weightsOf(job: MatchJob): Record<MatchComponent['key'], number> {
  const weights = { ...DEFAULT_SKILL_WEIGHTS, ...(job.skill_weights ?? {}) };
  const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return {
    core_skills: positive(weights.core_skills),
    domain_match: positive(weights.domain_match),
    experience_level: positive(weights.experience_level),
    location_match: positive(weights.location_match),
  };
}

/**
 * Weighted average over the components the job defines; `communication` cannot be read from a
 * CV, so its weight is spread over the rest (like any component the job leaves empty).
 */
export function computeMatchScore(job: MatchJob, candidate: MatchCandidate): MatchResult {
  const comparison = skillsComparison(job, candidate.skills);
  const weights = weightsOf(job);
  const experience = experienceScore(job.experience_level, candidate.years_experience);
  const location = locationScore(job.location, candidate);
  const components: MatchComponent[] = [
    {
      key: 'core_skills',
      label: 'Required skills',
      weight: weights.core_skills,
      score: job.skills_required.length
        ? comparison.matched_required.length / job.skills_required.length
        : null,
      detail: `${comparison.matched_required.length} of ${job.skills_required.length} required skills`,
    },
    {
      key: 'domain_match',
      label: 'Nice-to-have skills',
      weight: weights.domain_match,
      score: job.skills_nice.length ? comparison.matched_nice.length / job.skills_nice.length : null,
      detail: `${comparison.matched_nice.length} of ${job.skills_nice.length} nice-to-have skills`,
    },
    { key: 'experience_level', label: 'Experience level', weight: weights.experience_level, ...experience },
    { key: 'location_match', label: 'Location', weight: weights.location_match, ...location },
  ];
  let weighted = 0;
  let total = 0;
  for (const component of components) {
    if (component.score === null || component.weight === 0) continue;
    weighted += component.score * component.weight;
    total += component.weight;
  }
  const match_score = total === 0 ? 0 : Math.round((weighted / total) * 100);
  return {
    match_score,
    ai_match_score: match_score / 100,
    breakdown: { ...comparison, components },
  };
}

/** spec 02 §2: the average ignores missing, non-numeric and zero scores. */
export function averageMatchScore(scores: Array<number | null | undefined | string>): number | null {
  const valid = scores.filter(
    (score): score is number => typeof score === 'number' && Number.isFinite(score) && score !== 0,
  );
  if (valid.length === 0) return null;
  return Math.round(valid.reduce((sum, score) => sum + score, 0) / valid.length);
}

export type BandColor = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

/** spec 02 §2 candidate list badge (and pipeline board): 90 green, 80 blue, 70 yellow, else red. */
export function listBadgeColor(score: number | null | undefined): BandColor {
  if (score === null || score === undefined) return 'gray';
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** spec 02 §2/§9: lists and Skills Map bars — green 80+, yellow 60+, else red; grey without a score. */
export function scoreBandColor(score: number | null | undefined): BandColor {
  if (score === null || score === undefined) return 'gray';
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** spec 02 §2: "High potential" at an average of 85 or more; "High Match" at 90 or more. */
export const HIGH_POTENTIAL_SCORE = 85;
export const HIGH_MATCH_SCORE = 90;
export const NOT_CALCULATED = 'Not calculated';
