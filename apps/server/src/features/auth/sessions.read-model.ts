import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { builtOncePerHandle } from '../../db/built-once.ts';
import type { Tx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';

/*
 * The per-request session check's read model (docs/decisions/010): the account row (owned by
 * users) and whether the token's sign-in still holds an unrevoked refresh token (owned here).
 * Reads only.
 */

/**
 * One statement, two index probes: users by primary key, refresh_tokens by
 * refresh_tokens_family_idx. Revocation marks every token of a family at once, so a live
 * sign-in's first token found answers; a revoked one reads its family's rows and finds none.
 */
export async function readSessionStanding(db: Tx, input: { userId: number; sessionId: string }) {
  const [row] = await sessionStanding(db).execute(input);
  return row;
}

/** Every request runs this check, so it is built once (db/built-once.ts). */
const sessionStanding = builtOncePerHandle((db) => {
  // the subquery names only its own table (drizzle leaves columns unqualified in one-table queries)
  const unrevokedToken = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return db
    .select({
      isActive: users.isActive,
      role: users.role,
      email: users.email,
      fullName: users.fullName,
      sessionLive: exists(unrevokedToken).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
});
