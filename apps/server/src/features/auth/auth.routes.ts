import {
  authConfigSchema,
  devLoginSchema,
  refreshSchema,
  SIGN_IN_MESSAGES,
  sessionSchema,
  tokenPairSchema,
  userSchema,
} from '@shortlist/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { isDirectFromThisMachine } from '../../platform/client-address.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { forUser } from '../../platform/service-context.ts';
import { accountRateLimiter } from './account-rate-limit.ts';
import { type AuthDeps, devLogin, logout, me, refreshSession } from './auth.service.ts';

export const authRoutes =
  (deps: AuthDeps & { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = deps;
    const demoDeps = { ...deps, allowedDomains: config.allowedEmailDomains };
    // issue 6: per client address on every sign-in route, and per account where the body names one
    const perClient = { max: config.authRateLimit, timeWindow: '1 minute' };
    const limitAccount = accountRateLimiter(app, config.authRateLimit);
    const perAccount: preHandlerAsyncHookHandler = async (request, reply) =>
      limitAccount(request, reply, String((request.body as { email?: string }).email));

    // The demo sign-in hands out any role: only to a browser on this machine that talks to this
    // process directly. Through a proxy the request is somebody else's, whatever TRUST_PROXY says.
    const devLoginOffered = (request: FastifyRequest) => config.devLogin && isDirectFromThisMachine(request);
    const onlyWhereOffered: preHandlerAsyncHookHandler = async (request) => {
      if (!config.devLogin) throw notFound();
      if (devLoginOffered(request)) return;
      request.log.warn(
        { event: 'auth.demo_sign_in_refused' },
        'demo sign-in refused: not a direct local request',
      );
      throw forbidden(SIGN_IN_MESSAGES.devLoginLocalOnly);
    };

    // what the login page shows, and no more: a caller who may not use the demo sign-in is not told of it
    app.get(
      '/auth/config/',
      { config: { public: true }, schema: { tags: ['auth'], response: { 200: authConfigSchema } } },
      async (request) => ({
        dev_login: devLoginOffered(request),
        sso_enabled: Boolean(config.oidc.clientId),
        allowed_email_domains: config.allowedEmailDomains,
      }),
    );

    app.post(
      '/auth/dev-login/',
      {
        config: { public: true, rateLimit: perClient },
        preHandler: [onlyWhereOffered, perAccount],
        schema: { tags: ['auth'], body: devLoginSchema, response: { 200: sessionSchema } },
      },
      async (request) => {
        const session = await devLogin(demoDeps, {
          login: request.body,
          client: { userAgent: request.headers['user-agent'] },
        });
        // the audit log has who; the log line ties it to this request (no e-mail, no name)
        request.log.info(
          { event: 'auth.demo_sign_in', userId: session.user.id, role: session.user.role },
          'demo sign-in',
        );
        return session;
      },
    );

    app.post(
      '/auth/refresh/',
      {
        config: { public: true, rateLimit: perClient },
        schema: { tags: ['auth'], body: refreshSchema, response: { 200: tokenPairSchema } },
      },
      async (request) => refreshSession(deps, { refreshToken: request.body.refresh_token }),
    );

    app.post(
      '/auth/logout/',
      {
        config: { public: true },
        schema: { tags: ['auth'], body: refreshSchema, response: { 204: z.undefined() } },
      },
      async (request, reply) => {
        await logout(deps, { refreshToken: request.body.refresh_token });
        return reply.code(204).send();
      },
    );

    app.get('/auth/me/', { schema: { tags: ['auth'], response: { 200: userSchema } } }, async (request) =>
      me(forUser(request, deps)),
    );
  };
