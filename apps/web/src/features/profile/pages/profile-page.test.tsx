import { STORAGE_KEYS } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { financeUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

const sessions = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    user_agent: CHROME_MAC,
    started_at: '2026-03-10T09:00:00Z',
    last_used_at: '2026-03-14T09:30:00Z',
    expires_at: '2026-04-10T09:00:00Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    user_agent: FIREFOX_WINDOWS,
    started_at: '2026-03-01T09:00:00Z',
    last_used_at: '2026-03-02T10:00:00Z',
    expires_at: '2026-04-01T09:00:00Z',
    current: false,
  },
];

function signIn(routes: Record<string, unknown> = {}) {
  storeSignedInUser(financeUser);
  return stubApi({
    'GET /auth/me/': financeUser,
    'GET /jobs/': pageOf([]),
    'GET /auth/sessions/': sessions,
    'GET /auth/config/': { dev_login: true, sso_enabled: false, allowed_email_domains: [] },
    ...(routes as Record<string, object>),
  });
}

describe('my profile', () => {
  it("shows the signed-in user's name, e-mail, role and what the role allows", async () => {
    signIn();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Frankie Okafor' })).toBeInTheDocument();
    expect(screen.getByText('frankie.finance@meridian.example')).toBeInTheDocument();
    expect(screen.getAllByText('Finance').length).toBeGreaterThan(0);
    expect(screen.getByText('View salary information')).toBeInTheDocument();
    expect(screen.queryByText('Administer users and roles')).not.toBeInTheDocument();
  });

  it('lists my sessions, marks this browser and signs out of another', async () => {
    const fetchMock = signIn({
      'DELETE /auth/sessions/22222222-2222-4222-8222-222222222222/': () => jsonResponse(null, 204),
    });
    const { user } = renderApp('/profile');

    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This browser');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Firefox on Windows');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out of Firefox on Windows' }));
    expect(await screen.findByText('Signed out of that session')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('DELETE /auth/sessions/22222222-2222-4222-8222-222222222222/');
  });

  it('signs out everywhere after confirming, then leaves for the login page with nothing stored', async () => {
    const fetchMock = signIn({
      'POST /auth/sessions/revoke-all/': () => jsonResponse(null, 204),
      'POST /auth/logout/': () => jsonResponse(null, 204),
    });
    const { user, router } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await screen.findByRole('heading', { name: 'Welcome to Shortlist' });
    expect(router.state.location.pathname).toBe('/login');
    expect(requestsMade(fetchMock)).toContain('POST /auth/sessions/revoke-all/');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('lets me choose which notifications I receive', async () => {
    signIn({
      'GET /notifications/preferences/': {
        new_application: true,
        stage_change: false,
        status_change: true,
        mention: true,
        signoff_request: true,
        email_failed: true,
        interview: true,
        interview_reminder: true,
        scorecard_submitted: true,
        offer_approval: true,
        offer_update: true,
        task: true,
        automation_failed: true,
      },
    });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Notification preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Stage change' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mention' })).toBeChecked();
  });
});
