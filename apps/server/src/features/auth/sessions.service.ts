import type { AuthSession } from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { SessionStanding } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { announceSessionsEnded } from '../../platform/realtime.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { listLiveFamilies, revokeFamily, revokeUserTokens } from './auth.queries.ts';
import { readSessionStanding } from './sessions.read-model.ts';

/**
 * The check every authenticated request makes (docs/decisions/010): is the token's sign-in still
 * live, and what is its account now. No cache: another process may have ended it a moment ago.
 */
export async function sessionStanding(
  db: Db,
  claimed: { id: number; sessionId: string },
): Promise<SessionStanding | undefined> {
  return readSessionStanding(db, { userId: claimed.id, sessionId: claimed.sessionId });
}

/** The profile's "Sessions": every sign-in of this user that can still refresh, newest first. */
export async function listSessions({
  db,
  clock,
  user,
}: UserContext<{ db: Tx; clock: Clock }>): Promise<AuthSession[]> {
  const families = await listLiveFamilies(db, user.id, clock());
  return families
    .map((family) => ({
      id: family.familyId,
      user_agent: family.userAgent,
      started_at: family.startedAt!.toISOString(),
      last_used_at: family.lastUsedAt!.toISOString(),
      expires_at: family.expiresAt.toISOString(),
      current: family.familyId === user.sessionId,
    }))
    .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at));
}

/**
 * Ends one sign-in: its refresh tokens are revoked, its access tokens stop working on their next
 * request and its live sockets close. With a userId, only if the sign-in is that user's.
 * Returns how many refresh tokens it revoked.
 */
export async function endSession(
  db: Tx,
  input: { sessionId: string; now: Date; userId?: number | undefined },
): Promise<number> {
  const revoked = await revokeFamily(db, input.sessionId, input.now, input.userId);
  if (revoked > 0) await announceSessionsEnded(db, { sessionId: input.sessionId });
  return revoked;
}

/** Ends one of the user's own sign-ins; someone else's looks exactly like a missing one. */
export async function revokeSession(
  { db, clock, user }: UserContext<{ db: Tx; clock: Clock }>,
  { sessionId }: { sessionId: string },
) {
  const revoked = await endSession(db, { userId: user.id, sessionId, now: clock() });
  if (revoked === 0) throw notFound();
}

/** "Sign out everywhere": every sign-in of the user, this browser's included. */
export async function revokeAllSessions({ db, clock, user }: UserContext<{ db: Tx; clock: Clock }>) {
  await endAllSessionsOf(db, user.id, clock());
}

/** "Sign out everywhere", and what deactivation and role changes do to the affected user. */
export async function endAllSessionsOf(db: Tx, userId: number, now: Date) {
  await revokeUserTokens(db, userId, now);
  await announceSessionsEnded(db, { userId });
}
