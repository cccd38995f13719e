import { ROLES, SIGN_IN_MESSAGES } from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh_token } });
const me = (access_token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me/',
    headers: { authorization: `Bearer ${access_token}` },
  });

describe('dev login', () => {
  it.each(ROLES)('signs in as %s and /auth/me/ returns that user', async (role) => {
    const session = await t.login(role);
    expect(session.user.role).toBe(role);
    const response = await me(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(session.user);
  });

  it('refuses a malformed e-mail and an unknown role with field messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev-login/',
      payload: { email: 'not-an-email', role: 'superuser' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.email).toEqual(['Please enter a valid email address']);
    expect(body.role).toHaveLength(1);
  });

  it('is refused to a client that is not on this machine, even when enabled explicitly', async () => {
    const payload = { email: 'remote@meridian.example', role: 'admin' };
    const explicit = await createTestApp({ AUTH_DEV_LOGIN: '1' });
    try {
      for (const app of [t.app, explicit.app]) {
        const remote = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/dev-login/',
          payload,
          remoteAddress: '10.1.2.3',
        });
        expect(remote.statusCode).toBe(403);
        expect(remote.json()).toEqual({ detail: SIGN_IN_MESSAGES.devLoginLocalOnly });
        // and the login page a remote visitor sees does not offer it
        const config = await app.inject({
          method: 'GET',
          url: '/api/v1/auth/config/',
          remoteAddress: '10.1.2.3',
        });
        expect(config.json()).toMatchObject({ dev_login: false });
      }
      const local = await explicit.app.inject({ method: 'POST', url: '/api/v1/auth/dev-login/', payload });
      expect(local.statusCode).toBe(200);
    } finally {
      await explicit.close();
    }
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '127.0.0.1' }],
    ['Forwarded', { forwarded: 'for=127.0.0.1' }],
    ['X-Real-IP', { 'x-real-ip': '127.0.0.1' }],
  ])('is refused to a request that names a client in %s, even from loopback', async (_name, headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev-login/',
      payload: { email: 'proxied@meridian.example', role: 'admin' },
      headers,
    });
    expect(response.statusCode).toBe(403);
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config/', headers });
    expect(config.json()).toEqual({ dev_login: false, sso_enabled: false, allowed_email_domains: [] });
  });

  it('never changes the role of an existing account', async () => {
    const first = await t.login('recruiter', { email: 'climber@meridian.example' });
    expect(first.user.role).toBe('recruiter');
    const again = await t.login('admin', { email: 'climber@meridian.example' });
    expect(again.user.role).toBe('recruiter');
    expect((await me(again.access_token)).json()).toMatchObject({ role: 'recruiter' });
  });

  it('admits only the e-mail domains of ALLOWED_EMAIL_DOMAINS', async () => {
    const limited = await createTestApp({ ALLOWED_EMAIL_DOMAINS: 'meridian.example' });
    try {
      const outsider = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/dev-login/',
        payload: { email: 'someone@elsewhere.example', role: 'admin' },
      });
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toEqual({ detail: 'Only e-mail addresses from meridian.example can sign in.' });
      expect((await limited.login('admin')).user.role).toBe('admin');
    } finally {
      await limited.close();
    }
  });

  it('puts every demo sign-in on the audit log', async () => {
    const admin = await t.login('admin');
    await t.login('hiring_manager', { email: 'audited@meridian.example' });
    await t.login('hiring_manager', { email: 'audited@meridian.example' });
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/audit-log/',
      headers: bearer(admin),
    });
    const events = log
      .json()
      .results.filter(
        (event: { target: { email: string } }) => event.target.email === 'audited@meridian.example',
      );
    expect(events.map((event: { action: string; details: object }) => [event.action, event.details])).toEqual(
      [
        ['user.demo_signed_in', { role: 'hiring_manager', created: false }],
        ['user.demo_signed_in', { role: 'hiring_manager', created: true }],
      ],
    );
    expect(events[0].actor).toBeNull();
  });

  it('does not exist when turned off, and the login page is told so', async () => {
    const off = await createTestApp({ AUTH_DEV_LOGIN: '0' });
    try {
      const login = await off.app.inject({
        method: 'POST',
        url: '/api/v1/auth/dev-login/',
        payload: { email: 'x@meridian.example', role: 'admin' },
      });
      expect(login.statusCode).toBe(404);
      const config = await off.app.inject({ method: 'GET', url: '/api/v1/auth/config/' });
      expect(config.json()).toMatchObject({ dev_login: false });
    } finally {
      await off.close();
    }
  });
});

