import {
  LAST_ADMIN_MESSAGE,
  type Role,
  USER_ALREADY_EXISTS_MESSAGE,
  type UserInvite,
  type UserUpdate,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound, ValidationError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { presentAuditEvent, presentUserAccount } from './users.presenter.ts';
import {
  countActiveAdmins,
  countAuditEvents,
  countUsers,
  findUserByEmail,
  findUserById,
  insertAuditEvent,
  insertUser,
  listAuditRows,
  listUserRows,
  lockUserAdministration,
  searchActiveUsers,
  touchLastLogin,
  type UserRow,
  updateUserRow,
} from './users.queries.ts';

export async function listUsers({ db }: { db: Db }, { page }: { page: PageRequest }) {
  const [total, rows] = await Promise.all([countUsers(db), listUserRows(db, page.pageSize, page.offset)]);
  return { total, results: rows.map(presentUserAccount) };
}

export function emailDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains.includes(domain);
}

export function allowedDomainsMessage(allowedDomains: readonly string[]): string {
  return `Only e-mail addresses from ${allowedDomains.join(', ')} can sign in.`;
}

/** issue 6: an admin adds an address with the role it will have on its first sign-in. */
export async function inviteUser(
  {
    db,
    clock,
    allowedDomains,
    user,
  }: UserContext<{ db: Db; clock: Clock; allowedDomains: readonly string[] }>,
  { invite }: { invite: UserInvite },
) {
  const input = { ...invite, actorId: user.id, allowedDomains, now: clock() };
  if (!emailDomainAllowed(input.email, input.allowedDomains)) {
    throw new ValidationError({ email: [allowedDomainsMessage(input.allowedDomains)] });
  }
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: input.email,
      fullName: input.full_name || nameFromEmail(input.email),
      role: input.role,
      invitedById: input.actorId,
      invitedAt: input.now,
    });
    if (!row) throw new ValidationError({ email: [USER_ALREADY_EXISTS_MESSAGE] });
    await insertAuditEvent(tx, {
      actorId: input.actorId,
      targetUserId: row.id,
      action: 'user.invited',
      details: { role: row.role },
    });
    return presentUserAccount(row);
  });
}

/**
 * Role change and (de)activation. The last active administrator can neither lose the role nor be
 * deactivated; a deactivated or demoted user's sign-ins end at once, access tokens included
 * (docs/decisions/010).
 */
/**
 * Ends every sign-in of a user inside the caller's transaction. The auth feature owns sessions and
 * hands this in (app.ts), so users and auth do not import each other.
 */
export type EndSessions = (tx: Tx, userId: number, now: Date) => Promise<void>;

export async function updateUser(
  { db, clock, endSessions, user: actor }: UserContext<{ db: Db; clock: Clock; endSessions: EndSessions }>,
  { id, changes }: { id: number; changes: UserUpdate },
) {
  const input = { ...changes, id, actorId: actor.id, now: clock() };
  return db.transaction(async (tx) => {
    await lockUserAdministration(tx);
    const user = await findUserById(tx, input.id);
    if (!user) throw notFound();
    const roleChanges = input.role !== undefined && input.role !== user.role;
    const activeChanges = input.is_active !== undefined && input.is_active !== user.isActive;
    if (!roleChanges && !activeChanges) return presentUserAccount(user);

    const losesAdmin = user.role === 'admin' && user.isActive && (roleChanges || input.is_active === false);
    if (losesAdmin && (await countActiveAdmins(tx)) <= 1) throw conflict(LAST_ADMIN_MESSAGE);

    const updated = await updateUserRow(tx, user.id, {
      ...(roleChanges ? { role: input.role } : {}),
      ...(activeChanges ? { isActive: input.is_active } : {}),
      updatedAt: input.now,
    });
    if (roleChanges) {
      await audit(tx, input.actorId, user, 'user.role_changed', { from: user.role, to: updated.role });
    }
    if (activeChanges) {
      await audit(tx, input.actorId, user, updated.isActive ? 'user.reactivated' : 'user.deactivated');
    }
    if (roleChanges || !updated.isActive) await endSessions(tx, user.id, input.now);
    return presentUserAccount(updated);
  });
}

async function audit(
  tx: Tx,
  actorId: number,
  target: UserRow,
  action: Parameters<typeof insertAuditEvent>[1]['action'],
  details: Record<string, unknown> = {},
) {
  await insertAuditEvent(tx, { actorId, targetUserId: target.id, action, details });
}

export async function listAuditLog({ db }: { db: Db }, { page }: { page: PageRequest }) {
  const [total, rows] = await Promise.all([
    countAuditEvents(db),
    listAuditRows(db, page.pageSize, page.offset),
  ]);
  return { total, results: rows.map(presentAuditEvent) };
}

export type SignInRefusal = 'deactivated';

/**
 * The account a single sign-on identity signs into (issue 6): an existing or invited account
 * keeps its role; a new one is admin when it is the very first user, otherwise recruiter.
 */
export async function accountForSignIn(
  db: Db,
  identity: { email: string; name: string | undefined },
  now: Date,
): Promise<UserRow | SignInRefusal> {
  return db.transaction(async (tx) => {
    await lockUserAdministration(tx);
    const existing = await findUserByEmail(tx, identity.email);
    if (existing) {
      if (!existing.isActive) return 'deactivated';
      // the provider's name is the source of truth once the person has signed in
      if (identity.name && identity.name !== existing.fullName) {
        return updateUserRow(tx, existing.id, { fullName: identity.name, updatedAt: now });
      }
      return existing;
    }
    const role: Role = (await countUsers(tx)) === 0 ? 'admin' : 'recruiter';
    const created = await insertUser(tx, {
      email: identity.email,
      fullName: identity.name ?? nameFromEmail(identity.email),
      role,
    });
    if (!created) throw conflict(USER_ALREADY_EXISTS_MESSAGE);
    await insertAuditEvent(tx, {
      actorId: null,
      targetUserId: created.id,
      action: 'user.created',
      details: { role, via: 'single_sign_on' },
    });
    return created;
  });
}

export function nameFromEmail(email: string): string {
  return email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** GET /users/directory/: who can be mentioned or asked, for every signed-in role. */
export async function userDirectory({ db }: { db: Db }, { search }: { search: string | undefined }) {
  return { results: await searchActiveUsers(db, search, 20) };
}

/** The account behind a session (sign-in and refresh ask for it). */
export const findAccount = (db: Db, id: number) => findUserById(db, id);
/** A sign-in just succeeded: shown as "last sign-in" to administrators. */
export const recordSignIn = (db: Db, id: number, at: Date) => touchLastLogin(db, id, at);
/**
 * The account a demo sign-in signs into (DESIGN.md §5, docs/decisions/010): one created on first
 * use with the chosen role, or an existing account exactly as it is — its role is the
 * administrators' to change, never the caller's. Every demo sign-in is on the audit log.
 */
export async function accountForDemoSignIn(
  db: Db,
  input: { email: string; fullName: string; role: Role },
): Promise<UserRow | SignInRefusal> {
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, input);
    const account = created ?? (await findUserByEmail(tx, input.email));
    if (!account) throw conflict(USER_ALREADY_EXISTS_MESSAGE); // deleted between the two statements
    if (!account.isActive) return 'deactivated';
    await insertAuditEvent(tx, {
      actorId: null,
      targetUserId: account.id,
      action: 'user.demo_signed_in',
      details: { role: account.role, created: Boolean(created) },
    });
    return account;
  });
}
export type { UserRow } from './users.queries.ts';
