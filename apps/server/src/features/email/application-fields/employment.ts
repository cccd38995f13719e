import type { CANDIDATE_EMPLOYMENT_TYPES } from '@shortlist/contracts';
import { extractYearsOfExperience } from '../../documents/cv-extraction.ts';
import { fromMatches } from './pattern-reading.ts';

/** How the applicant wants to work (employment type) and how long they have worked (years of experience). */

type EmploymentType = (typeof CANDIDATE_EMPLOYMENT_TYPES)[number];

/** A form's "Years of experience: 3", and "N years" in Spanish, Portuguese, French and German. */
const MORE_YEARS = [
  /^[ \t*•-]{0,6}(?:years\s{1,3}of\s{1,3}(?:professional\s{1,3}|work\s{1,3}|relevant\s{1,3})?experience|experience\s{0,3}\(years\)|total\s{1,3}experience)\s{0,3}[:：]\s{0,3}(\d{1,2})\b/gim,
  /\b(\d{1,2})\s{0,3}\+?\s{1,3}(?:años|anos|ans|Jahre)\s{1,3}(?:de\s{1,3}|d['’]\s{0,3})?(?:experiencia|experiência|expérience|Berufserfahrung|Erfahrung)/giu,
];

/** "N years of experience" (extractYearsOfExperience and MORE_YEARS): the largest figure wins. */
export function experienceFrom(text: string): number | null {
  const figures = [
    extractYearsOfExperience(text),
    ...MORE_YEARS.map((pattern) => fromMatches(text, pattern, Number)),
  ];
  const found = figures.filter((years): years is number => years !== null && years <= 60);
  return found.length > 0 ? Math.max(...found) : null;
}

const EMPLOYMENT_IN_PROSE: [EmploymentType, RegExp][] = [
  [
    'full-time',
    /\bfull[\s-]?time\b|\bpermanent\s{1,3}(?:role|position|job|employment|contract)\b|\b(?:tiempo\s{1,3}completo|jornada\s{1,3}completa|temps\s{1,3}plein|Vollzeit|tempo\s{1,3}integral)\b/iu,
  ],
  [
    'part-time',
    /\bpart[\s-]?time\b|\b(?:tiempo\s{1,3}parcial|media\s{1,3}jornada|temps\s{1,3}partiel|Teilzeit|meio\s{1,3}período)\b/iu,
  ],
  [
    'contract',
    /\bcontractor\b|\bcontract\s{1,3}(?:role|position|basis|work|engagement|assignment|opportunit)|\bon\s{1,3}(?:a\s{1,3})?(?:B2B\s{1,3})?contract\b|\bfixed[\s-]term\b/i,
  ],
  ['freelance', /\bfreelanc(?:e|er|ing)\b/i],
];
const EMPLOYMENT_LABELLED: [EmploymentType, RegExp][] = [
  ['full-time', /\bfull[\s-]?time\b|\bpermanent\b/i],
  ['part-time', /\bpart[\s-]?time\b/i],
  ['contract', /\bcontract(?:or)?\b|\bfixed[\s-]term\b|\bB2B\b/i],
  ['freelance', /\bfreelanc(?:e|er|ing)\b/i],
];
const LABELLED_EMPLOYMENT =
  /^[ \t*•-]{0,6}(?:employment\s{1,3}type|availability|contract\s{1,3}type|job\s{1,3}type|work\s{1,3}type|looking\s{1,3}for)\s{0,3}[:：]\s{0,3}([^\n]{2,80})/gim;

/** The type mentioned first; in a CV only on a labelled line (its past jobs say "Contract" too). */
export function employmentFrom(prose: string, cv: string): EmploymentType | null {
  const earliest = (text: string, patterns: [EmploymentType, RegExp][]) => {
    let best: { type: EmploymentType; at: number } | null = null;
    for (const [type, pattern] of patterns) {
      const at = text.search(pattern);
      if (at >= 0 && (!best || at < best.at)) best = { type, at };
    }
    return best?.type ?? null;
  };
  const labelled = (text: string) =>
    fromMatches(text, LABELLED_EMPLOYMENT, (fragment) => earliest(fragment, EMPLOYMENT_LABELLED));
  return labelled(prose) ?? earliest(prose, EMPLOYMENT_IN_PROSE) ?? labelled(cv);
}

/** "Cloud Architect (contract)": a subject's brackets say how the job is held, as a label would. */
export const employmentInSubject = (subject: string) =>
  fromMatches(subject, /\(([^()]{1,40})\)/g, (inside) => {
    const type = EMPLOYMENT_LABELLED.find(([, pattern]) => pattern.test(inside));
    return type ? type[0] : null;
  });
