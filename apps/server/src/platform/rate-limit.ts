import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

/**
 * A rate limit checked by a call (a pre-handler, or a handler once it knows the key): past the
 * limit it sets Retry-After and answers 429 with `detail`. The routes' declared `rateLimit`
 * answers DRF's default text; this one lets a route say its own.
 */
export function rateLimitCheck(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: number | string;
    keyGenerator?: (request: FastifyRequest) => string;
    detail?: string;
  },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw tooManyRequests(options.detail);
  };
}
