import { DEMO_USERS, ROLE_LABELS, STORAGE_KEYS } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const config = (overrides = {}) => ({
  dev_login: true,
  sso_enabled: false,
  allowed_email_domains: [],
  ...overrides,
});

const signedIn = { access_token: 'a1', refresh_token: 'r1', user: adminUser };

describe('login page', () => {
  it('offers the four demo identities with their role labels when dev sign-in is on', async () => {
    stubApi({ 'GET /auth/config/': config() });
    renderApp('/login');

    const demo = await screen.findByRole('region', { name: 'Demo sign-in' });
    const buttons = within(demo).getAllByRole('button');
    expect(buttons).toHaveLength(DEMO_USERS.length);
    for (const demoUser of DEMO_USERS) {
      expect(
        within(demo).getByRole('button', {
          name: new RegExp(`${demoUser.full_name}.*${ROLE_LABELS[demoUser.role]}`),
        }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Welcome to Shortlist' })).toBeInTheDocument();
  });

  it('hides demo sign-in when dev sign-in is off and says single sign-on is not configured', async () => {
    stubApi({
      'GET /auth/config/': config({
        dev_login: false,
        allowed_email_domains: ['meridian.example', 'meridian.co'],
      }),
    });
    renderApp('/login');

    const google = await screen.findByRole('button', { name: /continue with google/i });
    expect(google).toBeDisabled();
    expect(screen.getByText('Single sign-on is not configured yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Only @meridian.example and @meridian.co e-mail addresses can sign in.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Demo sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Avery Quinn/ })).not.toBeInTheDocument();
  });

  it('says any Google account can sign in when no domains are configured', async () => {
    stubApi({ 'GET /auth/config/': config() });
    renderApp('/login');

    expect(await screen.findByText('Any Google account can sign in.')).toBeInTheDocument();
  });

  it('signs in as the chosen demo user, stores the session and opens the dashboard', async () => {
    let loginBody: unknown;
    stubApi({
      'GET /auth/config/': config(),
      'POST /auth/dev-login/': (request: StubRequest) => {
        loginBody = request.body;
        return jsonResponse(signedIn);
      },
      'GET /jobs/': pageOf([]),
    });
    const { user, router } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: /Avery Quinn/ }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(loginBody).toEqual({ email: adminUser.email, role: 'admin', full_name: 'Avery Quinn' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('a1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(adminUser);
  });

  it("shows the server's message when sign-in fails", async () => {
    stubApi({
      'GET /auth/config/': config(),
      'POST /auth/dev-login/': () => jsonResponse({ detail: 'Dev login is disabled on this server.' }, 403),
    });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: /Harper Lin/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Dev login is disabled on this server.');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows an error with Retry when the sign-in options cannot be loaded', async () => {
    stubApi({ 'GET /auth/config/': () => jsonResponse({ detail: 'Database unavailable' }, 503) });
    renderApp('/login');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('returns to the page the visitor was going to before signing in', async () => {
    stubApi({
      'GET /auth/config/': config(),
      'POST /auth/dev-login/': () => jsonResponse(signedIn),
      'GET /jobs/': pageOf([]),
    });
    const { user, router } = renderApp('/jobs?status=open');

    await user.click(await screen.findByRole('button', { name: /Avery Quinn/ }));

    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?status=open');
  });
});
