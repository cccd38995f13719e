import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

/** What Shortlist needs to know about the person the provider signed in. */
export type OidcIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
};

/** The provider refused the code (reused, expired, or its PKCE verifier did not match). */
export class OidcGrantError extends Error {
  override name = 'OidcGrantError';
}

const SCOPES = 'openid email profile'; // spec 02 Login

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The OpenID Connect relying party (openid-client v6). Discovery runs on first use and is kept;
 * a failed discovery is retried on the next sign-in. Plain-http issuers are allowed only on
 * loopback (the test provider), never for a real identity provider.
 */
export function createOidcClient(settings: Config['oidc']) {
  const { issuer, clientId, clientSecret } = settings;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!clientId) throw new Error('OIDC_CLIENT_ID is not set');
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    discovered ??= oidc
      .discovery(url, clientId, clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    enabled: Boolean(clientId),

    async authorizationUrl(input: {
      redirectUri: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }): Promise<string> {
      const config = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: SCOPES,
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** Exchanges the code once and returns the verified identity from the ID token (or userinfo). */
    async exchange(input: {
      code: string;
      state: string;
      iss: string | undefined;
      redirectUri: string;
      codeVerifier: string;
      nonce: string;
    }): Promise<OidcIdentity> {
      const config = await configuration();
      const callback = new URL(input.redirectUri);
      callback.searchParams.set('code', input.code);
      callback.searchParams.set('state', input.state);
      if (input.iss) callback.searchParams.set('iss', input.iss);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.state,
          expectedNonce: input.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
          throw new OidcGrantError(error.error_description ?? error.error);
        }
        throw error;
      }
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let profile: Record<string, unknown> = claims;
      // Some providers keep e-mail and name out of the ID token; userinfo has them.
      if (typeof claims.email !== 'string') {
        profile = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      }
      return {
        subject: claims.sub,
        email: String(profile.email ?? '').toLowerCase(),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
