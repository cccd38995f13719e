import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsMade } from '../../../test/api-stub.ts';
import { buildMailServiceStatus } from '../../../test/email-fixtures.ts';
import { stubEmailPage } from '../../../test/email-stubs.ts';
import { financeUser, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

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
    stubEmailPage(recruiterUser);
    renderApp('/email');
    expect(await screen.findByRole('tab', { name: 'Inbox', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No e-mails received yet')).toBeInTheDocument();
    expect(screen.getByText(/IMAP_URL/)).toBeInTheDocument();
  });

  it("keeps the tab in the address and drops the other tab's filters", async () => {
    stubEmailPage(recruiterUser);
    const { user, router } = renderApp('/email?tab=templates&type=offer');
    await user.click(await screen.findByRole('tab', { name: 'Compose' }));
    expect(router.state.location.search).toBe('?tab=compose');
    expect(await screen.findByRole('form', { name: 'Compose email' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inbox' }));
    expect(router.state.location.search).toBe('');
  });

  it("prefills the outbox search from the candidate page's /email?search= link", async () => {
    const fetchMock = stubEmailPage(recruiterUser);
    renderApp('/email?search=ada%40example.com');
    expect(await screen.findByRole('tab', { name: 'Outbox', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search sent e-mails' })).toHaveValue('ada@example.com');
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /email-ingestion/outbox/?search=ada%40example.com&page=1&page_size=25',
      ),
    );
  });

  it('tells a role without send_email that e-mail is not theirs, and asks the server nothing', async () => {
    const fetchMock = stubEmailPage(financeUser);
    renderApp('/email');
    expect(await screen.findByText('E-mail is for the hiring team')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Compose' })).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).filter((call) => call.includes('/email-ingestion/'))).toEqual([]);
  });
});
