import { INVALID_GRANT } from '@shortlist/contracts';
import { ApiError } from '../../../lib/api-error.ts';

/** The sign-in messages of spec 02 §8, written once. */
export const SIGN_IN_MESSAGES = {
  noCode: 'No authorization code received',
  codeUsed: 'Authorization code expired or already used. Please try logging in again.',
  cancelled: 'Authentication cancelled',
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  failed: 'Authentication failed',
  notInitialized: 'Google SSO not initialized',
  /** the redirect sign-in could not start; the server's reason, when it gave one, goes under it */
  googleFailed: 'Google Sign-In failed',
} as const;

export const providerErrorMessage = (error: string) => `Authentication failed: ${error}`;

/** What went wrong, and the server's explanation when it gave one (a refused domain, a deactivated account). */
export type SignInFailure = { message: string; detail?: string | undefined };

/** spec 02 §8: invalid_grant or HTTP 400 → "expired or already used"; other statuses named. */
export function exchangeFailure(error: unknown): SignInFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { message: SIGN_IN_MESSAGES.failed };
  if (error.body.error === INVALID_GRANT || error.status === 400)
    return { message: SIGN_IN_MESSAGES.codeUsed };
  const detail = typeof error.body.detail === 'string' ? error.body.detail : undefined;
  return { message: `Authentication failed (${error.status})`, detail };
}
