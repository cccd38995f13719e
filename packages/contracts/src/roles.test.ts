import { describe, expect, it } from 'vitest';
import { hasPermission, type Permission, ROLES, type Role } from './roles.ts';

// The spec's permission table (spec 01 §6, DESIGN.md §6), written out role by role so that a
// change to PERMISSIONS that does not match the spec fails here.
const EXPECTED: Record<Role, Permission[]> = {
  admin: [
    'create_jobs',
    'manage_all_jobs',
    'view_salary',
    'edit_salary',
    'approve_hires',
    'delete_candidates',
    'manage_candidate_data',
    'merge_candidates',
    'finance_approver',
    'manage_users',
  ],
  hiring_manager: ['create_jobs', 'approve_hires'],
  recruiter: ['create_jobs', 'manage_all_jobs', 'merge_candidates'],
  finance: ['view_salary', 'edit_salary', 'approve_hires', 'finance_approver'],
};

const ALL: Permission[] = EXPECTED.admin;

describe('permission table', () => {
  it.each(ROLES)('grants %s exactly what the spec says', (role) => {
    const granted = ALL.filter((permission) => hasPermission(role, permission));
    expect(granted.sort()).toEqual([...EXPECTED[role]].sort());
  });

  it('grants nothing without a role', () => {
    expect(ALL.some((permission) => hasPermission(undefined, permission))).toBe(false);
  });
});
