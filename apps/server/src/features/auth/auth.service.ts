import crypto from 'node:crypto';
import type { DevLogin, Session } from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import type { UserContext } from '../../platform/service-context.ts';
import {
  type Clock,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_DAYS,
  type TokenService,
} from '../../platform/tokens.ts';
import { presentUser } from '../users/users.presenter.ts';
import {
  accountForDemoSignIn,
  allowedDomainsMessage,
  emailDomainAllowed,
  findAccount,
  nameFromEmail,
  recordSignIn,
  type UserRow,
} from '../users/users.service.ts';
import { findRefreshToken, insertRefreshToken, spendRefreshToken } from './auth.queries.ts';
import { endSession } from './sessions.service.ts';

export type AuthDeps = { db: Db; tokens: TokenService; clock: Clock };

const INVALID_REFRESH = 'Refresh token is invalid or expired. Please sign in again.';

async function issueRefreshToken(
  deps: AuthDeps,
  db: Db,
  family: { userId: number; familyId: string; userAgent: string | null },
): Promise<string> {
  const { token, hash } = newRefreshToken();
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
  await insertRefreshToken(db, { ...family, tokenHash: hash, expiresAt, createdAt: now });
  return token;
}

export type ClientInfo = { userAgent?: string | undefined };

/** Starts a session (a new refresh-token family) for a user who has just proven who they are. */
export async function startSession(deps: AuthDeps, user: UserRow, client: ClientInfo = {}): Promise<Session> {
  const presented = presentUser(user);
  const familyId = crypto.randomUUID();
  const userAgent = client.userAgent?.slice(0, 300) ?? null;
  const refresh_token = await issueRefreshToken(deps, deps.db, { userId: user.id, familyId, userAgent });
  await recordSignIn(deps.db, user.id, deps.clock());
  return {
    access_token: await deps.tokens.signAccessToken(presented, familyId),
    refresh_token,
    user: presented,
  };
}

/**
 * Demo sign-in (DESIGN.md §5): an account of an allowed domain, created with the chosen role on
 * first use and signed into as it is afterwards. Where it may be used is the route's rule.
 */
export async function devLogin(
  deps: AuthDeps & { allowedDomains: readonly string[] },
  { login: input, client = {} }: { login: DevLogin; client?: ClientInfo },
): Promise<Session> {
  if (!emailDomainAllowed(input.email, deps.allowedDomains)) {
    throw forbidden(allowedDomainsMessage(deps.allowedDomains));
  }
  const account = await accountForDemoSignIn(deps.db, {
    email: input.email,
    fullName: input.full_name ?? nameFromEmail(input.email),
    role: input.role,
  });
  if (account === 'deactivated') throw unauthorized('This account has been deactivated.');
  return startSession(deps, account, client);
}

/**
 * Rotates a refresh token. A token presented a second time means it was copied: the whole
 * family is revoked so neither the thief nor the owner can continue without signing in.
 */
export async function refreshSession(
  deps: AuthDeps,
  { refreshToken }: { refreshToken: string },
): Promise<{ access_token: string; refresh_token: string }> {
  const now = deps.clock();
  const row = await findRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized(INVALID_REFRESH);

  const spent = await spendRefreshToken(deps.db, row.id, now);
  if (!spent) {
    await endSession(deps.db, { sessionId: row.familyId, now });
    throw unauthorized(INVALID_REFRESH);
  }
  const user = await findAccount(deps.db, row.userId);
  if (!user?.isActive) {
    await endSession(deps.db, { sessionId: row.familyId, now });
    throw unauthorized(INVALID_REFRESH);
  }
  const next = await issueRefreshToken(deps, deps.db, {
    userId: user.id,
    familyId: row.familyId,
    userAgent: row.userAgent,
  });
  return {
    access_token: await deps.tokens.signAccessToken(presentUser(user), row.familyId),
    refresh_token: next,
  };
}

/** Ends the sign-in the refresh token belongs to; unknown tokens are ignored (nothing to reveal). */
export async function logout(deps: AuthDeps, { refreshToken }: { refreshToken: string }): Promise<void> {
  const row = await findRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (row) await endSession(deps.db, { sessionId: row.familyId, now: deps.clock() });
}

export async function me({ db, user: caller }: UserContext<Pick<AuthDeps, 'db'>>) {
  const user = await findAccount(db, caller.id);
  if (!user?.isActive) throw unauthorized('This account is no longer active.');
  return presentUser(user);
}
