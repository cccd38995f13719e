import type { User, UserAccount, UserAuditEvent, UserStatus } from '@shortlist/contracts';
import type { AuditRow, UserRow } from './users.queries.ts';

/** The signed-in user as tokens and /auth/me/ carry it. */
export function presentUser(row: UserRow): User {
  return { id: row.id, email: row.email, full_name: row.fullName, role: row.role };
}

export function userStatus(row: UserRow): UserStatus {
  if (!row.isActive) return 'deactivated';
  return row.invitedAt && !row.lastLoginAt ? 'invited' : 'active';
}

/** An account as administrators see it on Settings → Users. */
export function presentUserAccount(row: UserRow): UserAccount {
  return {
    ...presentUser(row),
    is_active: row.isActive,
    status: userStatus(row),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAuditEvent(row: AuditRow): UserAuditEvent {
  return {
    id: row.id,
    action: row.action,
    actor:
      row.actorId !== null && row.actorName !== null ? { id: row.actorId, full_name: row.actorName } : null,
    target: { id: row.targetId, full_name: row.targetName, email: row.targetEmail },
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
