import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /auth/callback (spec 02): the single sign-on return address. The code exchange arrives with the
 * sign-in issue; until then the page says so instead of pretending to work.
 */
export function AuthCallbackPage() {
  useDocumentTitle('Completing sign-in');
  return (
    <AuthLayout>
      <div className="space-y-3 text-center">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Completing sign-in...</h1>
        <p className="text-sm text-slate-500">
          Single sign-on is not configured yet, so there is no sign-in to complete here. Use the login page to
          sign in.
        </p>
        <div className="pt-3">
          <Link to="/login" className={buttonClassName({ className: 'w-full' })}>
            Return to Login
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
