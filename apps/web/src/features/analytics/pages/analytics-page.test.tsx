import type { AnalyticsReport, JobOptions } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { buildJob, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { addDays, todayUtc } from '../lib/report-filters.ts';
import { useChartSize } from '../test/chart-size.ts';
import { buildAnalyticsReport, buildEmptyReport } from '../test/report-fixtures.ts';

const REPORT = 'GET /analytics/report/';
const OPTIONS: JobOptions = {
  recruiters: [
    { id: 3, full_name: 'Riley Morgan' },
    { id: 8, full_name: 'Sam Ortiz' },
  ],
  sectors: [
    { name: 'Pharma & Life Sciences', color: '#0ea5e9' },
    { name: 'Insurance and Other', color: '#a855f7' },
  ],
};
const JOBS = pageOf([
  buildJob({ id: 7, title: 'Senior Software Engineer' }),
  buildJob({ id: 9, title: 'Product Manager', status: 'closed' }),
]);

function openAnalytics(path = '/analytics', report: AnalyticsReport | StubRoute = buildAnalyticsReport()) {
  storeSignedInUser(recruiterUser);
  const fetchMock = stubApi({
    'GET /auth/me/': recruiterUser,
    [REPORT]: report,
    'GET /jobs/options/': OPTIONS,
    'GET /jobs/': JOBS,
  });
  const view = renderApp(path);
  const reportCalls = () => requestsMade(fetchMock).filter((call) => call.startsWith(REPORT));
  return { ...view, fetchMock, reportCalls };
}

const section = (name: string) => screen.findByRole('region', { name });

/** A section's table as text rows, header first. */
async function tableRows(name: string): Promise<string[][]> {
  const table = within(await section(name)).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** Captures what Export CSV hands the browser: the file names and their contents. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        blobs.push(blob);
        return 'blob:csv';
      }
      static override revokeObjectURL() {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, text: (index: number) => readBlob(blobs[index] as Blob) };
}

