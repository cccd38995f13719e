import type { Permission } from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth-session.tsx';

/**
 * spec 02 §2: every route but /login and /auth/callback needs a signed-in user. While a restored
 * session is being confirmed it shows "Loading..."; without a user it sends the visitor to /login,
 * remembering where they were going so sign-in can bring them back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const location = useLocation();

  if (status === 'checking') {
    return (
      <div className="flex min-h-screen items-center justify-center gap-3 text-sm text-slate-500">
        <Spinner className="text-brand-600" label="Checking your session" />
        <span>Loading...</span>
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** spec 01 §2.5: without the permission the visitor is sent to `redirectTo` and sees nothing. */
export function RequirePermission({
  permission,
  redirectTo,
  children,
}: {
  permission: Permission;
  redirectTo: string;
  children: ReactNode;
}) {
  const { can } = useAuth();
  return can(permission) ? children : <Navigate to={redirectTo} replace />;
}
