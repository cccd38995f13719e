import { z } from 'zod';

/** spec 01 §6, spec 02 §6 */
export const ROLES = ['admin', 'hiring_manager', 'recruiter', 'finance'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  hiring_manager: 'Hiring Manager',
  recruiter: 'Recruiter',
  finance: 'Finance',
};

/**
 * The permission table of DESIGN.md §6 (spec 01 §6). The server's `requirePermission`
 * guard and the web's `can()` both read this one table.
 */
export const PERMISSIONS = {
  create_jobs: ['admin', 'hiring_manager', 'recruiter'],
  manage_all_jobs: ['admin', 'recruiter'],
  view_salary: ['admin', 'finance'],
  edit_salary: ['admin', 'finance'],
  approve_hires: ['admin', 'hiring_manager', 'finance'],
  delete_candidates: ['admin'],
  /** Issue 16: a candidate's data export and erasure, and the retention rule (GDPR articles 15, 17, 20). */
  manage_candidate_data: ['admin'],
  /** Issue 16: merging two records of one person, and saying two are different people. */
  merge_candidates: ['admin', 'recruiter'],
  /** Issue 16: bringing candidates in from a CSV or XLSX file. */
  import_candidates: ['admin', 'recruiter'],
  /** A CV or document goes with the candidate's record: the roles that work it, not finance (issue 10). */
  delete_documents: ['admin', 'hiring_manager', 'recruiter'],
  finance_approver: ['admin', 'finance'],
  manage_users: ['admin'],
  /** Issue 12: the people who hire write to candidates and work the inbox; finance does not. */
  send_email: ['admin', 'hiring_manager', 'recruiter'],
  /** Issue 12: e-mail templates are the recruiting team's words. */
  manage_email_templates: ['admin', 'recruiter'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** What each permission lets a person do, in the product's words (the profile lists them). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  create_jobs: 'Create jobs',
  manage_all_jobs: 'Manage all jobs',
  view_salary: 'View salary information',
  edit_salary: 'Edit salary information',
  approve_hires: 'Approve hires',
  delete_candidates: 'Delete candidates',
  manage_candidate_data: 'Export and erase candidate data',
  merge_candidates: 'Merge duplicate candidates',
  import_candidates: 'Import candidates from a spreadsheet',
  delete_documents: 'Delete CVs and documents',
  finance_approver: 'Act as finance approver',
  manage_users: 'Administer users and roles',
  send_email: 'Send e-mail and work the inbox',
  manage_email_templates: 'Manage e-mail templates',
};

export function hasPermission(role: Role | undefined | null, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Who can be put on a candidate's team: the people who hire (finance approves, it does not assess). */
export const ASSIGNABLE_ROLES = ['admin', 'hiring_manager', 'recruiter'] as const satisfies readonly Role[];

/** spec 02 §6 */
export const DELETE_DOCUMENT_DENIED =
  'Only administrators, hiring managers and recruiters can delete documents.';
export const DELETE_CANDIDATE_DENIED = 'Permission denied: Only administrators can delete candidates.';
