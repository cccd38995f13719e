import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLoginStates, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { signInAtProvider } from '../../test/oidc/provider-browser.ts';
import {
  startTestOidcProvider,
  TEST_PROVIDER_PORTS,
  type TestOidcProvider,
} from '../../test/oidc/test-oidc-provider.ts';

const PUBLIC_URL = 'http://shortlist.test';

let provider: TestOidcProvider;
let t: TestContext;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    ports: TEST_PROVIDER_PORTS,
    redirectUris: [`${PUBLIC_URL}/auth/callback`],
  });
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    PUBLIC_URL,
    ALLOWED_EMAIL_DOMAINS: 'meridian.example,meridian.co',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const callback = (body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/google/callback/',
    payload: body,
    headers: cookie ? { cookie } : {},
  });

async function signIn(email: string) {
  const returned = await signInAtProvider(t.app, email);
  const response = await callback(
    { code: returned.code, state: returned.state, iss: returned.iss },
    returned.bindingCookie,
  );
  return { returned, response };
}

describe('single sign-on against a real OpenID provider', () => {
  it('sends the browser to the provider with PKCE, state, nonce and the openid email profile scopes', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config/' });
    expect(config.json()).toMatchObject({
      sso_enabled: true,
      allowed_email_domains: ['meridian.example', 'meridian.co'],
    });
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start/' });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().authorization_url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^shortlist_oidc=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    // the verifier never leaves the server
    const [row] = await t.database.db
      .select()
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.state, url.searchParams.get('state')!));
    expect(url.href).not.toContain(row!.codeVerifier);
  });

  it('signs the very first user in as admin, with tokens that work', async () => {
    provider.setAccount({
      email: 'first.person@meridian.example',
      email_verified: true,
      name: 'First Person',
    });
    const { response } = await signIn('first.person@meridian.example');
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user).toMatchObject({
      email: 'first.person@meridian.example',
      full_name: 'First Person',
      role: 'admin',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me/', headers: bearer(session) });
    expect(me.json()).toEqual(session.user);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs later users in as recruiters, and an invited user with the role they were invited with', async () => {
    provider.setAccount({ email: 'later@meridian.co', email_verified: true, name: 'Later Person' });
    const later = await signIn('later@meridian.co');
    expect(later.response.json().user.role).toBe('recruiter');

    const admin = await t.login('admin');
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: bearer(admin),
      payload: { email: 'invited.finance@meridian.example', role: 'finance' },
    });
    expect(invite.statusCode).toBe(201);
    const invited = await signIn('invited.finance@meridian.example');
    expect(invited.response.json().user.role).toBe('finance');
  });

  it('refuses an e-mail outside the allowed domains with 403 naming them, and creates no account', async () => {
    provider.setAccount({ email: 'someone@gmail.example', email_verified: true });
    const { response } = await signIn('someone@gmail.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      'Only e-mail addresses from meridian.example, meridian.co can sign in.',
    );
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'someone@gmail.example'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    provider.setAccount({ email: 'unverified@meridian.example', email_verified: false });
    const { response } = await signIn('unverified@meridian.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/not verified/);
  });

  it('refuses a deactivated user', async () => {
    provider.setAccount({ email: 'gone@meridian.example', email_verified: true });
    expect((await signIn('gone@meridian.example')).response.statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'gone@meridian.example'));

    const { response } = await signIn('gone@meridian.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/deactivated/);
  });

  it('exchanges a code once: the same code again is 400 invalid_grant', async () => {
    provider.setAccount({ email: 'twice@meridian.example', email_verified: true });
    const returned = await signInAtProvider(t.app, 'twice@meridian.example');
    const body = { code: returned.code, state: returned.state, iss: returned.iss };
    const [first, second] = await Promise.all([
      callback(body, returned.bindingCookie),
      callback(body, returned.bindingCookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const third = await callback(body, returned.bindingCookie);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({
      detail: 'Authorization code expired or already used. Please try logging in again.',
      error: 'invalid_grant',
    });
  });

  it('refuses a code whose PKCE verifier does not match with invalid_grant', async () => {
    const returned = await signInAtProvider(t.app, 'pkce@meridian.example');
    await t.database.db
      .update(oidcLoginStates)
      .set({ codeVerifier: 'a-different-verifier-that-is-long-enough-to-be-valid-0123456789' })
      .where(eq(oidcLoginStates.state, returned.state));
    const response = await callback(
      { code: returned.code, state: returned.state, iss: returned.iss },
      returned.bindingCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses a state this server did not start, and a code brought to another browser', async () => {
    const returned = await signInAtProvider(t.app, 'state@meridian.example');
    const unknown = await callback(
      { code: returned.code, state: 'forged-state', iss: returned.iss },
      returned.bindingCookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('invalid_state');

    const otherBrowser = await callback({ code: returned.code, state: returned.state, iss: returned.iss });
    expect(otherBrowser.statusCode).toBe(400);
    expect(otherBrowser.json().error).toBe('invalid_state');
  });

  it('refuses a started sign-in after ten minutes as an expired code', async () => {
    const returned = await signInAtProvider(t.app, 'slow@meridian.example');
    t.advanceClock(11 * 60 * 1000);
    const response = await callback(
      { code: returned.code, state: returned.state, iss: returned.iss },
      returned.bindingCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('asks for a code with the spec message', async () => {
    const response = await callback({ state: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toEqual(['No authorization code received']);
  });
});

describe('rate limits on single sign-on', () => {
  it('throttles an account that signs in too often, with Retry-After', async () => {
    const limited = await createTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL,
      AUTH_RATE_LIMIT: '3', // one sign-in per account per minute
    });
    try {
      const attempt = async () => {
        const returned = await signInAtProvider(limited.app, 'eager@meridian.example');
        return limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/google/callback/',
          payload: { code: returned.code, state: returned.state, iss: returned.iss },
          headers: { cookie: returned.bindingCookie },
        });
      };
      expect((await attempt()).statusCode).toBe(200);
      const throttled = await attempt();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the popup variant', () => {
  it('keeps the popup connected to the login page: opener policy allows popups, the callback page sets none', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const callbackPage = await t.app.inject({ method: 'GET', url: '/auth/callback?code=c&state=s' });
    expect(callbackPage.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});

describe('single sign-on when not configured', () => {
  it('is reported to the login page and answers 404', async () => {
    const off = await createTestApp({});
    try {
      const config = await off.app.inject({ method: 'GET', url: '/api/v1/auth/config/' });
      expect(config.json().sso_enabled).toBe(false);
      const start = await off.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start/' });
      expect(start.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const down = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:8309',
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
    try {
      const start = await down.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start/' });
      expect(start.statusCode).toBe(502);
    } finally {
      await down.close();
    }
  });
});
