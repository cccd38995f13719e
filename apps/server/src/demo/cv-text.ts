import type { CandidateSeed, CandidateTrack } from './demo-data.types.ts';

const FIELD_OF_WORK: Record<CandidateTrack, string> = {
  engineering: 'software engineering',
  data: 'data engineering and analytics',
  product: 'product management',
  design: 'product design and frontend work',
  consulting: 'consulting and operations',
  commercial: 'sales and account management',
  leadership: 'business leadership',
};

/** The working language of the country a candidate lives in, listed beside English. */
const LOCAL_LANGUAGE: Record<string, string> = {
  Bulgaria: 'Bulgarian',
  France: 'French',
  Germany: 'German',
  Italy: 'Italian',
  Mexico: 'Spanish',
  Netherlands: 'Dutch',
  Norway: 'Norwegian',
  Poland: 'Polish',
  Portugal: 'Portuguese',
  Romania: 'Romanian',
  'South Africa': 'Zulu',
  'South Korea': 'Korean',
  Spain: 'Spanish',
  Sweden: 'Swedish',
  Switzerland: 'German',
  'United Arab Emirates': 'Arabic',
};

function availability(candidate: CandidateSeed): string {
  if (candidate.employmentType === 'freelance' || candidate.employmentType === 'contract') {
    return 'Available at two weeks’ notice; open to contract or permanent roles.';
  }
  return candidate.yearsExperience >= 10
    ? 'Three months’ notice; open to relocation for the right role.'
    : 'One month’s notice; open to hybrid or remote work.';
}

/** The plain-text CV a parser would have extracted from the candidate's upload. */
export function buildCvText(
  candidate: CandidateSeed,
  contact: { email: string; phone: string; linkedin: string | undefined },
): string {
  const years = candidate.yearsExperience === 1 ? '1 year' : `${candidate.yearsExperience} years`;
  const local = LOCAL_LANGUAGE[candidate.country];
  const experience = candidate.workExperience.flatMap((job) => [
    `${job.position}, ${job.company} (${job.duration})`,
    job.description,
    '',
  ]);
  return [
    candidate.fullName.toUpperCase(),
    `${candidate.currentRole} | ${candidate.city}, ${candidate.country}`,
    [contact.email, contact.phone, contact.linkedin].filter(Boolean).join(' | '),
    '',
    'PROFILE',
    `${years} of experience in ${FIELD_OF_WORK[candidate.track]}, currently ${candidate.currentRole} at ${candidate.currentCompany}.`,
    candidate.summary,
    '',
    'SKILLS',
    candidate.skills.join(', '),
    '',
    'EXPERIENCE',
    ...experience,
    'EDUCATION',
    ...candidate.education.map((entry) => `${entry.degree}, ${entry.institution}, ${entry.year}`),
    '',
    'ADDITIONAL',
    `Languages: English (fluent)${local ? `, ${local} (professional)` : ''}.`,
    `Availability: ${availability(candidate)}`,
  ].join('\n');
}
