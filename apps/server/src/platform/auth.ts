import { hasPermission, type Permission } from '@shortlist/contracts';
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

/**
 * Every /api/v1 route needs a signed-in user unless its route config says `public: true`
 * (issue: foundation §5). The bearer token is verified on each request; no database round-trip.
 */
export function registerAuthentication(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.user = await tokens.verifyAccessToken(header.slice(7).trim());
    if (request.routeOptions.config.public) return;
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
