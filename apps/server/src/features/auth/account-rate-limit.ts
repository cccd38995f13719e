import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitCheck } from '../../platform/rate-limit.ts';

/**
 * issue 6: sign-in attempts per account (a third of the per-address limit), on top of the
 * per-address limit the routes declare. The account is known from the body (dev sign-in) or
 * only after the provider answered (single sign-on), so the check is a call, not a hook.
 */
export function accountRateLimiter(app: FastifyInstance, perAddressLimit: number) {
  const accounts = new WeakMap<FastifyRequest, string>();
  const check = rateLimitCheck(app, {
    max: Math.max(1, Math.ceil(perAddressLimit / 3)),
    timeWindow: '1 minute',
    keyGenerator: (request) => `account:${accounts.get(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, email: string) => {
    accounts.set(request, email.toLowerCase());
    await check(request, reply);
  };
}
