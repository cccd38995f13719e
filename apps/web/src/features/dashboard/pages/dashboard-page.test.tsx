import type { DashboardTiles, DashboardVisit, User } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { adminUser, financeUser, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildDashboardTiles } from '../test/dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

const VISIT: DashboardVisit = {
  previous_visit_at: '2026-03-10T08:00:00Z',
  visited_at: '2026-03-13T09:00:00Z',
};
const TILES = 'GET /analytics/dashboard-tiles/';
const VISITS = 'POST /analytics/dashboard-visits/';

/**
 * Opens the page alone, or (`wholeApp`) at /dashboard inside the whole app under strict mode, as
 * the development entry point runs it: effects run twice there.
 */
function openDashboard(
  user: User,
  routes: { tiles?: DashboardTiles | StubRoute; visit?: DashboardVisit | StubRoute } = {},
  { wholeApp = false } = {},
) {
  storeSignedInUser(user);
  const fetchMock = stubApi({
    'GET /auth/me/': user,
    [VISITS]: routes.visit ?? VISIT,
    [TILES]: routes.tiles ?? buildDashboardTiles(),
  });
  const view = wholeApp ? renderApp('/dashboard', { strictMode: true }) : renderComponent(<DashboardPage />);
  const analyticsCalls = () => requestsMade(fetchMock).filter((call) => call.includes('/analytics/'));
  return { ...view, fetchMock, analyticsCalls };
}

const group = (name: string) => screen.findByRole('group', { name });

describe('dashboard page', () => {
  it('records the visit once, even in strict mode, and asks for the tiles in the viewer’s zone only after', async () => {
    let answerVisit: () => void = () => {};
    const { analyticsCalls } = openDashboard(
      recruiterUser,
      {
        visit: () =>
          new Promise<Response>((resolve) => {
            answerVisit = () => resolve(jsonResponse(VISIT));
          }),
      },
      { wholeApp: true },
    );

    expect(await screen.findByText('Loading dashboard')).toBeInTheDocument();
    await expect.poll(analyticsCalls).toEqual([VISITS]);

    answerVisit();

    expect(await group('Active Jobs')).toHaveTextContent('9');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(analyticsCalls()).toEqual([VISITS, `${TILES}?tz=${encodeURIComponent(zone)}`]);
  });

  it('still loads the tiles when the visit could not be recorded', async () => {
    const { analyticsCalls } = openDashboard(recruiterUser, {
      visit: () => jsonResponse({ detail: 'Something went wrong' }, 500),
    });

    expect(await group('Pipeline Candidates')).toHaveTextContent('57');
    expect(analyticsCalls()).toHaveLength(2);
    expect(analyticsCalls()[1]).toMatch(/^GET \/analytics\/dashboard-tiles\/\?tz=/);
  });

  it('shows the header, the cards, the recent applications, the open jobs and my work together', async () => {
    openDashboard(adminUser);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Shortlist');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByRole('link', { name: 'New Job' })).toHaveAttribute('href', '/jobs/new');
    expect(await group('Interviews this week')).toHaveTextContent('11');
    expect(screen.getByRole('list', { name: 'Recent applications' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My work' })).toBeInTheDocument();
  });

  it('offers New Job only to those who may create jobs', async () => {
    openDashboard(financeUser, { tiles: buildDashboardTiles({ active_jobs: [] }) });

    await group('Active Jobs');
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Job' })).not.toBeInTheDocument();
    expect(screen.getByText('No open jobs')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Job' })).not.toBeInTheDocument();
  });

  it('says what failed with a Retry that loads the dashboard, and shows no numbers meanwhile', async () => {
    let fail = true;
    const { user } = openDashboard(recruiterUser, {
      tiles: () =>
        fail
          ? jsonResponse({ detail: 'The database is not answering.' }, 503)
          : jsonResponse(buildDashboardTiles()),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the dashboard");
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(screen.queryByRole('group', { name: 'Active Jobs' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await group('Active Jobs')).toHaveTextContent('9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
