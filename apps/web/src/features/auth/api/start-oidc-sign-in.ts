import type { OidcStart } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /auth/oidc/start/ — the provider's authorization URL for a sign-in the server has just
 * started (it keeps the PKCE verifier and nonce; this browser gets an httpOnly binding cookie).
 */
export function startOidcSignIn(): Promise<OidcStart> {
  return api.get<OidcStart>('/auth/oidc/start/', { refreshOnUnauthorized: false });
}
