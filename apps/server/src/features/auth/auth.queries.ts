import { and, eq, gt, isNull, max, min } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Tx,
  values: {
    userId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
    createdAt: Date;
    userAgent: string | null;
  },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Spends a token once: true only for the one request that flipped it. */
export async function spendRefreshToken(db: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ spentAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.spentAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Tx, familyId: string, at: Date, userId?: number): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        userId === undefined ? undefined : eq(refreshTokens.userId, userId),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function revokeUserTokens(db: Tx, userId: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * A user's live sign-ins: families that still hold an unspent, unrevoked, unexpired token.
 * Started = the family's first token; last used = its newest (each refresh issues one).
 */
export async function listLiveFamilies(db: Tx, userId: number, now: Date) {
  const live = await db
    .select({
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      userAgent: refreshTokens.userAgent,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.spentAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  if (live.length === 0) return [];
  const spans = await db
    .select({
      familyId: refreshTokens.familyId,
      startedAt: min(refreshTokens.createdAt),
      lastUsedAt: max(refreshTokens.createdAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId);
  const byFamily = new Map(spans.map((span) => [span.familyId, span]));
  return live.map((row) => ({ ...row, ...byFamily.get(row.familyId)! }));
}
