import type { App } from '../../app.ts';

/** What the provider sent the browser back to /auth/callback with. */
export type ProviderReturn = { code: string; state: string; iss: string | undefined; callbackUrl: URL };

/**
 * Plays the browser's part of a single sign-on: asks the app to start one (keeping its binding
 * cookie), follows the provider's redirects with a cookie jar, submits the provider's login form
 * with an e-mail, and stops where the provider redirects back to the app's /auth/callback.
 */
export async function signInAtProvider(
  app: App,
  email: string,
): Promise<ProviderReturn & { bindingCookie: string }> {
  const start = await app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start/' });
  if (start.statusCode !== 200) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  const bindingCookie = String(start.headers['set-cookie']).split(';')[0]!;
  const authorizationUrl = new URL(start.json<{ authorization_url: string }>().authorization_url);
  const returned = await followToCallback(authorizationUrl, email);
  return { ...returned, bindingCookie };
}

export async function followToCallback(authorizationUrl: URL, email: string): Promise<ProviderReturn> {
  const jar = new Map<string, string>();
  const provider = authorizationUrl.origin;
  let next: { url: URL; init?: RequestInit } | undefined = { url: authorizationUrl };
  for (let hop = 0; hop < 12 && next; hop++) {
    if (next.url.origin !== provider) return readReturn(next.url);
    const response: Response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url) };
      continue;
    }
    if (response.status === 200 && /\/interaction\//.test(next.url.pathname)) {
      // the provider's login page: submit the e-mail
      next = {
        url: next.url,
        init: {
          method: 'POST',
          body: new URLSearchParams({ email }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      };
      continue;
    }
    throw new Error(`unexpected provider answer ${response.status}: ${await response.text()}`);
  }
  throw new Error('the provider never redirected back to the app');
}

function readReturn(url: URL): ProviderReturn {
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || !state) throw new Error(`the provider returned without a code: ${url.href}`);
  return { code, state, iss: url.searchParams.get('iss') ?? undefined, callbackUrl: url };
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
