import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildJobDetail, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { todayUtc } from '../lib/report-filters.ts';
import { useChartSize } from '../test/chart-size.ts';
import { buildAnalyticsReport } from '../test/report-fixtures.ts';

const REPORT = 'GET /analytics/report/';

function openJobAnalytics(
  path: string,
  job: object | Response = buildJobDetail({ id: 7, title: 'Senior Software Engineer' }),
) {
  storeSignedInUser(recruiterUser);
  const fetchMock = stubApi({
    'GET /auth/me/': recruiterUser,
    'GET /jobs/7/': () => (job instanceof Response ? job : jsonResponse(job)),
    [REPORT]: buildAnalyticsReport(),
  });
  const view = renderApp(path);
  const reportCalls = () => requestsMade(fetchMock).filter((call) => call.startsWith(REPORT));
  return { ...view, fetchMock, reportCalls };
}

describe('job analytics page', () => {
  useChartSize();
  // the router loads the page's module lazily: load it once up front, not inside a test's wait
  beforeAll(() => import('../../../app/compositions/analytics-pages.tsx'));

  it("shows the same report for the route's job, titled with it and without a job picker", async () => {
    const { user, router, reportCalls } = openJobAnalytics('/jobs/7/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior Software Engineer — Analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to job' })).toHaveAttribute('href', '/jobs/7');
    expect(await screen.findByRole('region', { name: 'Stage funnel' })).toBeInTheDocument();
    expect(reportCalls()).toEqual([`${REPORT}?job_id=7`]);
    // the job fixes its sector and recruiter as well: only the range is chosen
    for (const picker of ['Job', 'Sector', 'Recruiter'])
      expect(screen.queryByRole('combobox', { name: picker })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'This year' }));
    const today = todayUtc();
    const from = `${today.slice(0, 4)}-01-01`;
    // the job stays out of the address: the route names it
    expect(router.state.location.search).toBe(`?from=${from}&to=${today}`);
    await waitFor(() => expect(reportCalls().at(-1)).toBe(`${REPORT}?from=${from}&to=${today}&job_id=7`));
    expect(screen.getByLabelText('From')).toHaveValue(from);
  });

  it('ignores a job in the address: the route decides which job', async () => {
    const { reportCalls } = openJobAnalytics('/jobs/7/analytics?job_id=9');
    await screen.findByRole('region', { name: 'Stage funnel' });
    expect(reportCalls()).toEqual([`${REPORT}?job_id=7`]);
  });

  it('says the job was not found instead of a report', async () => {
    openJobAnalytics('/jobs/7/analytics', jsonResponse({ detail: 'Not found.' }, 404));
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('region', { name: 'Stage funnel' })).not.toBeInTheDocument();
  });
});
