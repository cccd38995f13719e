import { hasPermission, type Permission, type Session, STORAGE_KEYS, type User } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, setSessionExpiredHandler } from './api-client.ts';
import {
  clearStoredSession,
  getRefreshToken,
  readStoredUser,
  storeSession,
  storeUser,
} from './auth-storage.ts';

export type AuthStatus = 'checking' | 'ready';

type AuthContextValue = {
  user: User | null;
  /** 'checking' while a restored session is being confirmed with the server */
  status: AuthStatus;
  signIn: (session: Session) => void;
  signOut: () => void;
  can: (permission: Permission) => boolean;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [user, setUser] = useState<User | null>(readStoredUser);
  const [status, setStatus] = useState<AuthStatus>(() => (user ? 'checking' : 'ready'));

  // Confirm a restored session once: the server may have changed the user's name or role.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the session found on load
  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    const controller = new AbortController();
    api
      .get<User>('/auth/me/', { signal: controller.signal })
      .then((me) => {
        if (cancelled) return;
        storeUser(me);
        setUser(me);
      })
      .catch(() => {
        // a refused session was already cleared by the api client (handler below);
        // a network failure keeps the stored user so a flaky connection does not sign anyone out
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, []);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      setUser(null);
      toast.error('Your session has expired. Please sign in again.');
    });
    return () => setSessionExpiredHandler(null);
  }, []);

  // Signing out in another tab signs out this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authToken && event.newValue === null) setUser(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    (session: Session) => {
      // nothing cached for a previous user may be shown to the next one
      queryClient.clear();
      storeSession(session);
      setUser(session.user);
      setStatus('ready');
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    const refreshToken = getRefreshToken();
    if (refreshToken) {
      // best-effort and not awaited: the local session ends at once, whatever the server answers
      // (the request has read its token and body before the storage is cleared below)
      api
        .post('/auth/logout/', { refresh_token: refreshToken }, { refreshOnUnauthorized: false })
        .catch(() => undefined);
    }
    clearStoredSession();
    navigate('/login', { replace: true });
    setUser(null);
    queryClient.clear();
  }, [navigate, queryClient]);

  const can = useCallback((permission: Permission) => hasPermission(user?.role, permission), [user]);

  const value = useMemo(() => ({ user, status, signIn, signOut, can }), [user, status, signIn, signOut, can]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** The signed-in user, for screens behind the route guard. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user (render it behind <RequireAuth>)');
  return user;
}
