import type { FastifyRequest } from 'fastify';
import { currentUser } from './auth.ts';
import type { AuthUser } from './tokens.ts';

/**
 * What a service acting for a signed-in user receives first: its feature's dependencies and the
 * user (docs/decisions/030). Its second parameter is the input, params, query and body together.
 */
export type UserContext<Deps> = Deps & { user: AuthUser };

/** A route's service context: the feature's dependencies and the caller the token names. */
export function forUser<Deps extends object>(request: FastifyRequest, deps: Deps): UserContext<Deps> {
  return { ...deps, user: currentUser(request) };
}
