import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { userAuditEvents, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

export type UserRow = typeof users.$inferSelect;
export type UserAuditAction = (typeof userAuditEvents.$inferInsert)['action'];

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** A new account; undefined when the e-mail address is taken. */
export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUserRow(
  db: Tx,
  id: number,
  values: Partial<Pick<UserRow, 'role' | 'isActive' | 'fullName' | 'updatedAt'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function touchLastLogin(db: Tx, id: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

export async function listUserRows(db: Tx, limit: number, offset: number): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.fullName), asc(users.id)).limit(limit).offset(offset);
}

export async function countUsers(db: Tx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function countActiveAdmins(db: Tx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return row?.value ?? 0;
}

/**
 * Serialises changes to who administers the organisation (first sign-in, role changes,
 * deactivation) across server processes, so two requests cannot both pass a last-admin or
 * first-user check. Held until the transaction ends.
 */
export async function lockUserAdministration(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shortlist.user_administration'))`);
}

export async function insertAuditEvent(
  db: Tx,
  values: {
    actorId: number | null;
    targetUserId: number;
    action: UserAuditAction;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(userAuditEvents).values({ ...values, details: values.details ?? {} });
}

const actors = alias(users, 'actors');
const targets = alias(users, 'targets');

export async function listAuditRows(db: Tx, limit: number, offset: number) {
  return db
    .select({
      id: userAuditEvents.id,
      action: userAuditEvents.action,
      details: userAuditEvents.details,
      createdAt: userAuditEvents.createdAt,
      actorId: actors.id,
      actorName: actors.fullName,
      targetId: targets.id,
      targetName: targets.fullName,
      targetEmail: targets.email,
    })
    .from(userAuditEvents)
    .innerJoin(targets, eq(targets.id, userAuditEvents.targetUserId))
    .leftJoin(actors, eq(actors.id, userAuditEvents.actorId))
    .orderBy(desc(userAuditEvents.createdAt), desc(userAuditEvents.id))
    .limit(limit)
    .offset(offset);
}

export type AuditRow = Awaited<ReturnType<typeof listAuditRows>>[number];

export async function countAuditEvents(db: Tx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(userAuditEvents);
  return row?.value ?? 0;
}

/** Active people by name, for @mentions and sign-off requests (names only). */
export async function searchActiveUsers(db: Tx, search: string | undefined, limit: number) {
  const term = search ? containsPattern(search) : undefined;
  return db
    .select({ id: users.id, full_name: users.fullName })
    .from(users)
    .where(and(eq(users.isActive, true), term ? ilike(users.fullName, term) : undefined))
    .orderBy(asc(users.fullName))
    .limit(limit);
}
