import type { Session } from '@shortlist/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { formatList } from '../../../lib/format.ts';
import { startOidcSignIn } from '../api/start-oidc-sign-in.ts';
import { browserNavigation } from '../lib/browser-navigation.ts';
import { SIGN_IN_MESSAGES, type SignInFailure } from '../lib/sign-in-messages.ts';
import { signInWithPopup } from '../lib/sso-popup.ts';

type GoogleSignInProps = {
  ssoEnabled: boolean;
  allowedDomains: readonly string[];
  onSignedIn: (session: Session) => void;
};

/**
 * "Continue with Google" (spec 02 Login): the server starts the sign-in and the browser goes to
 * the provider, which returns it to /auth/callback. The popup variant does the same in a
 * 500x600 window and reports back to this page.
 */
export function GoogleSignIn({ ssoEnabled, allowedDomains, onSignedIn }: GoogleSignInProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  const redirect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { authorization_url } = await startOidcSignIn();
      browserNavigation.goToProvider(authorization_url);
    } catch (error) {
      setFailure({ message: SIGN_IN_MESSAGES.googleFailed, detail: getErrorMessage(error, '') || undefined });
      setBusy(false);
    }
  };

  const popup = async () => {
    setBusy(true);
    setFailure(null);
    const result = await signInWithPopup(startOidcSignIn().then((start) => start.authorization_url));
    setBusy(false);
    if (result.ok) onSignedIn(result.session);
    else setFailure(result.failure);
  };

  return (
    <div className="space-y-3">
      {failure ? (
        <Alert tone="error" title={failure.message}>
          {failure.detail}
        </Alert>
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={!ssoEnabled || busy}
        onClick={redirect}
        aria-describedby="sso-note"
        icon={<GoogleIcon />}
      >
        {busy ? 'Signing in...' : 'Continue with Google'}
      </Button>
      <div id="sso-note" className="space-y-1 text-center text-xs text-slate-500">
        {ssoEnabled ? null : <p>Single sign-on is not configured yet.</p>}
        <p>{allowedDomainsNote(allowedDomains)}</p>
        {ssoEnabled ? (
          <p>
            <button
              type="button"
              onClick={popup}
              disabled={busy}
              className="font-medium text-brand-600 hover:underline disabled:opacity-50"
            >
              Sign in in a pop-up window
            </button>{' '}
            instead of leaving this page.
          </p>
        ) : null}
      </div>
    </div>
  );
}

function allowedDomainsNote(domains: readonly string[]): string {
  // said of the accounts the button signs in with: the page has no e-mail field of its own
  if (domains.length === 0) return 'Any Google account can sign in.';
  const list = formatList(domains.map((domain) => `@${domain}`));
  return `Only ${list} e-mail addresses can sign in.`;
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.44.35-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
