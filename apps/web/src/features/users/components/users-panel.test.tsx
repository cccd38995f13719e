import type { UserAccount } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  requestsMade,
  type StubRequest,
  type StubRoute,
  stubApi,
} from '../../../test/api-stub.ts';
import { adminUser, financeUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

function account(overrides: Partial<UserAccount>): UserAccount {
  return {
    id: 50,
    email: 'someone@meridian.example',
    full_name: 'Someone',
    role: 'recruiter',
    is_active: true,
    status: 'active',
    last_login_at: '2026-03-14T09:30:00Z',
    created_at: '2026-01-02T09:30:00Z',
    ...overrides,
  };
}

const me = account({ ...adminUser });
const harper = account({
  id: 2,
  email: 'harper.manager@meridian.example',
  full_name: 'Harper Lin',
  role: 'hiring_manager',
});

function signInAs(user = adminUser, routes: Record<string, StubRoute | object> = {}) {
  storeSignedInUser(user);
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /users/': pageOf([me, harper]),
    'GET /users/audit-log/': pageOf([]),
    ...routes,
  });
}

describe('settings → users', () => {
  it('lists the accounts with role, status and last sign-in for an administrator', async () => {
    signInAs();
    renderApp('/settings');

    const row = (await screen.findByText('Harper Lin', {}, { timeout: 4000 })).closest('tr')!;
    expect(within(row).getByText('harper.manager@meridian.example')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Role of Harper Lin' })).toHaveTextContent(
      'Hiring Manager',
    );
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Mar 14, 2026')).toBeInTheDocument();
  });

  it('changes a role only after confirming it', async () => {
    let patched: unknown;
    signInAs(adminUser, {
      'PATCH /users/2/': (request: StubRequest) => {
        patched = request.body;
        return jsonResponse({ ...harper, role: 'finance' });
      },
    });
    const { user } = renderApp('/settings');

    await user.click(await screen.findByRole('combobox', { name: 'Role of Harper Lin' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change role?' });
    expect(dialog).toHaveTextContent('Harper Lin becomes Finance (now Hiring Manager)');
    expect(patched).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Harper Lin is now Finance')).toBeInTheDocument();
    expect(patched).toEqual({ role: 'finance' });
  });

  it('deactivates after confirmation and shows the server refusing the last administrator', async () => {
    signInAs(adminUser, {
      'PATCH /users/1/': () =>
        jsonResponse({ detail: 'The organisation needs at least one active administrator.' }, 409),
    });
    const { user } = renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Avery Quinn' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('The organisation needs at least one active administrator.'),
    ).toBeInTheDocument();
  });

  it('invites an address with a role, checking the e-mail with the shared schema first', async () => {
    let invited: unknown;
    signInAs(adminUser, {
      'POST /users/': (request: StubRequest) => {
        invited = request.body;
        return jsonResponse(
          account({ id: 9, email: 'new@meridian.example', role: 'finance', status: 'invited' }),
          201,
        );
      },
    });
    const { user } = renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(invited).toBeUndefined();

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'new@meridian.example');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('new@meridian.example invited as Finance')).toBeInTheDocument();
    expect(invited).toMatchObject({ email: 'new@meridian.example', role: 'finance' });
  });

  it("puts the server's field message under the e-mail", async () => {
    signInAs(adminUser, {
      'POST /users/': () => jsonResponse({ email: ['A user with this e-mail address already exists.'] }, 400),
    });
    const { user } = renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'taken@meridian.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(
      await within(dialog).findByText('A user with this e-mail address already exists.'),
    ).toBeInTheDocument();
  });

  it('shows no user administration to other roles and never asks for the user list', async () => {
    const fetchMock = signInAs(financeUser);
    renderApp('/settings');

    expect(await screen.findByText('Nothing to configure for your role')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).some((call) => call.startsWith('GET /users/'))).toBe(false);
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    signInAs(adminUser, {
      'GET /users/': () => jsonResponse({ detail: 'Database unavailable' }, 503),
    });
    renderApp('/settings');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('signs me out after I change my own role, since my sessions end with it', async () => {
    signInAs(adminUser, {
      'PATCH /users/1/': () => jsonResponse({ ...me, role: 'recruiter' }),
      'POST /auth/logout/': () => jsonResponse(null, 204),
      'GET /auth/config/': { dev_login: true, sso_enabled: false, allowed_email_domains: [] },
    });
    const { user, router } = renderApp('/settings');

    await user.click(await screen.findByRole('combobox', { name: 'Role of Avery Quinn' }, { timeout: 4000 }));
    await user.click(await screen.findByRole('option', { name: 'Recruiter' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change role' }),
    );
    await screen.findByRole('heading', { name: 'Welcome to Shortlist' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
