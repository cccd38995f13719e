import { DEFAULT_PAGE_SIZE } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { buildPublicJobSummary } from '../careers-fixtures.ts';

const LIST = `page=1&page_size=${DEFAULT_PAGE_SIZE}`;

function stubCareers(list: (request: StubRequest) => Response) {
  return stubApi({ 'GET /public/jobs/': list });
}

// jsdom has no scrolling; the pages' scroll restoration calls it on every navigation
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('careers page', () => {
  it('lists the open jobs for a visitor who is not signed in, each linking to its apply page', async () => {
    const fetchMock = stubCareers(() =>
      jsonResponse(
        pageOf([
          buildPublicJobSummary({
            id: 7,
            title: 'Data Analyst',
            department: 'Analytics',
            location: 'London, UK',
            employment_type: 'Full-time',
            salary: { min: 55000, max: 70000, currency: 'GBP' },
            posted_at: '2026-03-03T09:00:00.000Z',
            closes_on: '2026-04-30',
          }),
          buildPublicJobSummary({
            id: 8,
            title: 'Site Reliability Engineer',
            department: 'Platform',
            location: 'Remote (EU)',
            employment_type: 'Contract',
            remote: true,
          }),
        ]),
      ),
    );
    const { router } = renderApp('/careers');

    expect(await screen.findByRole('heading', { name: 'Careers at Meridian', level: 1 })).toBeInTheDocument();
    const analyst = (await screen.findByRole('link', { name: 'Data Analyst' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(analyst).getByRole('link', { name: 'Data Analyst' })).toHaveAttribute('href', '/apply/7');
    expect(within(analyst).getByText('Analytics')).toBeInTheDocument();
    expect(within(analyst).getByText('London, UK')).toBeInTheDocument();
    expect(within(analyst).getByText('Full-time')).toBeInTheDocument();
    expect(within(analyst).getByText('£55,000 – £70,000')).toBeInTheDocument();
    expect(within(analyst).getByText('Posted Mar 3, 2026')).toBeInTheDocument();
    expect(within(analyst).getByText('Applications close Apr 30, 2026')).toBeInTheDocument();
    expect(within(analyst).queryByText('Remote')).not.toBeInTheDocument();

    const engineer = screen
      .getByRole('link', { name: 'Site Reliability Engineer' })
      .closest('article') as HTMLElement;
    expect(within(engineer).getByText('Remote')).toBeInTheDocument();
    expect(within(engineer).queryByText('Salary:')).not.toBeInTheDocument();

    expect(screen.getByText('2 open positions')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Open positions · Meridian careers'));
    expect(router.state.location.pathname).toBe('/careers');
    expect(requestsMade(fetchMock)).toEqual([`GET /public/jobs/?${LIST}`]);
  });

  it('stays public for a browser that holds a stale session: no session check, no sign-in page', async () => {
    storeSignedInUser(adminUser);
    const fetchMock = stubCareers(() => jsonResponse(pageOf([buildPublicJobSummary()])));
    const { router } = renderApp('/careers');

    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers');
    expect(requestsMade(fetchMock).some((request) => request.includes('/auth/'))).toBe(false);
  });

  it('searches as the visitor types and keeps the search in the address', async () => {
    const fetchMock = stubCareers((request) =>
      jsonResponse(
        pageOf(
          request.query.get('search') === 'engineer'
            ? [buildPublicJobSummary({ id: 9, title: 'Platform Engineer' })]
            : [buildPublicJobSummary()],
        ),
      ),
    );
    const { user, router } = renderApp('/careers');
    await screen.findByRole('link', { name: 'Data Analyst' });

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'engineer');

    expect(await screen.findByRole('link', { name: 'Platform Engineer' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=engineer');
    // one request for the typed words, not one a keystroke
    expect(requestsMade(fetchMock)).toEqual([
      `GET /public/jobs/?${LIST}`,
      `GET /public/jobs/?search=engineer&${LIST}`,
    ]);
  });

  it('opens a shared link with its search and sector, and filters by another sector', async () => {
    const fetchMock = stubCareers(() => jsonResponse(pageOf([buildPublicJobSummary()])));
    const { user, router } = renderApp('/careers?search=analyst&sector=Meridian+Marketing');

    await screen.findByRole('link', { name: 'Data Analyst' });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('analyst');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveTextContent('Meridian Marketing');
    expect(requestsMade(fetchMock)).toContain(
      `GET /public/jobs/?search=analyst&sector=Meridian+Marketing&${LIST}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    await user.click(await screen.findByRole('option', { name: 'Pharma & Life Sciences' }));

    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        `GET /public/jobs/?search=analyst&sector=Pharma+%26+Life+Sciences&${LIST}`,
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('sector')).toBe('Pharma & Life Sciences');
  });

  it('says when nothing matches the search and offers every open position again', async () => {
    const fetchMock = stubCareers((request) =>
      jsonResponse(pageOf(request.query.has('search') ? [] : [buildPublicJobSummary()])),
    );
    const { user, router } = renderApp('/careers?search=astronaut');

    expect(await screen.findByText('No open positions match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all open positions' }));

    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(requestsMade(fetchMock)).toContain(`GET /public/jobs/?${LIST}`);
  });

  it('says so when the organisation has no open jobs at all', async () => {
    stubCareers(() => jsonResponse(pageOf([])));
    renderApp('/careers');

    expect(await screen.findByText('There are no open positions right now')).toBeInTheDocument();
    expect(screen.queryByText('No open positions match your search')).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and loads again on Retry', async () => {
    let calls = 0;
    stubCareers(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ detail: 'Service unavailable' }, 503)
        : jsonResponse(pageOf([buildPublicJobSummary()]));
    });
    const { user } = renderApp('/careers');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the open positions");
    expect(alert).toHaveTextContent('Service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
  });

  it('pages through more jobs than a page holds', async () => {
    const fetchMock = stubCareers((request) =>
      jsonResponse(
        pageOf(
          [
            buildPublicJobSummary({
              id: Number(request.query.get('page')),
              title: `Role ${request.query.get('page')}`,
            }),
          ],
          DEFAULT_PAGE_SIZE + 5,
        ),
      ),
    );
    const { user, router } = renderApp('/careers');

    await screen.findByRole('link', { name: 'Role 1' });
    expect(screen.getByText(/of/, { selector: 'p' })).toHaveTextContent(
      `Showing 1–25 of ${DEFAULT_PAGE_SIZE + 5} positions`,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Role 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsMade(fetchMock)).toContain(`GET /public/jobs/?page=2&page_size=${DEFAULT_PAGE_SIZE}`);
  });
});
