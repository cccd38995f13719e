import { STORAGE_KEYS } from '@shortlist/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const session = { access_token: 'sso-access', refresh_token: 'sso-refresh', user: adminUser };
const config = { dev_login: false, sso_enabled: true, allowed_email_domains: ['meridian.example'] };

afterEach(() => vi.useRealTimers());

describe('sign-in callback', () => {
  it('exchanges the code exactly once, even in strict mode, stores the session and opens the dashboard', async () => {
    let body: unknown;
    const fetchMock = stubApi({
      'POST /auth/google/callback/': (request: StubRequest) => {
        body = request.body;
        return jsonResponse(session);
      },
      'GET /jobs/': pageOf([]),
      'GET /auth/config/': config,
    });
    const { router } = renderApp('/auth/callback?code=once-code&state=s1&iss=https%3A%2F%2Fidp', {
      strictMode: true,
    });

    expect(screen.getByRole('heading', { name: 'Completing sign-in...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(
      requestsMade(fetchMock).filter((call) => call.startsWith('POST /auth/google/callback/')),
    ).toHaveLength(1);
    expect(body).toEqual({ code: 'once-code', state: 's1', iss: 'https://idp' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('sso-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('sso-refresh');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(adminUser);
  });

  it('says no code was received and returns to the login page after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'GET /auth/config/': config });
    const { router } = renderApp('/auth/callback');

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByText('No authorization code received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Login' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2900);
    expect(router.state.location.pathname).toBe('/auth/callback');
    await vi.advanceTimersByTimeAsync(200);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains a reused or expired code (invalid_grant)', async () => {
    stubApi({
      'POST /auth/google/callback/': () =>
        jsonResponse({ detail: 'Authorization code expired or already used.', error: 'invalid_grant' }, 400),
      'GET /auth/config/': config,
    });
    renderApp('/auth/callback?code=used-code&state=s2');

    expect(
      await screen.findByText('Authorization code expired or already used. Please try logging in again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("names the status of any other refusal, with the server's reason", async () => {
    stubApi({
      'POST /auth/google/callback/': () =>
        jsonResponse({ detail: 'Only e-mail addresses from meridian.example can sign in.' }, 403),
      'GET /auth/config/': config,
    });
    renderApp('/auth/callback?code=outsider-code&state=s3');

    expect(await screen.findByText('Authentication failed (403)')).toBeInTheDocument();
    expect(screen.getByText('Only e-mail addresses from meridian.example can sign in.')).toBeInTheDocument();
  });

  it("shows the provider's error and goes back to login on request", async () => {
    stubApi({ 'GET /auth/config/': config });
    const { user, router } = renderApp('/auth/callback?error=access_denied');

    expect(await screen.findByText('Authentication failed: access_denied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('in the sign-in popup, hands the session to the login page that opened it instead', async () => {
    stubApi({ 'POST /auth/google/callback/': () => jsonResponse(session), 'GET /auth/config/': config });
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    localStorage.setItem('shortlist.sso_popup_state', 'popup-state');
    try {
      renderApp('/auth/callback?code=popup-code&state=popup-state');
      await vi.waitFor(() =>
        expect(postMessage).toHaveBeenCalledWith(
          { type: 'shortlist:sso', ok: true, session },
          window.location.origin,
        ),
      );
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
