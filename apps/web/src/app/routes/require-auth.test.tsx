import { STORAGE_KEYS } from '@shortlist/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub.ts';
import { adminUser, pageOf } from '../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../test/render-app.tsx';

const loginConfig = { dev_login: true, sso_enabled: false, allowed_email_domains: [] };

/** A response the test releases when it is ready to. */
function deferredResponse() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('route guard', () => {
  it('sends a visitor without a session straight to /login', async () => {
    stubApi({ 'GET /auth/config/': loginConfig });
    const { router } = renderApp('/jobs');

    expect(await screen.findByRole('heading', { name: 'Welcome to Shortlist' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows Loading... while a restored session is checked, then /login when the server refuses it', async () => {
    storeSignedInUser(adminUser);
    const me = deferredResponse();
    stubApi({
      'GET /auth/me/': () => me.promise,
      'POST /auth/refresh/': () => jsonResponse({ detail: 'Refresh token expired' }, 401),
      'GET /auth/config/': loginConfig,
    });
    const { router } = renderApp('/candidates');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    me.release(jsonResponse({ detail: 'Token expired' }, 401));

    expect(await screen.findByRole('heading', { name: 'Welcome to Shortlist' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('lets a confirmed session through and takes the name and role from the server', async () => {
    storeSignedInUser(adminUser);
    stubApi({
      'GET /auth/me/': { ...adminUser, full_name: 'Avery Quinn-Lee', role: 'recruiter' },
      'GET /jobs/': pageOf([]),
    });
    renderApp('/candidates');

    expect(await screen.findByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
    expect(screen.getByText('Avery Quinn-Lee')).toBeInTheDocument();
    expect(screen.getByText('Recruiter')).toBeInTheDocument();
  });

  it('sends a user without the create-jobs permission from /jobs/new to /jobs', async () => {
    const finance = { ...adminUser, role: 'finance' as const };
    storeSignedInUser(finance);
    stubApi({ 'GET /auth/me/': finance, 'GET /jobs/': pageOf([]) });
    const { router } = renderApp('/jobs/new');

    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
  });

  it('shows Page not found for an unknown address, with a link to the dashboard', async () => {
    storeSignedInUser(adminUser);
    stubApi({ 'GET /auth/me/': adminUser, 'GET /jobs/': pageOf([]) });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
