import {
  CANDIDATE_ROW_SKILLS,
  type Candidate,
  type CandidateRow as CandidateListRow,
  hasPermission,
  type Note,
  type Role,
} from '@shortlist/contracts';
import { isoTimestamp as iso } from '../../db/client.ts';
import { documentFileUrl } from '../documents/documents.presenter.ts';
import type { CandidateDetailRow, CandidateListColumns, NoteRow } from './candidates.queries.ts';

/**
 * The one place salary leaves the server (DESIGN.md §6): only roles with view_salary receive
 * desired_salary_min, desired_salary_max and offered_salary; for others the keys are absent.
 */
export function presentCandidate(row: CandidateDetailRow, viewer: Role): Candidate {
  const { candidate } = row;
  const salary = hasPermission(viewer, 'view_salary')
    ? {
        desired_salary_min: candidate.desiredSalaryMin,
        desired_salary_max: candidate.desiredSalaryMax,
        offered_salary: candidate.offeredSalary,
      }
    : {};
  return {
    id: candidate.id,
    full_name: candidate.fullName,
    emails: candidate.emails,
    phones: candidate.phones,
    location: candidate.location,
    country: candidate.country,
    city: candidate.city,
    current_company: candidate.currentCompany,
    current_role: candidate.currentRole,
    employment_type: candidate.employmentType,
    years_experience: candidate.yearsExperience,
    summary: candidate.summary,
    skills_extracted: candidate.skillsExtracted,
    work_experience: candidate.workExperience,
    education_history: candidate.educationHistory,
    links: candidate.links,
    cv_url: row.latestCvId ? documentFileUrl(row.latestCvId) : candidate.cvUrl,
    source_type: candidate.sourceType,
    recruiter_name: candidate.recruiterName,
    assigned_team: row.assignedTeam,
    is_flagged: candidate.isFlagged,
    is_archived: candidate.isArchived,
    erased_at: candidate.erasedAt?.toISOString() ?? null,
    ...salary,
    application_count: row.applicationCount,
    average_match_score: row.averageMatch,
    created_at: candidate.createdAt.toISOString(),
    updated_at: candidate.updatedAt.toISOString(),
  };
}

export function presentCandidateRow(row: CandidateListColumns): CandidateListRow {
  return {
    id: row.id,
    full_name: row.full_name,
    current_company: row.current_company,
    current_role: row.current_role,
    location: row.location,
    city: row.city,
    country: row.country,
    years_experience: row.years_experience,
    first_email: row.emails[0] ?? null,
    first_phone: row.phones[0] ?? null,
    summary: row.summary,
    top_skills: row.skills_extracted.slice(0, CANDIDATE_ROW_SKILLS),
    more_skills_count: Math.max(0, row.skills_extracted.length - CANDIDATE_ROW_SKILLS),
    source_type: row.source_type,
    application_count: row.application_count,
    average_match_score: row.average_match,
    created_at: iso(row.created_at),
  };
}

export function presentNote(row: NoteRow): Note {
  return {
    id: row.note.id,
    candidate_id: row.note.candidateId,
    text: row.note.text,
    note_type: row.note.noteType,
    is_private: row.note.isPrivate,
    tags: row.note.tags,
    author_id: row.note.authorId,
    author_name: row.authorName,
    created_at: row.note.createdAt.toISOString(),
  };
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
