import type { CandidateLinks, candidates } from '../db/schema/index.ts';
import type { ApplicationPlan, CandidateSourceType } from './applications.seed.ts';
import { buildCvText } from './cv-text.ts';
import { DEMO_CANDIDATES } from './demo-data/candidates.data.ts';
import type { CandidateSeed, CandidateTrack } from './demo-data.types.ts';
import { candidateLocation } from './match-score.ts';
import type { SeededRandom } from './seeded-random.ts';

/** What the seed derives for a candidate rather than spelling it out in the data files. */
export type CandidateProfile = {
  emails: string[];
  phone: string;
  links: CandidateLinks;
  sourceType: CandidateSourceType;
  desiredSalary: { min: number; max: number } | null;
};

const SOURCE_TYPES: CandidateSourceType[] = [
  'manual',
  'email',
  'form',
  'referral',
  'linkedin',
  'linkedin',
  'form',
];

const DIAL_CODES: Record<string, string> = {
  Bulgaria: '+359',
  France: '+33',
  Germany: '+49',
  India: '+91',
  Ireland: '+353',
  Italy: '+39',
  Mexico: '+52',
  Netherlands: '+31',
  Nigeria: '+234',
  Norway: '+47',
  Poland: '+48',
  Portugal: '+351',
  Romania: '+40',
  'South Africa': '+27',
  'South Korea': '+82',
  Spain: '+34',
  Sweden: '+46',
  Switzerland: '+41',
  'United Arab Emirates': '+971',
};

const NORTH_AMERICAN_AREA_CODES: Record<string, string> = {
  Austin: '512',
  Boston: '617',
  Chicago: '312',
  Hartford: '860',
  'Jersey City': '201',
  Miami: '305',
  'New York': '212',
  Philadelphia: '215',
  Toronto: '416',
};

/** Expected annual salary in USD: a base per kind of work plus a step per year of experience. */
const SALARY_CURVE: Record<CandidateTrack, { base: number; perYear: number }> = {
  engineering: { base: 60000, perYear: 7000 },
  data: { base: 60000, perYear: 7000 },
  product: { base: 65000, perYear: 7000 },
  design: { base: 55000, perYear: 6000 },
  consulting: { base: 55000, perYear: 7000 },
  commercial: { base: 50000, perYear: 6000 },
  leadership: { base: 80000, perYear: 8000 },
};

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function nameParts(fullName: string): { first: string; last: string } {
  const [first = '', ...rest] = fullName.split(' ');
  return { first: slug(first), last: slug(rest.join('')) };
}

/**
 * Phone numbers from ranges reserved for fiction where one exists (UK 07700 900xxx,
 * North America 555-01xx), so the demo never rings a real person.
 */
function phoneNumber(candidate: CandidateSeed, random: SeededRandom): string {
  if (candidate.country === 'United Kingdom') return `+44 7700 900${random.int(100, 999)}`;
  if (candidate.country === 'United States' || candidate.country === 'Canada') {
    return `+1 ${NORTH_AMERICAN_AREA_CODES[candidate.city] ?? '555'} 555 01${random.int(10, 99)}`;
  }
  const code = DIAL_CODES[candidate.country] ?? '+00';
  return `${code} ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

function roundTo5000(value: number): number {
  return Math.round(value / 5000) * 5000;
}

export function describeCandidate(candidate: CandidateSeed, random: SeededRandom): CandidateProfile {
  const { first, last } = nameParts(candidate.fullName);
  const emails = [`${first}.${last}@example.com`];
  if (random.chance(0.35)) emails.push(`${first[0]}${last}@mail.example`);

  const links: CandidateLinks = {};
  if (random.chance(0.9)) links.linkedin = `https://www.linkedin.com/in/${first}-${last}`;
  if (candidate.track === 'engineering' || candidate.track === 'data')
    links.github = `https://github.com/${first}${last}`;
  if (candidate.track === 'design' || random.chance(0.2))
    links.portfolio = `https://portfolio.example/${first}-${last}`;

  const curve = SALARY_CURVE[candidate.track];
  const expected = (curve.base + curve.perYear * candidate.yearsExperience) * random.between(0.95, 1.05);
  const min = roundTo5000(expected);
  const desiredSalary = random.chance(0.85)
    ? { min, max: min + roundTo5000(min * random.between(0.1, 0.25)) }
    : null;

  return {
    emails,
    phone: phoneNumber(candidate, random),
    links,
    sourceType: random.pick(SOURCE_TYPES),
    desiredSalary,
  };
}

/**
 * Candidate rows, numbered in the order they entered the system (the moment of their first
 * application). The recruiter is the one who owns the job they first applied to.
 */
export function buildCandidateRows(
  profiles: CandidateProfile[],
  plans: ApplicationPlan[],
  recruiterNameByJobId: Map<number, string>,
) {
  const entries = DEMO_CANDIDATES.map((candidate, index) => {
    const own = plans
      .filter((plan) => plan.candidateIndex === index)
      .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime());
    const first = own[0];
    if (!first) throw new Error(`${candidate.fullName} applies to no demo job`);
    const lastActivity = Math.max(...own.map((plan) => plan.stageEnteredAt.getTime()));
    const hire = own.find((plan) => plan.status === 'hired');
    return { candidate, index, profile: profiles[index]!, first, lastActivity, hire };
  }).sort((a, b) => a.first.appliedAt.getTime() - b.first.appliedAt.getTime());

  const candidateIdByIndex = new Map(entries.map((entry, position) => [entry.index, position + 1]));
  const rows: (typeof candidates.$inferInsert)[] = entries.map(
    ({ candidate, profile, first, lastActivity, hire }, position) => ({
      id: position + 1,
      fullName: candidate.fullName,
      emails: profile.emails,
      phones: [profile.phone],
      location: candidateLocation(candidate),
      country: candidate.country,
      city: candidate.city,
      currentCompany: candidate.currentCompany,
      currentRole: candidate.currentRole,
      employmentType: candidate.employmentType,
      yearsExperience: candidate.yearsExperience,
      summary: candidate.summary,
      cvText: buildCvText(candidate, {
        email: profile.emails[0]!,
        phone: profile.phone,
        linkedin: profile.links.linkedin,
      }),
      skillsExtracted: candidate.skills,
      workExperience: candidate.workExperience,
      educationHistory: candidate.education,
      links: profile.links,
      sourceType: profile.sourceType,
      recruiterName: recruiterNameByJobId.get(first.job.id) ?? '',
      desiredSalaryMin: profile.desiredSalary?.min ?? null,
      desiredSalaryMax: profile.desiredSalary?.max ?? null,
      // A hire was offered the middle of the job's band.
      offeredSalary: hire ? roundTo5000((hire.job.salary.min + hire.job.salary.max) / 2) : null,
      createdAt: first.appliedAt,
      updatedAt: new Date(lastActivity),
    }),
  );
  return { candidates: rows, candidateIdByIndex };
}
