import type { AuthSession } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { listLiveFamilies, revokeFamily, revokeUserTokens } from './auth.queries.ts';

/** The profile's "Sessions": every sign-in of this user that can still refresh, newest first. */
export async function listSessions(
  db: Tx,
  input: { userId: number; currentSessionId: string | undefined; now: Date },
): Promise<AuthSession[]> {
  const families = await listLiveFamilies(db, input.userId, input.now);
  return families
    .map((family) => ({
      id: family.familyId,
      user_agent: family.userAgent,
      started_at: family.startedAt!.toISOString(),
      last_used_at: family.lastUsedAt!.toISOString(),
      expires_at: family.expiresAt.toISOString(),
      current: family.familyId === input.currentSessionId,
    }))
    .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at));
}

/** Ends one of the user's own sign-ins; someone else's looks exactly like a missing one. */
export async function revokeSession(db: Tx, input: { userId: number; sessionId: string; now: Date }) {
  const revoked = await revokeFamily(db, input.sessionId, input.now, input.userId);
  if (revoked === 0) throw notFound();
}

/** "Sign out everywhere", and what deactivation and role changes do to the affected user. */
export async function revokeAllSessions(db: Tx, userId: number, now: Date) {
  await revokeUserTokens(db, userId, now);
}
