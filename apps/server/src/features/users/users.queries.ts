import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function upsertUser(
  db: Tx,
  values: { email: string; fullName: string; role: UserRow['role'] },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoUpdate({
      target: users.email,
      set: { fullName: values.fullName, role: values.role, updatedAt: new Date() },
    })
    .returning();
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
