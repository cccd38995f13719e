import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { browserNavigation } from '../lib/browser-navigation.ts';

const config = { dev_login: false, sso_enabled: true, allowed_email_domains: ['meridian.example'] };
const AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth?state=abc';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens a stand-in pop-up window that the test closes or points elsewhere. */
function openFakePopup() {
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
  // a DOM stand-in, not an API fixture: the sign-in reads only these three members of the Window
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

describe('Continue with Google', () => {
  it('says "Signing in..." while the server starts the sign-in, then goes to the provider', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /auth/config/': config,
      'GET /auth/oidc/start/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const goToProvider = vi.spyOn(browserNavigation, 'goToProvider').mockImplementation(() => undefined);
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: /continue with google/i }));
    expect(screen.getByRole('button', { name: /signing in\.\.\./i })).toBeDisabled();
    answer(jsonResponse({ authorization_url: AUTHORIZATION_URL }));
    await vi.waitFor(() => expect(goToProvider).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(screen.getByText('Only @meridian.example e-mail addresses can sign in.')).toBeInTheDocument();
  });

  it("shows the server's message when the sign-in cannot start", async () => {
    stubApi({
      'GET /auth/config/': config,
      'GET /auth/oidc/start/': () =>
        jsonResponse({ detail: 'The sign-in provider could not be reached. Please try again.' }, 502),
    });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: /continue with google/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Google Sign-In failed');
    expect(alert).toHaveTextContent('The sign-in provider could not be reached.');
    expect(screen.getByRole('button', { name: /continue with google/i })).toBeEnabled();
  });

  it('says "Google Sign-In failed" when the server gives no reason', async () => {
    stubApi({
      'GET /auth/config/': config,
      'GET /auth/oidc/start/': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: /continue with google/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Google Sign-In failed$/);
  });
});

describe('the popup variant', () => {
  it('opens a 500x600 window and says so when the browser blocks it', async () => {
    stubApi({
      'GET /auth/config/': config,
      'GET /auth/oidc/start/': { authorization_url: AUTHORIZATION_URL },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in in a pop-up window' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'shortlist-sso', 'width=500,height=600');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Popup blocked. Please allow popups for this site.',
    );
  });

  it('points the window at the provider and reports "Authentication cancelled" once it is closed', async () => {
    stubApi({
      'GET /auth/config/': config,
      'GET /auth/oidc/start/': { authorization_url: AUTHORIZATION_URL },
    });
    const popup = openFakePopup();
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in in a pop-up window' }));
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZATION_URL));
    popup.closed = true;
    expect(await screen.findByRole('alert', {}, { timeout: 2500 })).toHaveTextContent(
      'Authentication cancelled',
    );
  });

  it('signs in with the session the callback window posts back', async () => {
    stubApi({
      'GET /auth/config/': config,
      'GET /auth/oidc/start/': { authorization_url: AUTHORIZATION_URL },
      'GET /jobs/': pageOf([]),
    });
    const popup = openFakePopup();
    const { user, router } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in in a pop-up window' }));
    const session = { access_token: 'popup-access', refresh_token: 'popup-refresh', user: adminUser };
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'shortlist:sso', ok: true, session },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(popup.close).toHaveBeenCalled();
  });
});
