import { PRODUCT_NAME, type Session } from '@shortlist/contracts';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { DemoSignIn } from '../components/demo-sign-in.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { AuthLayout } from './auth-layout.tsx';

const DEFAULT_DESTINATION = '/dashboard';

/** /login (spec 02 Login): single sign-on, and the demo identities when the server allows them. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const { user, signIn } = useAuth();
  const destination = useRememberedDestination();
  const config = useAuthConfig();

  if (user) return <Navigate to={destination} replace />;

  // signing in re-renders this page with a user, and the redirect above takes them on
  const onSignedIn = (session: Session) => {
    signIn(session);
    toast.success(`Signed in as ${session.user.full_name}`);
  };

  return (
    <AuthLayout>
      <div className="mb-7 text-center">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Welcome to {PRODUCT_NAME}</h1>
        <p className="mt-1.5 text-sm text-slate-500">
          Sign in to manage your openings, candidates and hiring pipeline.
        </p>
      </div>
      <QueryState
        query={config}
        loading={<CentredSpinner label="Loading sign-in options" className="py-8" />}
        errorTitle="Couldn't load the sign-in options"
      >
        {(data) => (
          <div className="space-y-6">
            <GoogleSignIn
              ssoEnabled={data.sso_enabled}
              allowedDomains={data.allowed_email_domains}
              onSignedIn={onSignedIn}
            />
            {data.dev_login ? (
              <>
                <div className="flex items-center gap-3 text-xs text-slate-400" aria-hidden>
                  <span className="h-px flex-1 bg-slate-200" />
                  or
                  <span className="h-px flex-1 bg-slate-200" />
                </div>
                <DemoSignIn onSignedIn={onSignedIn} />
              </>
            ) : null}
          </div>
        )}
      </QueryState>
    </AuthLayout>
  );
}

/** Where the route guard was sending the visitor before it asked them to sign in. */
function useRememberedDestination(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)
    ?.from;
  if (!from?.pathname || from.pathname === '/login') return DEFAULT_DESTINATION;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
