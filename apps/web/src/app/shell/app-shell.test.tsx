import {
  SEARCH_DEBOUNCE_MS,
  type SearchResults,
  SIDEBAR_ACTIVE_JOBS,
  STORAGE_KEYS,
} from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  requestsMade,
  type StubRequest,
  type StubRoute,
  stubApi,
} from '../../test/api-stub.ts';
import { adminUser, buildJob, financeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../test/render-app.tsx';

const openJobs = [
  buildJob({ id: 11, title: 'Senior Software Engineer', application_count: 12 }),
  buildJob({ id: 12, title: 'Product Manager', application_count: 4 }),
  buildJob({ id: 13, title: 'DevOps Engineer', application_count: 0 }),
];

function signIn(
  user = adminUser,
  jobsRoute: object | ((request: StubRequest) => Response) = pageOf(openJobs, 7),
  routes: Record<string, StubRoute | object> = {},
) {
  storeSignedInUser(user);
  return stubApi({
    ...routes,
    'GET /auth/me/': user,
    'GET /jobs/': jobsRoute,
    'POST /auth/logout/': () => jsonResponse(null, 204),
    'GET /auth/config/': { dev_login: true, sso_enabled: false, allowed_email_domains: [] },
    'GET /notifications/unread-count/': { unread_count: 0, total_count: 0 },
    'GET /notifications/': pageOf([]),
  });
}

/** The global search finds Ada (candidate 40); the candidates list answers empty. */
const searchRoutes: Record<string, StubRoute | object> = {
  'GET /search/': (request: StubRequest) => {
    const results: SearchResults = {
      query: request.query.get('q') ?? '',
      candidates: [
        {
          id: 40,
          full_name: 'Ada Lovelace',
          email: 'ada@example.com',
          current_company: 'Analytical Engines',
          current_role: 'Engineer',
        },
      ],
      jobs: [],
      applications: [],
    };
    return jsonResponse(results);
  },
  'GET /candidates/': pageOf([]),
  'GET /applications/stages/': [],
};

describe('application shell', () => {
  it("shows the signed-in user's name and role in the sidebar, not a fixed admin card", async () => {
    signIn(financeUser);
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Signed-in user' });
    expect(within(card).getByText('Frankie Okafor')).toBeInTheDocument();
    expect(within(card).getByText('Finance')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('lets the keyboard skip the sidebar and the top bar: the first Tab offers the page itself', async () => {
    signIn();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Signed-in user' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    // the browser follows it to <main>, which takes the focus (jsdom does not follow fragments)
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('lists the open jobs from the server in Active Jobs, linking to each job', async () => {
    const fetchMock = signIn();
    renderApp('/dashboard');

    const section = await screen.findByRole('region', { name: 'Active Jobs' });
    const links = await within(section).findAllByRole('link', { name: /Engineer|Manager/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/jobs/11', '/jobs/12', '/jobs/13']);
    expect(within(section).getByRole('link', { name: /Senior Software Engineer/ })).toHaveTextContent('12');
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/jobs?status=open',
    );
    expect(within(section).getByRole('link', { name: 'Create New Job' })).toHaveAttribute(
      'href',
      '/jobs/new',
    );
    expect(requestsMade(fetchMock)).toContain(`GET /jobs/?status=open&page_size=${SIDEBAR_ACTIVE_JOBS}`);
  });

  it('offers Create New Job only to roles that may create jobs', async () => {
    signIn(financeUser);
    renderApp('/dashboard');

    const section = await screen.findByRole('region', { name: 'Active Jobs' });
    await within(section).findByRole('link', { name: /Product Manager/ });
    expect(within(section).queryByRole('link', { name: 'Create New Job' })).not.toBeInTheDocument();
  });

  it('has the five navigation entries, the filter shortcuts, and marks the current page', async () => {
    signIn();
    renderApp('/jobs?status=open');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Jobs', 'Candidates', 'Email System', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('link', { name: 'All Sectors & Departments' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    expect(within(filters).getByRole('link', { name: 'Open Positions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filters).getByRole('link', { name: 'Remote Jobs' })).toHaveAttribute(
      'href',
      '/jobs?location=remote',
    );
  });

  it('logs out: tells the server, clears the three stored items and goes to /login', async () => {
    const fetchMock = signIn();
    const { user, router } = renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Signed-in user' });
    await user.click(within(card).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Shortlist' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requestsMade(fetchMock)).toContain('POST /auth/logout/');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('shows the user menu with profile, settings and log out', async () => {
    signIn();
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'User menu' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(adminUser.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers New Job in quick add only to roles that may create jobs', async () => {
    signIn(financeUser);
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Quick add' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Add Candidate' })).toHaveAttribute(
      'href',
      '/candidates',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'New Job' })).not.toBeInTheDocument();
  });

  it("opens an empty notification panel: 'No notifications', 'You're all caught up!'", async () => {
    signIn();
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByText("You're all caught up!")).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('searches from the top bar and opens a candidate with the keyboard alone', async () => {
    const fetchMock = signIn(adminUser, pageOf(openJobs, 7), searchRoutes);
    const { user, router } = renderApp('/dashboard');

    await screen.findByRole('region', { name: 'Signed-in user' });
    await user.keyboard('/');
    const search = screen.getByRole('combobox', { name: 'Search candidates, jobs and applications' });
    expect(search).toHaveFocus();
    await user.keyboard('ada');
    await screen.findByRole('option', { name: /Ada Lovelace/ });
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates/40'));
    expect(search).toHaveValue('');
    expect(requestsMade(fetchMock)).toContain('GET /search/?q=ada');
  });

  it("shows the candidates list filtered by the search's See all, even from the list itself", async () => {
    signIn(adminUser, pageOf(openJobs, 7), searchRoutes);
    const { user, router } = renderApp('/candidates?search=grace');

    const listSearch = await screen.findByRole('searchbox', { name: 'Search candidates' });
    expect(listSearch).toHaveValue('grace');
    await user.type(screen.getByRole('combobox', { name: /Search candidates, jobs/ }), 'ada');
    await user.click(await screen.findByRole('option', { name: 'See all candidates' }));

    await waitFor(() => expect(listSearch).toHaveValue('ada'));
    // the list's own debounced search must not write its old text back over the new address
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(router.state.location.search).toBe('?search=ada');
    expect(listSearch).toHaveValue('ada');
  });
});
