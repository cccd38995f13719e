import {
  CANDIDATE_MESSAGES,
  type CandidateCreate,
  type CandidateUpdate,
  hasPermission,
  isBlank,
  isBlankList,
  type Role,
} from '@shortlist/contracts';
import { conflict } from '../../platform/errors.ts';
import type { CandidateInsert, CandidateRow } from './candidates.queries.ts';

const SALARY_FIELDS = ['desired_salary_min', 'desired_salary_max', 'offered_salary'] as const;

/** DESIGN.md §6: salary writes from roles without edit_salary are ignored, not refused. */
export function withoutSalaryUnlessAllowed<T extends CandidateUpdate>(input: T, role: Role): T {
  if (hasPermission(role, 'edit_salary')) return input;
  const copy = { ...input };
  for (const field of SALARY_FIELDS) delete copy[field];
  return copy;
}

/** The request's snake_case fields as table columns; absent fields stay absent (PUT changes only what it gets). */
export function toColumns(input: CandidateUpdate): Partial<CandidateInsert> {
  const columns: Partial<CandidateInsert> = {
    fullName: input.full_name,
    emails: input.emails,
    phones: input.phones,
    location: input.location,
    country: input.country,
    city: input.city,
    currentCompany: input.current_company,
    currentRole: input.current_role,
    employmentType: input.employment_type,
    yearsExperience: input.years_experience,
    summary: input.summary,
    skillsExtracted: input.skills_extracted,
    workExperience: input.work_experience,
    educationHistory: input.education_history,
    links: input.links,
    sourceType: input.source_type,
    recruiterName: input.recruiter_name,
    desiredSalaryMin: input.desired_salary_min,
    desiredSalaryMax: input.desired_salary_max,
    offeredSalary: input.offered_salary,
    isFlagged: input.is_flagged,
    isArchived: input.is_archived,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export const duplicateEmail = (existing: { id: number; fullName: string }) =>
  conflict(CANDIDATE_MESSAGES.duplicateEmail(existing.fullName), {
    existing_candidate: { id: existing.id, full_name: existing.fullName },
  });

/** The multipart form's text fields: the JSON-encoded ones decoded (spec 02 §7 create_with_cv). */
export function decodeMultipartFields(fields: Record<string, string>): Record<string, unknown> {
  const decoded: Record<string, unknown> = { ...fields };
  for (const name of [
    'emails',
    'phones',
    'skills_extracted',
    'links',
    'work_experience',
    'education_history',
  ]) {
    const value = fields[name];
    if (value === undefined) continue;
    try {
      decoded[name] = JSON.parse(value);
    } catch {
      decoded[name] = name === 'links' ? {} : value.split(',');
    }
  }
  for (const name of ['job_id', 'desired_salary_min', 'desired_salary_max', 'offered_salary']) {
    if (fields[name] === '' || fields[name] === 'null') delete decoded[name];
  }
  return decoded;
}

export type { CandidateCreate };

type ProfileRow = CandidateRow;

const empty = (value: unknown) => (Array.isArray(value) ? isBlankList(value) : isBlank(value));

const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Issue 16 merge: the kept record as the team has it, with every blank filled from the duplicate;
 * e-mails, phones and skills are the union of both, links keep the kept record's where both have one.
 */
export function mergedProfile(kept: ProfileRow, duplicate: ProfileRow): Partial<CandidateInsert> {
  const fillable = [
    'location',
    'country',
    'city',
    'currentCompany',
    'currentRole',
    'yearsExperience',
    'summary',
    'cvText',
    'workExperience',
    'educationHistory',
    'cvUrl',
    'recruiterName',
    'desiredSalaryMin',
    'desiredSalaryMax',
    'offeredSalary',
  ] as const;
  const filled: Partial<CandidateInsert> = {};
  for (const field of fillable)
    if (empty(kept[field]) && !empty(duplicate[field])) Object.assign(filled, { [field]: duplicate[field] });
  return {
    ...filled,
    emails: unique([...kept.emails, ...duplicate.emails]),
    phones: unique([...kept.phones, ...duplicate.phones]),
    skillsExtracted: unique([...kept.skillsExtracted, ...duplicate.skillsExtracted]),
    links: { ...duplicate.links, ...kept.links },
    isFlagged: kept.isFlagged || duplicate.isFlagged,
    createdAt: kept.createdAt < duplicate.createdAt ? kept.createdAt : duplicate.createdAt,
  };
}

/**
 * Issue 16 import, "update the candidate on file": the row's mapped fields replace the record's;
 * its e-mails, phones and skills are added to the record's.
 */
export function importedUpdate(
  existing: Pick<ProfileRow, 'emails' | 'phones' | 'skillsExtracted'>,
  input: CandidateUpdate,
): Partial<CandidateInsert> {
  return {
    ...toColumns(input),
    emails: unique([...existing.emails, ...(input.emails ?? [])]),
    phones: unique([...existing.phones, ...(input.phones ?? [])]),
    skillsExtracted: unique([...existing.skillsExtracted, ...(input.skills_extracted ?? [])]),
  };
}
