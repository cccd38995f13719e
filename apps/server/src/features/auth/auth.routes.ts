import {
  authConfigSchema,
  devLoginSchema,
  refreshSchema,
  sessionSchema,
  tokenPairSchema,
  userSchema,
} from '@shortlist/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { accountRateLimiter } from './account-rate-limit.ts';
import { type AuthDeps, devLogin, logout, me, refreshSession } from './auth.service.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const authRoutes =
  (deps: AuthDeps & { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = deps;
    // issue 6: per client address on every sign-in route, and per account where the body names one
    const perClient = { max: config.authRateLimit, timeWindow: '1 minute' };
    const limitAccount = accountRateLimiter(app, config.authRateLimit);
    const perAccount: preHandlerAsyncHookHandler = async (request, reply) =>
      limitAccount(request, reply, String((request.body as { email?: string }).email));

    app.get(
      '/auth/config/',
      { config: { public: true }, schema: { tags: ['auth'], response: { 200: authConfigSchema } } },
      async () => ({
        dev_login: config.devLogin,
        sso_enabled: Boolean(config.oidc.clientId),
        allowed_email_domains: config.allowedEmailDomains,
      }),
    );

    app.post(
      '/auth/dev-login/',
      {
        config: { public: true, rateLimit: perClient },
        preHandler: perAccount,
        schema: { tags: ['auth'], body: devLoginSchema, response: { 200: sessionSchema } },
      },
      async (request) => {
        if (!config.devLogin) throw notFound();
        // On by default only for the embedded database, and then only for this machine.
        if (!config.devLoginExplicit && !LOOPBACK.has(request.ip)) {
          throw forbidden('Demo sign-in is only available from this machine.');
        }
        return devLogin(deps, request.body, { userAgent: request.headers['user-agent'] });
      },
    );

    app.post(
      '/auth/refresh/',
      {
        config: { public: true, rateLimit: perClient },
        schema: { tags: ['auth'], body: refreshSchema, response: { 200: tokenPairSchema } },
      },
      async (request) => refreshSession(deps, request.body.refresh_token),
    );

    app.post(
      '/auth/logout/',
      {
        config: { public: true },
        schema: { tags: ['auth'], body: refreshSchema, response: { 204: z.undefined() } },
      },
      async (request, reply) => {
        await logout(deps, request.body.refresh_token);
        return reply.code(204).send();
      },
    );

    app.get('/auth/me/', { schema: { tags: ['auth'], response: { 200: userSchema } } }, async (request) =>
      me(deps, currentUser(request).id),
    );
  };
