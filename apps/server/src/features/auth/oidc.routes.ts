import { oidcCallbackSchema, oidcStartSchema, sessionSchema } from '@shortlist/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { accountRateLimiter } from './account-rate-limit.ts';
import { completeOidcSignIn, LOGIN_STATE_TTL_MS, type OidcDeps, startOidcSignIn } from './oidc.service.ts';

/** The browser half of a started sign-in (see oidc.service.ts); only ever sent back to /auth/. */
const BINDING_COOKIE = 'shortlist_oidc';
const COOKIE_PATH = '/api/v1/auth/';

/**
 * Single sign-on (issue 6, spec 02 Login and Sign-in callback). Both routes are public and
 * rate-limited per client address; the provider proves the account, so there is no password
 * to guess and nothing to enumerate.
 */
export const oidcRoutes =
  (deps: OidcDeps & { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const perClient = { max: deps.config.authRateLimit, timeWindow: '1 minute' };
    const limitAccount = accountRateLimiter(app, deps.config.authRateLimit);

    app.get(
      '/auth/oidc/start/',
      {
        config: { public: true, rateLimit: perClient },
        schema: { tags: ['auth'], response: { 200: oidcStartSchema } },
      },
      async (request, reply) => {
        const { authorizationUrl, binding } = await startOidcSignIn(deps, {
          redirectUri: redirectUri(deps.config, request),
        });
        setBindingCookie(request, reply, binding, LOGIN_STATE_TTL_MS / 1000);
        return { authorization_url: authorizationUrl };
      },
    );

    app.post(
      '/auth/google/callback/',
      {
        config: { public: true, rateLimit: perClient },
        schema: { tags: ['auth'], body: oidcCallbackSchema, response: { 200: sessionSchema } },
      },
      async (request, reply) => {
        const binding = readCookie(request, BINDING_COOKIE);
        setBindingCookie(request, reply, '', 0);
        return completeOidcSignIn(deps, {
          ...request.body,
          binding,
          userAgent: request.headers['user-agent'],
          limitAccount: (email) => limitAccount(request, reply, email),
        });
      },
    );
  };

/** spec 02 route table: the provider returns the browser to /auth/callback on this app's origin. */
function redirectUri(config: Config, request: FastifyRequest): string {
  const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}/auth/callback`;
}

function setBindingCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BINDING_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
