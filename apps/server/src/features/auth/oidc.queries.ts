import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oidcLoginStates } from '../../db/schema/index.ts';

export type OidcLoginStateRow = typeof oidcLoginStates.$inferSelect;

export async function insertLoginState(db: Tx, values: typeof oidcLoginStates.$inferInsert) {
  await db.insert(oidcLoginStates).values(values);
}

/** Claims a started sign-in once: the row comes back only to the one request that consumed it. */
export async function consumeLoginState(
  db: Tx,
  state: string,
  at: Date,
): Promise<OidcLoginStateRow | undefined> {
  const [row] = await db
    .update(oidcLoginStates)
    .set({ consumedAt: at })
    .where(
      and(
        eq(oidcLoginStates.state, state),
        isNull(oidcLoginStates.consumedAt),
        gt(oidcLoginStates.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

export async function deleteExpiredLoginStates(db: Tx, before: Date) {
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, before));
}

export async function findLoginState(db: Tx, state: string): Promise<OidcLoginStateRow | undefined> {
  const [row] = await db.select().from(oidcLoginStates).where(eq(oidcLoginStates.state, state));
  return row;
}