describe('analytics page', () => {
  useChartSize();
  // the router loads the page's module lazily: load it once up front, not inside a test's wait
  beforeAll(() => import('../../../app/compositions/analytics-pages.tsx'));

  it("shows the summary and every section's numbers from the report", async () => {
    openAnalytics();

    expect(await screen.findByRole('group', { name: 'Applications' })).toHaveTextContent('1,240');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(document.title).toBe('Analytics · Shortlist');
    expect(screen.getByText('Aug 26, 2026 – Nov 23, 2026')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hires' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Offers sent' })).toHaveTextContent('18of 21 made');
    expect(screen.getByRole('group', { name: 'Offer acceptance' })).toHaveTextContent('66.7%8 of 12 decided');
    expect(screen.getByRole('group', { name: 'Median days to hire' })).toHaveTextContent('31.5');

    expect(await tableRows('Stage funnel')).toEqual([
      ['Stage', 'Reached', 'At stage now', 'Conversion %'],
      ['Applied', '1,240', '410', '—'],
      ['Phone Screen', '512', '96', '41.3%'],
      ['Technical, on-site', '140', '37', '27.3%'],
      ['Offer', '21', '6', '15%'],
    ]);
    expect(await tableRows('Time in stage')).toEqual([
      ['Stage', 'Stays', 'Median days', 'P90 days'],
      ['Applied', '830', '3.3', '11.0'],
      ['Phone Screen', '416', '6.5', '14.2'],
      ['Technical, on-site', '103', '9.0', '21.7'],
      ['Offer', '0', '—', '—'],
    ]);
    expect(within(await section('Time to hire')).getByText('48.2')).toBeInTheDocument();
    expect(await tableRows('Source effectiveness')).toContainEqual(['Referral', '140', '40', '6', '4']);
    expect(await tableRows('Applications and hires over time')).toEqual([
      ['Week of', 'Days in range', 'Applications', 'Hires'],
      ['Aug 24', '5', '80', '0'],
      ['Aug 31', '7', '97', '1'],
      ['Sep 7', '7', '110', '2'],
    ]);
    // the range starts on a Wednesday: its first week is cut short, and the chart says so
    expect(await section('Applications and hires over time')).toHaveTextContent(
      'The week of Aug 24 is a partial week: the range holds only some of its days.',
    );
    expect(await tableRows('Offer acceptance')).toEqual([
      ['Offers', 'Count'],
      ['Made', '21'],
      ['Sent', '18'],
      ['Accepted', '8'],
      ['Declined', '3'],
      ['Expired', '1'],
      ['Awaiting an answer', '6'],
      ['Acceptance rate %', '66.7%'],
    ]);
    expect(await tableRows('Recruiter workload')).toEqual([
      ['Recruiter', 'Open jobs', 'Active applications', 'Interviews', 'Hires'],
      ['Riley Morgan', '4', '322', '58', '7'],
      ['Unassigned', '1', '15', '2', '0'],
    ]);
    // the charts draw in the page too (jsdom measures a card-sized box here): a bar a stage
    const funnelChart = within(await section('Stage funnel')).getByRole('img');
    await waitFor(() => expect(funnelChart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
    expect(funnelChart).toHaveTextContent(/512\s*·\s*41\.3%/);
  });

  it('asks without a range first, then writes a preset and each picker to the address and the request', async () => {
    // an empty report: this is about the filters, and charts redrawn on every change cost time
    const { user, router, reportCalls } = openAnalytics('/analytics', buildEmptyReport());
    await section('Stage funnel');
    expect(reportCalls()).toEqual([REPORT]);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');

    const today = todayUtc();
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const from = addDays(today, -29);
    expect(router.state.location.search).toBe(`?from=${from}&to=${today}`);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(from);

    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Product Manager (closed)' }));
    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    await user.click(await screen.findByRole('option', { name: 'Insurance and Other' }));
    await user.click(screen.getByRole('combobox', { name: 'Recruiter' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Ortiz' }));

    const search = `from=${from}&to=${today}&job_id=9&sector=Insurance+and+Other&recruiter_id=8`;
    expect(router.state.location.search).toBe(`?${search}`);
    await waitFor(() => expect(reportCalls().at(-1)).toBe(`${REPORT}?${search}`));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
  });

  it('reproduces the view a link describes', async () => {
    const { reportCalls } = openAnalytics(
      '/analytics?from=2026-01-01&to=2026-03-31&sector=Insurance+and+Other',
    );
    await section('Stage funnel');
    expect(reportCalls()).toEqual([`${REPORT}?from=2026-01-01&to=2026-03-31&sector=Insurance+and+Other`]);
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveTextContent('Insurance and Other');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('says what is wrong with a range that ends before it starts, and asks nothing', async () => {
    const { reportCalls } = openAnalytics('/analytics?from=2026-03-01&to=2026-02-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(screen.getByText('Fix the filters to see the report')).toBeInTheDocument();
    expect(reportCalls()).toEqual([]);
  });

  it("shows '—' for the rates and days nothing was decided or hired for", async () => {
    openAnalytics(
      '/analytics',
      buildAnalyticsReport({
        summary: {
          applications: 40,
          hires: 0,
          offers_sent: 2,
          offer_acceptance_rate: null,
          median_days_to_hire: null,
        },
        offers: {
          made: 2,
          sent: 2,
          accepted: 0,
          declined: 0,
          expired: 0,
          awaiting: 2,
          acceptance_rate: null,
        },
      }),
    );
    expect(await screen.findByRole('group', { name: 'Offer acceptance' })).toHaveTextContent(
      '—no offer decided yet',
    );
    expect(screen.getByRole('group', { name: 'Median days to hire' })).toHaveTextContent('—no hires yet');
    expect(await tableRows('Offer acceptance')).toContainEqual(['Acceptance rate %', '—']);
  });

  it('says per section that the range holds nothing, without charts or exports', async () => {
    openAnalytics('/analytics', buildEmptyReport());
    const messages: Record<string, string> = {
      'Stage funnel': 'No applications in this range',
      'Time in stage': 'No application left a stage in this range',
      'Time to hire': 'No hires in this range',
      'Source effectiveness': 'No applications in this range',
      'Applications and hires over time': 'No applications or hires in this range',
      'Offer acceptance': 'No offers made in this range',
      'Recruiter workload': 'No jobs match these filters',
    };
    for (const [name, message] of Object.entries(messages)) {
      const region = await section(name);
      expect(region).toHaveTextContent(message);
      expect(within(region).queryByRole('table')).not.toBeInTheDocument();
      expect(within(region).queryByRole('img')).not.toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    }
  });

  it("exports a section's table as CSV named after the section and the range", async () => {
    const downloads = captureDownloads();
    const { user } = openAnalytics(
      '/analytics',
      buildAnalyticsReport({
        recruiters: [
          {
            recruiter_id: 4,
            recruiter_name: 'O\'Neil, "Pat"',
            open_jobs: 2,
            active_applications: 30,
            interviews: 5,
            hires: 1,
          },
        ],
      }),
    );

    await user.click(within(await section('Stage funnel')).getByRole('button', { name: 'Export CSV' }));
    await user.click(within(await section('Recruiter workload')).getByRole('button', { name: 'Export CSV' }));
    await user.click(within(await section('Time in stage')).getByRole('button', { name: 'Export CSV' }));

    expect(downloads.names).toEqual([
      'analytics-funnel-2026-08-26-to-2026-11-23.csv',
      'analytics-recruiters-2026-08-26-to-2026-11-23.csv',
      'analytics-time-in-stage-2026-08-26-to-2026-11-23.csv',
    ]);
    expect((await downloads.text(0)).split('\r\n')).toEqual([
      'Stage,Reached,At stage now,Conversion %',
      'Applied,1240,410,',
      'Phone Screen,512,96,41.3',
      '"Technical, on-site",140,37,27.3',
      'Offer,21,6,15',
      '',
    ]);
    expect((await downloads.text(1)).split('\r\n')).toEqual([
      'Recruiter,Open jobs,Active applications,Interviews,Hires',
      '"O\'Neil, ""Pat""",2,30,5,1',
      '',
    ]);
    expect((await downloads.text(2)).split('\r\n')[1]).toBe('Applied,830,3.3,11');
  });

  it('dates the weeks with their year when they span two years', async () => {
    openAnalytics(
      '/analytics?from=2026-01-01&to=2026-01-11',
      buildAnalyticsReport({
        range: { from: '2026-01-01', to: '2026-01-11' },
        over_time: [
          { week_start: '2025-12-29', applications: 3, hires: 0 },
          { week_start: '2026-01-05', applications: 5, hires: 1 },
        ],
      }),
    );
    expect(await tableRows('Applications and hires over time')).toEqual([
      ['Week of', 'Days in range', 'Applications', 'Hires'],
      ['Dec 29, 2025', '4', '3', '0'],
      ['Jan 5, 2026', '7', '5', '1'],
    ]);
  });

  it('says what failed with a Retry that loads the report', async () => {
    let fail = true;
    const { user } = openAnalytics('/analytics', () =>
      fail
        ? jsonResponse({ detail: 'The database is not answering.' }, 503)
        : jsonResponse(buildAnalyticsReport()),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the report");
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(screen.queryByRole('region', { name: 'Stage funnel' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await section('Stage funnel')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message for a range it refuses", async () => {
    openAnalytics('/analytics?from=2020-01-01&to=2026-01-01', () =>
      jsonResponse({ from: ['Choose a range of at most 731 days.'] }, 400),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a range of at most 731 days.');
  });
});
