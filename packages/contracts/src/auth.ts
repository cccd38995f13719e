import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const devLoginSchema = z.object({
  email: z.email('Please enter a valid email address'),
  role: roleSchema,
  full_name: z.string().trim().min(1).max(200).optional(),
});
export type DevLogin = z.infer<typeof devLoginSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});

export const sessionSchema = tokenPairSchema.extend({ user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

export const refreshSchema = z.object({ refresh_token: z.string().min(1) });

/** What the login page needs to know before anyone signs in. */
export const authConfigSchema = z.object({
  dev_login: z.boolean(),
  sso_enabled: z.boolean(),
  allowed_email_domains: z.array(z.string()),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** GET /auth/oidc/start/: where to send the browser to sign in with the provider. */
export const oidcStartSchema = z.object({ authorization_url: z.url() });
export type OidcStart = z.infer<typeof oidcStartSchema>;

/**
 * POST /auth/google/callback/ (spec 02 §7 Auth): the query parameters the provider returned to
 * /auth/callback. `state` names the sign-in the server started; `iss` is sent by providers that
 * support RFC 9207. The PKCE verifier and nonce stay on the server.
 */
export const oidcCallbackSchema = z.object({
  code: z.string({ error: 'No authorization code received' }).min(1, 'No authorization code received'), // spec 02 §5
  state: z.string().min(1),
  iss: z.string().optional(),
});
export type OidcCallback = z.infer<typeof oidcCallbackSchema>;

/** spec 02 §9: delays of the sign-in callback and the popup variant's window. */
export const POST_LOGIN_DELAY_MS = 100;
export const CALLBACK_ERROR_REDIRECT_MS = 3000;
export const SSO_POPUP = { width: 500, height: 600, closeCheckMs: 1000 } as const;

/** The OAuth error code the callback page turns into spec 02 §8's "expired or already used". */
export const INVALID_GRANT = 'invalid_grant';

/** Why a sign-in is refused (403) or cannot start (404). */
export const SIGN_IN_MESSAGES = {
  ssoNotConfigured: 'Single sign-on is not configured.',
  unverifiedEmail: 'Your identity provider has not verified this e-mail address.',
  deactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
  devLoginLocalOnly: 'Demo sign-in is only available on this machine, not through a proxy.',
} as const;

/** The four demo identities offered by the dev sign-in (one per role). */
export const DEMO_USERS = [
  { email: 'avery.admin@meridian.example', full_name: 'Avery Quinn', role: 'admin' },
  { email: 'harper.manager@meridian.example', full_name: 'Harper Lin', role: 'hiring_manager' },
  { email: 'riley.recruiter@meridian.example', full_name: 'Riley Morgan', role: 'recruiter' },
  { email: 'frankie.finance@meridian.example', full_name: 'Frankie Okafor', role: 'finance' },
] as const;

/** Browser storage keys (spec 01 §8: auth token, refresh token, user). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;
