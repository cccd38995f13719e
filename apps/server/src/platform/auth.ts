import crypto from 'node:crypto';
import { hasPermission, type Permission, type Role } from '@shortlist/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import type { AuthUser, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in (health, auth, public apply routes). */
    public?: boolean;
    /**
     * Also reachable with this secret as the bearer token, by a machine rather than a person
     * (a mail relay handing in messages): the request then has no user.
     */
    serviceToken?: string;
  }
}

function isServiceToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The sign-in and account behind a token as they stand now: whether the sign-in (refresh-token
 * family) is still live, whether the account is active, and its current role and name.
 * undefined when the account is gone. One indexed read (docs/decisions/010).
 */
export type SessionStanding = {
  sessionLive: boolean;
  isActive: boolean;
  role: Role;
  email: string;
  fullName: string;
};
export type SessionCheck = (claimed: {
  id: number;
  sessionId: string;
}) => Promise<SessionStanding | undefined>;

export const SESSION_ENDED_MESSAGE = 'This sign-in has ended. Please sign in again.';
export const ACCOUNT_INACTIVE_MESSAGE = 'This account is no longer active.';

/**
 * The user a verified token names, as the database has them now — or why the token no longer
 * counts. Logout, "sign out everywhere", a reused refresh token, deactivation and role changes
 * all end sign-ins, so each takes effect on the next request rather than when the token expires.
 */
export async function confirmSession(
  checkSession: SessionCheck,
  claimed: AuthUser,
): Promise<{ user: AuthUser } | { refused: string }> {
  const standing = await checkSession(claimed);
  if (!standing?.isActive) return { refused: ACCOUNT_INACTIVE_MESSAGE };
  if (!standing.sessionLive) return { refused: SESSION_ENDED_MESSAGE };
  return {
    user: { ...claimed, role: standing.role, email: standing.email, full_name: standing.fullName },
  };
}

/**
 * Every /api/v1 route needs a signed-in user unless its route config says `public: true`
 * (issue: foundation §5). The bearer token is verified, then its sign-in and account are read on
 * every request (docs/decisions/010): what the caller may do is what their account may do now,
 * whichever server process changed it.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  checkSession: SessionCheck,
) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // a public route answers everyone alike: it neither needs nor reads the caller
    if (request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    if (isServiceToken(header, request.routeOptions.config.serviceToken)) return;
    const claimed = header?.startsWith('Bearer ')
      ? await tokens.verifyAccessToken(header.slice(7).trim())
      : null;
    if (!claimed) throw unauthorized(header ? 'Given token not valid for any token type' : undefined);
    const standing = await confirmSession(checkSession, claimed);
    if ('refused' in standing) throw unauthorized(standing.refused);
    request.user = standing.user;
  });
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Route guard over the permission table in packages/contracts (DESIGN.md §6). */
export function requirePermission(permission: Permission, detail?: string): preHandlerHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (!hasPermission(user.role, permission)) throw forbidden(detail);
  };
}
