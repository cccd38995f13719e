import { CALLBACK_ERROR_REDIRECT_MS, POST_LOGIN_DELAY_MS } from '@shortlist/contracts';
import { XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { exchangeCodeOnce } from '../api/exchange-code.ts';
import {
  exchangeFailure,
  providerErrorMessage,
  SIGN_IN_MESSAGES,
  type SignInFailure,
} from '../lib/sign-in-messages.ts';
import { isSignInPopup, reportToOpener } from '../lib/sso-popup.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /auth/callback (spec 02 Sign-in callback): the provider sends the browser here with `code`
 * and `state` (or `error`). The code is exchanged exactly once; on success the session is stored
 * and the user goes to /dashboard after 100 ms; on failure the message shows for 3 s, then /login.
 * Opened by the popup variant, it hands the result to the login page instead.
 */
export function AuthCallbackPage() {
  useDocumentTitle('Completing sign-in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const iss = params.get('iss') ?? undefined;
  const providerError = params.get('error');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per code; exchangeCodeOnce guards double effects
  useEffect(() => {
    let cancelled = false;
    const timers: number[] = [];
    const fail = (reason: SignInFailure) => {
      if (isSignInPopup(state)) return reportToOpener({ ok: false, failure: reason });
      setFailure(reason);
      timers.push(window.setTimeout(() => navigate('/login', { replace: true }), CALLBACK_ERROR_REDIRECT_MS));
    };

    if (providerError) fail({ message: providerErrorMessage(providerError) });
    else if (!code) fail({ message: SIGN_IN_MESSAGES.noCode });
    else {
      exchangeCodeOnce({ code, state, iss }).then(
        (session) => {
          if (cancelled) return;
          if (isSignInPopup(state)) return reportToOpener({ ok: true, session });
          signIn(session);
          timers.push(
            window.setTimeout(() => navigate('/dashboard', { replace: true }), POST_LOGIN_DELAY_MS),
          );
        },
        (error: unknown) => {
          if (!cancelled) fail(exchangeFailure(error));
        },
      );
    }
    return () => {
      cancelled = true;
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [code]);

  return (
    <AuthLayout>
      {failure ? (
        <div className="space-y-3 text-center" role="alert">
          <XCircle className="mx-auto size-10 text-red-500" aria-hidden />
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Authentication Failed</h1>
          <p className="text-sm text-slate-700">{failure.message}</p>
          {failure.detail ? <p className="text-sm text-slate-500">{failure.detail}</p> : null}
          <p className="text-xs text-slate-400">Returning to the login page…</p>
          <div className="pt-3">
            <Button className="w-full" onClick={() => navigate('/login', { replace: true })}>
              Return to Login
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <Spinner size="lg" className="text-brand-600" label="Completing sign-in" />
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Completing sign-in...</h1>
        </div>
      )}
    </AuthLayout>
  );
}