describe('access tokens', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me/' })).statusCode).toBe(401);
    const session = await t.login('recruiter');
    const forged = `${session.access_token.slice(0, -4)}AAAA`;
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });

  it('expires after 15 minutes, used or not; a refresh gives a working token again', async () => {
    const session = await t.login('finance');
    const unused = await t.login('finance');
    expect((await me(session.access_token)).statusCode).toBe(200);
    t.advanceClock(14 * 60 * 1000);
    expect((await me(session.access_token)).statusCode).toBe(200);
    t.advanceClock(2 * 60 * 1000);
    expect((await me(unused.access_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);

    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const { access_token, refresh_token } = refreshed.json();
    expect(refresh_token).not.toBe(session.refresh_token);
    expect((await me(access_token)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('are single use: presenting a spent token revokes the whole sign-in', async () => {
    const session = await t.login('hiring_manager');
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const successor = first.json().refresh_token;

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also kills the legitimate successor.
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('are refused after logout', async () => {
    const session = await t.login('admin');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('are refused for a deactivated user', async () => {
    const session = await t.login('recruiter', { email: 'leaving@meridian.example' });
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'leaving@meridian.example'));
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('are never stored in the clear', async () => {
    const session = await t.login('admin');
    const result = await t.database.db.query.refreshTokens.findMany();
    expect(result.length).toBeGreaterThan(0);
    expect(result.some((row) => row.tokenHash === session.refresh_token)).toBe(false);
  });
});

describe('permission guard', () => {
  it.each([
    ['admin', 200],
    ['hiring_manager', 403],
    ['recruiter', 403],
    ['finance', 403],
  ] as const)('lets %s list users → %i', async (role, status) => {
    const session = await t.login(role);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: bearer(session) });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 401, not 403, to an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/' })).statusCode).toBe(401);
  });
});

describe('rate limits on sign-in', () => {
  it('throttles one client address, and one account whatever address it comes from', async () => {
    // the demo sign-in only answers this machine; 127.0.0.0/8 is all of it, one address per client
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const login = (email: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/dev-login/',
          payload: { email, role: 'recruiter' },
          remoteAddress,
        });
      // per account: a third of the per-address limit (1 a minute here)
      expect((await login('target@meridian.example', '127.0.0.11')).statusCode).toBe(200);
      const sameAccount = await login('target@meridian.example', '127.0.0.12');
      expect(sameAccount.statusCode).toBe(429);
      expect(sameAccount.json()).toEqual({ detail: 'Request was throttled.' });
      expect(sameAccount.headers['retry-after']).toBeDefined();

      // per address: 3 a minute, whichever accounts they name
      expect((await login('a@meridian.example', '127.0.0.13')).statusCode).toBe(200);
      expect((await login('b@meridian.example', '127.0.0.13')).statusCode).toBe(200);
      expect((await login('c@meridian.example', '127.0.0.13')).statusCode).toBe(200);
      expect((await login('d@meridian.example', '127.0.0.13')).statusCode).toBe(429);
      expect((await login('e@meridian.example', '127.0.0.14')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never writes a token into the log', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, { logger: { ...loggerOptions('trace'), stream } });
    try {
      const session = await logged.login('admin');
      await logged.app.inject({ method: 'GET', url: '/api/v1/auth/me/', headers: bearer(session) });
      await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh/',
        payload: { refresh_token: session.refresh_token },
      });
      const { ticket } = (
        await logged.app.inject({ method: 'POST', url: '/api/v1/realtime/ticket/', headers: bearer(session) })
      ).json();
      await logged.app.inject({ method: 'GET', url: `/ws/notifications/?ticket=${ticket}` });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      expect(log).toContain('/ws/notifications/?ticket=[redacted]');
      expect(log).not.toContain(session.access_token);
      expect(log).not.toContain(session.refresh_token);
      expect(log).not.toContain(ticket);
    } finally {
      await logged.close();
    }
  });
});
