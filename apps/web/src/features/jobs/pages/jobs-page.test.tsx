import { DEFAULT_PAGE_SIZE } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { buildEmailTemplate } from '../../../test/email-fixtures.ts';
import { adminUser, buildJob, financeUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

/** The jobs route answers the main list; the sidebar's open-jobs call gets an empty page. */
function stubJobsPage(user: typeof adminUser, listRoute: (request: StubRequest) => Response) {
  storeSignedInUser(user);
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': (request) =>
      request.query.get('page_size') === String(DEFAULT_PAGE_SIZE)
        ? listRoute(request)
        : jsonResponse(pageOf([])),
    'GET /email-ingestion/templates/': pageOf([buildEmailTemplate({ id: 4, name: 'Interview invite' })]),
  });
}

async function findJobsTable() {
  return screen.findByRole('table');
}

describe('jobs page', () => {
  it('lists jobs with status, priority, recruiter or Unassigned, applications and created date', async () => {
    stubJobsPage(adminUser, () =>
      jsonResponse(
        pageOf([
          buildJob({
            id: 7,
            title: 'Product Manager',
            status: 'paused',
            priority: 'critical',
            recruiter_name: null,
            application_count: 9,
            created_at: '2025-01-05T10:00:00Z',
          }),
          buildJob({ id: 8, title: 'DevOps Engineer', status: 'closed', location: 'Berlin' }),
        ]),
      ),
    );
    renderApp('/jobs');

    const table = await findJobsTable();
    const [, firstRow] = within(table).getAllByRole('row');
    const row = within(firstRow as HTMLElement);
    expect(row.getByRole('link', { name: 'Product Manager' })).toHaveAttribute('href', '/jobs/7');
    expect(row.getByText('Paused')).toBeInTheDocument();
    expect(row.getByText('Critical')).toBeInTheDocument();
    expect(row.getByText('Unassigned')).toBeInTheDocument();
    expect(row.getByText('9')).toBeInTheDocument();
    expect(row.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(table).getByText('Closed')).toBeInTheDocument();
    expect(within(table).getByText('Berlin')).toBeInTheDocument();
  });

  it('asks the server for the status in the address (?status=open)', async () => {
    const fetchMock = stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob()])));
    renderApp('/jobs?status=open');

    await findJobsTable();
    expect(requestsMade(fetchMock)).toContain(`GET /jobs/?status=open&page=1&page_size=${DEFAULT_PAGE_SIZE}`);
  });

  it('asks the server for remote jobs with ?location=remote and can drop the filter', async () => {
    const fetchMock = stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob({ location: 'Remote' })])));
    const { user, router } = renderApp('/jobs?location=remote');

    await findJobsTable();
    expect(screen.getByRole('note')).toHaveTextContent('Remote jobs');
    expect(requestsMade(fetchMock)).toContain(
      `GET /jobs/?location=remote&page=1&page_size=${DEFAULT_PAGE_SIZE}`,
    );

    await user.click(screen.getByRole('button', { name: 'Show all locations' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry button, and the list once Retry succeeds', async () => {
    let attempts = 0;
    stubJobsPage(adminUser, () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ detail: 'Database unavailable' }, 503)
        : jsonResponse(pageOf([buildJob({ title: 'Consultant' })]));
    });
    const { user } = renderApp('/jobs');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load jobs");
    expect(alert).toHaveTextContent('Database unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Consultant' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'No jobs found' with a Create Job link when there are no jobs", async () => {
    stubJobsPage(adminUser, () => jsonResponse(pageOf([])));
    renderApp('/jobs');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    const createLinks = screen.getAllByRole('link', { name: 'Create Job' });
    expect(createLinks.length).toBeGreaterThan(0);
    for (const link of createLinks) expect(link).toHaveAttribute('href', '/jobs/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers no Create Job link to a role that cannot create jobs', async () => {
    stubJobsPage(financeUser, () => jsonResponse(pageOf([])));
    renderApp('/jobs');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Job' })).not.toBeInTheDocument();
  });

  it('pages through the list when there are more jobs than fit on a page', async () => {
    const fetchMock = stubJobsPage(adminUser, (request) => {
      const page = Number(request.query.get('page'));
      return jsonResponse(pageOf([buildJob({ title: `Page ${page} job` })], 30));
    });
    const { user, router } = renderApp('/jobs');

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /next/i }));

    expect(await screen.findByRole('link', { name: 'Page 2 job' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsMade(fetchMock)).toContain(`GET /jobs/?page=2&page_size=${DEFAULT_PAGE_SIZE}`);
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
  });

  it('reads a page number that is not a whole number from 1 up as the first page', async () => {
    const fetchMock = stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob()], 30)));
    renderApp('/jobs?page=2.5');

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain(`GET /jobs/?page=1&page_size=${DEFAULT_PAGE_SIZE}`);
  });

  it('hides pagination when one page holds every job', async () => {
    stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob()])));
    renderApp('/jobs');

    await findJobsTable();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('puts a chosen filter in the URL, asks the server for it, and Clear All drops every filter', async () => {
    const fetchMock = stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob()])));
    const { user, router } = renderApp('/jobs?priority=critical');

    await findJobsTable();
    expect(requestsMade(fetchMock)).toContain(
      `GET /jobs/?priority=critical&page=1&page_size=${DEFAULT_PAGE_SIZE}`,
    );
    await user.click(screen.getByRole('combobox', { name: 'Readiness' }));
    await user.click(await screen.findByRole('option', { name: 'Ready' }));
    expect(router.state.location.search).toBe('?priority=critical&readiness=ready');

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'devops');
    await waitFor(() => expect(router.state.location.search).toContain('search=devops'));
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        `GET /jobs/?readiness=ready&priority=critical&search=devops&page=1&page_size=${DEFAULT_PAGE_SIZE}`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('');
  });

  it('sends no search of a single character (whitespace aside), and sends 2 or more as usual', async () => {
    const fetchMock = stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob()])));
    const searches = () => requestsMade(fetchMock).filter((request) => request.includes('search='));
    const { user, router } = renderApp('/jobs?search=a');
    await findJobsTable();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(box).toHaveValue('a');
    expect(requestsMade(fetchMock)).toContain(`GET /jobs/?page=1&page_size=${DEFAULT_PAGE_SIZE}`);

    await user.clear(box);
    await user.type(box, '  d ');
    await waitFor(() => expect(router.state.location.search).toBe('?search=d'));
    // the box keeps what was typed (a space between two words survives a pause); the address is trimmed
    expect(box).toHaveValue('  d ');
    expect(searches()).toEqual([]);

    await user.type(box, '{Backspace}e');
    await waitFor(() =>
      expect(searches()).toEqual([`GET /jobs/?search=de&page=1&page_size=${DEFAULT_PAGE_SIZE}`]),
    );
  });

  it('shows every row field and working row actions', async () => {
    stubJobsPage(adminUser, () =>
      jsonResponse(
        pageOf([
          buildJob({
            id: 5,
            title: 'DevOps Engineer',
            salary_min: 120000,
            salary_max: 150000,
            sectors: [{ sector: 'Insurance and Other', positions: 3 }],
            quality_threshold: 8.2,
            active_candidates: 4,
            application_count: 6,
            conversion_rate: 67,
            days_open: 12,
          }),
          buildJob({
            id: 6,
            title: 'Ready Role',
            readiness: { is_ready: true, completion_percentage: 100, missing: [] },
          }),
        ]),
      ),
    );
    renderApp('/jobs');
    const table = await findJobsTable();
    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first as HTMLElement);
    expect(row.getByText('$120,000 – $150,000')).toBeInTheDocument();
    expect(row.getByText('Insurance and Other × 3')).toBeInTheDocument();
    expect(row.getByText('QT: 8.2')).toBeInTheDocument();
    expect(row.getByText('67%')).toBeInTheDocument();
    expect(row.getByText('12 days open')).toBeInTheDocument();
    expect(row.getByRole('img', { name: /Pipeline: Applied 0/ })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Complete Setup' })).toHaveAttribute(
      'href',
      '/jobs/5?tab=complete-setup',
    );
    expect(row.getByRole('link', { name: 'Kanban' })).toHaveAttribute('href', '/jobs/5/kanban');
    // issue 12: the e-mail action opens the compose dialog (app/compositions covers what it holds)
    expect(row.getByRole('button', { name: 'Email template' })).toHaveAttribute('aria-haspopup', 'dialog');
    const calendar = new URL(row.getByRole('link', { name: 'Schedule interview' }).getAttribute('href')!);
    const [start, end] = calendar.searchParams.get('dates')!.split('/');
    const toDate = (stamp: string) =>
      new Date(stamp.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'));
    expect(toDate(end!).getTime() - toDate(start!).getTime()).toBe(60 * 60 * 1000);
    expect(toDate(start!).getTime()).toBeGreaterThan(Date.now());
    expect(row.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/jobs/5#notes');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Ready' })).toBeInTheDocument();
  });

  it("opens the compose dialog from a row's e-mail action with the job title and no recipient", async () => {
    stubJobsPage(adminUser, () => jsonResponse(pageOf([buildJob({ id: 5, title: 'DevOps Engineer' })])));
    const { user } = renderApp('/jobs');
    await findJobsTable();
    await user.click(screen.getByRole('button', { name: 'Email template' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Send Email' }));
    expect(dialog.getByText('About DevOps Engineer')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('');
    await user.click(await dialog.findByRole('radio', { name: /Interview invite/ }));
    expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveValue('DevOps Engineer');
  });

  it('offers no e-mail action to a role that may not send e-mail', async () => {
    stubJobsPage(financeUser, () => jsonResponse(pageOf([buildJob({ id: 5 })])));
    renderApp('/jobs');
    await findJobsTable();
    expect(screen.queryByRole('button', { name: 'Email template' })).not.toBeInTheDocument();
  });

  it('archives a job from the more menu after confirming', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    storeSignedInUser(adminUser);
    let patched: unknown;
    stubApi({
      'GET /auth/me/': adminUser,
      'GET /jobs/': pageOf([buildJob({ id: 5, title: 'DevOps Engineer' })]),
      'PATCH /jobs/5/': (request: StubRequest) => {
        patched = request.body;
        return jsonResponse({ ...buildJob({ id: 5 }), status: 'closed' });
      },
    });
    const { user } = renderApp('/jobs');
    await user.click(await screen.findByRole('button', { name: 'More actions for DevOps Engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive Job' }));
    await waitFor(() => expect(patched).toEqual({ status: 'closed' }));
    expect(await screen.findByText('Job archived')).toBeInTheDocument();
  });
});
