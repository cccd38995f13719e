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
  }
}

/** The account as it is now: whether it may act, and with which role. */
export type AccountCheck = (userId: number) => Promise<{ isActive: boolean; role: Role } | undefined>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api/v1 route needs a signed-in user unless its route config says `public: true`
 * (issue: foundation §5). The bearer token is verified on each request without a database
 * round-trip for reads; a write also confirms the account (issue 6), so a deactivated or demoted
 * user cannot change anything with an access token issued before — reads follow within the
 * token's 15 minutes.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  checkAccount?: AccountCheck,
) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.user = await tokens.verifyAccessToken(header.slice(7).trim());
    const isPublic = Boolean(request.routeOptions.config.public);
    if (request.user && checkAccount && WRITE_METHODS.has(request.method)) {
      const account = await checkAccount(request.user.id);
      if (account?.isActive) request.user = { ...request.user, role: account.role };
      else {
        request.user = null;
        if (!isPublic) throw unauthorized('This account is no longer active.');
      }
    }
    if (isPublic) return;
    if (!request.user) {
      throw unauthorized(header ? 'Given token not valid for any token type' : undefined);
    }
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
