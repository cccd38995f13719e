import { type Session, STORAGE_KEYS, type User, userSchema } from '@shortlist/contracts';

/**
 * The three items a session keeps in localStorage (spec 01 §8): access token, refresh token, user.
 * Nothing else in the app reads or writes these keys.
 */

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function storeSession(session: Session): void {
  storeTokens(session);
  storeUser(session.user);
}

export function storeTokens(tokens: { access_token: string; refresh_token: string }): void {
  localStorage.setItem(STORAGE_KEYS.authToken, tokens.access_token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  notifyAccessTokenChange();
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  notifyAccessTokenChange();
}

const accessTokenListeners = new Set<(token: string | null) => void>();

/**
 * Called with the new access token whenever this tab stores or clears one (a refresh, a sign-in,
 * a sign-out); the live connection reconnects with it. Returns the unsubscribe function.
 */
export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  accessTokenListeners.add(listener);
  return () => accessTokenListeners.delete(listener);
}

function notifyAccessTokenChange(): void {
  const token = getAccessToken();
  for (const listener of accessTokenListeners) listener(token);
}

/**
 * spec 01 §4: the user is restored only when both the stored user record and the auth token
 * exist; a stored record that cannot be read clears all three items.
 */
export function readStoredUser(): User | null {
  const token = getAccessToken();
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!token || !raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // invalid JSON: handled below like any unreadable record
  }
  clearStoredSession();
  return null;
}
