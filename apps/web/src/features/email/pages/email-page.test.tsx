import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade } from '../../../test/api-stub.ts';
import { buildMailServiceStatus } from '../../../test/email-fixtures.ts';
import { stubEmailPage } from '../../../test/email-stubs.ts';
import { financeUser, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildEmailMetrics, stubInboxPage } from '../test/inbox-fixtures.ts';

describe('e-mail page', () => {
  it("shows the title, the mail-fetching service, today's count and that mail delivery is off", async () => {
    stubEmailPage(recruiterUser, {
      'GET /email-ingestion/imap/status/': buildMailServiceStatus({ emails_today: 2 }),
    });
    renderApp('/email');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Management System' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mail fetching: Inactive')).toBeInTheDocument();
    expect(screen.getByText('Mail delivery is off', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/e-mails today/)).toHaveTextContent('2 e-mails today');
    expect(screen.getByRole('note')).toHaveTextContent('An administrator sets SMTP_URL');
  });

  it('says mail fetching is Active and delivery on when the server has both', async () => {
    stubEmailPage(recruiterUser, {
      'GET /email-ingestion/imap/status/': buildMailServiceStatus({
        service_enabled: true,
        sending_enabled: true,
        smtp_host: 'smtp.meridian.example',
      }),
    });
    renderApp('/email');
    expect(await screen.findByText('Mail fetching: Active')).toBeInTheDocument();
    expect(screen.getByText('Mail delivery on')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('opens on an honest, empty inbox: no sample mail', async () => {
    stubInboxPage(recruiterUser);
    renderApp('/email');
    expect(await screen.findByRole('tab', { name: /^Inbox/, selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No e-mails received yet')).toBeInTheDocument();
    expect(screen.getByText(/IMAP_URL/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
  });

  it('shows the count of e-mails processed on the Inbox tab', async () => {
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/metrics/': buildEmailMetrics({ total_emails_processed: 12 }),
    });
    renderApp('/email?tab=templates');
    expect(await screen.findByRole('tab', { name: 'Inbox, 12 processed' })).toBeInTheDocument();
  });

  it('tells when the mailbox was last checked, or why it could not be, and checks it on request', async () => {
    const fetchMock = stubInboxPage(recruiterUser, {
      'GET /email-ingestion/imap/status/': buildMailServiceStatus({
        service_enabled: true,
        server_info: { host: 'imap.meridian.example' },
        last_poll_at: new Date(Date.now() - 3 * 60_000).toISOString(),
      }),
      'POST /email-ingestion/imap/poll/': () => jsonResponse({ detail: 'Checking the mailbox now.' }, 202),
    });
    const { user } = renderApp('/email?tab=outbox');
    expect(await screen.findByText(/Last checked/)).toHaveTextContent(
      'Last checked 3 minutes ago · imap.meridian.example',
    );
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(requestsMade(fetchMock)).toContain('POST /email-ingestion/imap/poll/'));
  });

  it("shows the mailbox's last error in the header", async () => {
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/imap/status/': buildMailServiceStatus({
        service_enabled: true,
        last_error: 'AUTHENTICATIONFAILED',
      }),
    });
    renderApp('/email?tab=outbox');
    expect(await screen.findByText('Last check failed: AUTHENTICATIONFAILED')).toBeInTheDocument();
  });

  it("keeps the tab in the address and drops the other tab's filters", async () => {
    stubEmailPage(recruiterUser);
    const { user, router } = renderApp('/email?tab=templates&type=offer');
    await user.click(await screen.findByRole('tab', { name: 'Compose' }));
    expect(router.state.location.search).toBe('?tab=compose');
    expect(await screen.findByRole('form', { name: 'Compose email' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Inbox/ }));
    expect(router.state.location.search).toBe('');
  });

  it("filters the inbox from the candidate page's /email?search= link (spec 02)", async () => {
    const fetchMock = stubInboxPage(recruiterUser);
    renderApp('/email?search=ada%40example.com');
    expect(await screen.findByRole('tab', { name: /^Inbox/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search received e-mails' })).toHaveValue('ada@example.com');
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /email-ingestion/inbox/?search=ada%40example.com&page=1&page_size=25',
      ),
    );
  });

  it('keeps the outbox search when the address names the outbox', async () => {
    const fetchMock = stubInboxPage(recruiterUser);
    renderApp('/email?tab=outbox&search=ada%40example.com');
    expect(await screen.findByRole('tab', { name: 'Outbox', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /email-ingestion/outbox/?search=ada%40example.com&page=1&page_size=25',
      ),
    );
  });

  it('shows the analytics the server counted: totals, rates, time, failures and sources', async () => {
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/metrics/': buildEmailMetrics({
        total_emails_processed: 40,
        successful_applications: 22,
        failed_processing: 3,
        success_rate_percentage: 92.5,
        currently_processing: 1,
        match_rate_percentage: 37.5,
        common_failure_patterns: [{ pattern: 'The attachment could not be read in time.', count: 2 }],
        processing_performance: { emails_processed_today: 4, average_processing_time_seconds: 138 },
        source_split: [
          { source_type: 'Direct Application', count: 30, percentage: 75 },
          { source_type: 'Employee Referral', count: 10, percentage: 25 },
        ],
      }),
    });
    const { user } = renderApp('/email');
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    const tiles = within(await screen.findByRole('list', { name: 'E-mail metrics' }));
    const tile = (label: string) => tiles.getByText(label).nextSibling;
    expect(tile('Total processed')).toHaveTextContent('40');
    expect(tile('Successful applications')).toHaveTextContent('22');
    expect(tile('Match rate')).toHaveTextContent('37.5%');
    expect(tile('Success rate')).toHaveTextContent('92.5%');
    expect(tile('Failed')).toHaveTextContent('3');
    expect(tile('Currently processing')).toHaveTextContent('1');
    expect(tile('Processed today')).toHaveTextContent('4');
    expect(tile('Average processing time')).toHaveTextContent('2.3min');
    expect(screen.getByRole('progressbar', { name: 'Direct Application' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByRole('list', { name: 'Source split' })).toHaveTextContent('25%');
    expect(screen.getByRole('list', { name: 'Failure patterns' })).toHaveTextContent(
      'The attachment could not be read in time.2 e-mails',
    );
  });

  it('shows "—" for the average time before anything was processed', async () => {
    stubInboxPage(recruiterUser);
    renderApp('/email?tab=analytics');
    const tiles = within(await screen.findByRole('list', { name: 'E-mail metrics' }));
    expect(tiles.getByText('Average processing time').nextSibling).toHaveTextContent('—');
    expect(screen.getByText('No source read from an e-mail yet.')).toBeInTheDocument();
  });

  it('tells a role without send_email that e-mail is not theirs, and asks the server nothing', async () => {
    const fetchMock = stubEmailPage(financeUser);
    renderApp('/email');
    expect(await screen.findByText('E-mail is for the hiring team')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Compose' })).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).filter((call) => call.includes('/email-ingestion/'))).toEqual([]);
  });
});
