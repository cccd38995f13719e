import crypto from 'node:crypto';
import { INVALID_GRANT, type OidcCallback, type Session, SIGN_IN_MESSAGES } from '@shortlist/contracts';
import * as oidc from 'openid-client';
import { forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { accountForSignIn, allowedDomainsMessage, emailDomainAllowed } from '../users/users.service.ts';
import { type AuthDeps, type ClientInfo, startSession } from './auth.service.ts';
import {
  consumeLoginState,
  deleteExpiredLoginStates,
  findLoginState,
  insertLoginState,
} from './oidc.queries.ts';
import { type OidcClient, OidcGrantError } from './oidc-client.ts';

export type OidcDeps = AuthDeps & { oidcClient: OidcClient; allowedDomains: readonly string[] };

/** A started sign-in may be completed within this time (the provider's own code lives shorter). */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export const CODE_USED_MESSAGE = 'Authorization code expired or already used. Please try logging in again.';
const STATE_UNKNOWN_MESSAGE =
  'This sign-in was not started in this browser or has expired. Please try again.';
const PROVIDER_DOWN_MESSAGE = 'The sign-in provider could not be reached. Please try again.';

const codeUsed = () =>
  new HttpError(400, CODE_USED_MESSAGE, { detail: CODE_USED_MESSAGE, error: INVALID_GRANT });
const stateUnknown = () =>
  new HttpError(400, STATE_UNKNOWN_MESSAGE, { detail: STATE_UNKNOWN_MESSAGE, error: 'invalid_state' });

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

function requireEnabled(deps: OidcDeps) {
  if (!deps.oidcClient.enabled) throw notFound(SIGN_IN_MESSAGES.ssoNotConfigured);
}

/**
 * Starts an authorization-code sign-in with PKCE, state and nonce (issue 6). The state, nonce and
 * verifier are kept in the database, not in this process, so any server behind a load balancer can
 * complete it; `binding` goes to the browser as an httpOnly cookie.
 */
export async function startOidcSignIn(
  deps: OidcDeps,
  { redirectUri }: { redirectUri: string },
): Promise<{ authorizationUrl: string; binding: string }> {
  requireEnabled(deps);
  const now = deps.clock();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = crypto.randomBytes(32).toString('base64url');
  const authorizationUrl = await providerCall(() =>
    deps.oidcClient.authorizationUrl({ redirectUri, state, nonce, codeVerifier }),
  );
  // kept a day past expiry, so a late callback still hears "expired" rather than "unknown"
  await deleteExpiredLoginStates(deps.db, new Date(now.getTime() - 24 * 3600 * 1000));
  await insertLoginState(deps.db, {
    state,
    nonce,
    codeVerifier,
    redirectUri,
    bindingHash: sha256(binding),
    expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
    createdAt: now,
  });
  return { authorizationUrl, binding };
}

/**
 * Completes a sign-in: the started sign-in is consumed first, so a code is exchanged at most once
 * (spec 02 Sign-in callback); then only a verified e-mail of an allowed domain gets an account.
 */
export async function completeOidcSignIn(
  deps: OidcDeps,
  input: OidcCallback & {
    binding: string | undefined;
    /** Throws when this account has tried too often (known only once the provider answered). */
    limitAccount?: (email: string) => Promise<void>;
  } & ClientInfo,
): Promise<Session> {
  requireEnabled(deps);
  const now = deps.clock();
  const started = await consumeLoginState(deps.db, input.state, now);
  if (!started) {
    // a sign-in this server started but already completed (or let expire): the code is spent
    throw (await wasStarted(deps, input.state)) ? codeUsed() : stateUnknown();
  }
  if (!input.binding || sha256(input.binding) !== started.bindingHash) throw stateUnknown();

  const identity = await providerCall(() =>
    deps.oidcClient.exchange({
      code: input.code,
      state: input.state,
      iss: input.iss,
      redirectUri: started.redirectUri,
      codeVerifier: started.codeVerifier,
      nonce: started.nonce,
    }),
  );
  if (identity.email) await input.limitAccount?.(identity.email);
  if (!identity.email || !identity.emailVerified) throw forbidden(SIGN_IN_MESSAGES.unverifiedEmail);
  if (!emailDomainAllowed(identity.email, deps.allowedDomains)) {
    throw forbidden(allowedDomainsMessage(deps.allowedDomains));
  }
  const account = await accountForSignIn(deps.db, identity, now);
  if (account === 'deactivated') throw forbidden(SIGN_IN_MESSAGES.deactivated);
  return startSession(deps, account, input);
}

async function wasStarted(deps: OidcDeps, state: string): Promise<boolean> {
  return Boolean(await findLoginState(deps.db, state));
}

/**
 * A refused code becomes invalid_grant; any other refusal by the provider a 400 naming its error;
 * an unreachable provider a 502. Anything else (an ID token that fails validation) stays a 500.
 */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OidcGrantError) throw codeUsed();
    if (error instanceof oidc.ResponseBodyError) {
      const detail = `Authentication failed: ${error.error}`;
      throw new HttpError(400, detail, { detail, error: error.error });
    }
    if (isNetworkFailure(error)) throw new HttpError(502, PROVIDER_DOWN_MESSAGE);
    throw error;
  }
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  // discovery or token endpoint answering with something that is not OAuth JSON
  return error instanceof oidc.ClientError && error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM';
}
