import type { User } from '@shortlist/contracts';
import type { UserRow } from './users.queries.ts';

export function presentUser(row: UserRow): User {
  return { id: row.id, email: row.email, full_name: row.fullName, role: row.role };
}
