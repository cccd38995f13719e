import type { AuthSession } from '@shortlist/contracts';
import type { AccessCase } from './access-case.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const authCases: AccessCase[] = [
  { route: 'GET /api/v1/health/', who: 'public', ok: 200 },
  { route: 'GET /api/v1/schema/', who: 'public', ok: 200 },
  { route: 'GET /api/v1/auth/config/', who: 'public', ok: 200 },
  {
    route: 'POST /api/v1/auth/dev-login/',
    who: 'public',
    ok: 200,
    build: async (fx) => ({ payload: { email: `${fx.unique('dev')}@meridian.example`, role: 'recruiter' } }),
  },
  {
    route: 'POST /api/v1/auth/refresh/',
    who: 'public',
    ok: 200,
    build: async (fx) => {
      const session = await fx.signIn('recruiter', { email: `${fx.unique('refresh')}@meridian.example` });
      return { payload: { refresh_token: session.refresh_token } };
    },
  },
  {
    route: 'POST /api/v1/auth/logout/',
    who: 'public',
    ok: 204,
    build: async (fx) => {
      const session = await fx.signIn('recruiter', { email: `${fx.unique('logout')}@meridian.example` });
      return { payload: { refresh_token: session.refresh_token } };
    },
  },
  { route: 'GET /api/v1/auth/me/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/auth/oidc/start/', who: 'public', ok: 200 },
  {
    // anyone may try; a state this server never started is refused (oidc.test.ts covers the rest)
    route: 'POST /api/v1/auth/google/callback/',
    who: 'public',
    ok: 400,
    build: async () => ({ payload: { code: 'a-code', state: 'a-state-nobody-started' } }),
  },
  { route: 'GET /api/v1/auth/sessions/', who: 'signed_in', ok: 200 },
  {
    route: 'DELETE /api/v1/auth/sessions/:sessionId/',
    who: 'signed_in',
    ok: 204,
    build: async (fx, caller) => {
      if (caller === 'anonymous') return { url: `/api/v1/auth/sessions/${crypto.randomUUID()}/` };
      // a second sign-in of the caller's own account, which the caller then ends
      const other = await fx.signIn(caller);
      const mine = await fx.app.inject({
        method: 'GET',
        url: '/api/v1/auth/sessions/',
        headers: bearer(other.access_token),
      });
      const current = mine.json<AuthSession[]>().find((session) => session.current);
      return { url: `/api/v1/auth/sessions/${current!.id}/` };
    },
  },
  {
    route: 'POST /api/v1/auth/sessions/revoke-all/',
    who: 'signed_in',
    ok: 204,
    // a throwaway account of the caller's role: signing out everywhere ends every sign-in of the
    // account at once (docs/decisions/010), and the run's own sessions must stay usable
    build: async (fx, caller) =>
      caller === 'anonymous'
        ? {}
        : {
            headers: bearer(
              (await fx.signIn(caller, { email: `${fx.unique('revoke-all')}@meridian.example` }))
                .access_token,
            ),
          },
  },
];
