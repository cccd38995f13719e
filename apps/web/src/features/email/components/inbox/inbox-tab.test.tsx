import { INBOX_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest } from '../../../../test/api-stub.ts';
import { buildMailServiceStatus } from '../../../../test/email-fixtures.ts';
import { recruiterUser } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { buildIncomingEmail, inboxPageOf, stubInboxPage } from '../../test/inbox-fixtures.ts';
import { cardOf, stubInbox } from '../../test/inbox-scenario.ts';

describe('inbox', () => {
  it('shows every filter with its count and each e-mail with what was read from it', async () => {
    stubInbox();
    renderApp('/email');
    const card = await cardOf('Application: Frontend Engineer');

    const filters = screen.getByRole('group', { name: 'Show e-mails' });
    expect(within(filters).getByRole('button', { name: 'All (3)', pressed: true })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Matched (1)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Unread (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Failed (0)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Archived (4)' })).toBeInTheDocument();

    expect(card.getByText('Ada Lovelace', { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText('ada@example.com', { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText(/^Mar 14, 2026 \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
    expect(card.getByText(/Please find my CV attached/)).toBeInTheDocument();
    const fields = within(card.getByRole('list', { name: 'Skills' }).parentElement as HTMLElement);
    expect(fields.getByText('TypeScript')).toBeInTheDocument();
    expect(card.getByText('Phone').nextSibling).toHaveTextContent('+44 20 7946 0000');
    expect(card.getByText('Experience (years)').nextSibling).toHaveTextContent('6');
    expect(card.queryByText('LinkedIn')).not.toBeInTheDocument();
    expect(card.getByText('2 attachments (CV)')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute('href', '/jobs/5');
    expect(card.getByText('Unread')).toBeInTheDocument();

    const matched = await cardOf('Re: Platform Engineer');
    expect(matched.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/candidates/9');
    expect(matched.getByText(/100% · same e-mail address/)).toBeInTheDocument();
    expect(matched.getByRole('button', { name: 'Attach' })).toBeInTheDocument();
  });

  it('colours confidence by the spec bands and says the band in words', async () => {
    stubInbox();
    renderApp('/email');
    const high = (await cardOf('Application: Frontend Engineer')).getByText('92% confidence · High');
    const medium = (await cardOf('Re: Platform Engineer')).getByText('70% confidence · Medium');
    const low = (await cardOf('Hello')).getByText('30% confidence · Low');
    expect(high).toHaveClass('bg-emerald-50');
    expect(medium).toHaveClass('bg-amber-50');
    expect(low).toHaveClass('bg-red-50');
  });

  it('offers Create only when a name was read and nobody matched, Attach only when matched', async () => {
    stubInbox();
    renderApp('/email');
    const adaCard = await cardOf('Application: Frontend Engineer');
    expect(adaCard.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(adaCard.queryByRole('button', { name: 'Attach' })).not.toBeInTheDocument();
    expect((await cardOf('Re: Platform Engineer')).queryByRole('button', { name: 'Create' })).toBeNull();
    const unknownCard = await cardOf('Hello');
    expect(unknownCard.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(unknownCard.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('asks the server for a filter and a search, both kept in the address', async () => {
    const { fetchMock } = stubInbox();
    const { user, router } = renderApp('/email');
    await cardOf('Hello');
    await user.click(screen.getByRole('button', { name: 'Matched (1)' }));
    expect(router.state.location.search).toBe('?filter=matched');
    await user.type(screen.getByRole('searchbox', { name: 'Search received e-mails' }), 'grace');
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /email-ingestion/inbox/?filter=matched&search=grace&page=1&page_size=25',
      ),
    );
  });

  it('shows an e-mail that could not be read with Retry and Mark Resolved', async () => {
    const broken = buildIncomingEmail({
      id: 4,
      subject: 'CV attached',
      delivery_status: 'failed',
      error_details: 'The attachment could not be read in time.',
      processing_confidence: null,
    });
    const posted: string[] = [];
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/inbox/': inboxPageOf([broken], { failed: 1 }),
      'POST /email-ingestion/emails/4/retry/': (request: StubRequest) => {
        posted.push(request.path);
        return jsonResponse({ ...broken, status: 'processing' });
      },
    });
    const { user } = renderApp('/email?filter=failed');
    const box = within((await cardOf('CV attached')).getByRole('region', { name: 'Delivery failed' }));
    expect(box.getByText('The attachment could not be read in time.')).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Mark Resolved' })).toBeEnabled();
    await user.click(box.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(posted).toEqual(['/email-ingestion/emails/4/retry/']));
    expect(await screen.findByText('Reading the e-mail again.')).toBeInTheDocument();
  });

  it('shows a message still being read as processing, with nothing to create yet', async () => {
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/inbox/': inboxPageOf([
        buildIncomingEmail({
          id: 5,
          subject: 'Just arrived',
          status: 'processing',
          processing_confidence: null,
        }),
      ]),
    });
    renderApp('/email');
    const card = await cardOf('Just arrived');
    expect(card.getByText('Reading this e-mail and its attachments…')).toBeInTheDocument();
    expect(card.getByText('Processing', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('says how mail arrives when nothing has, and checks the mailbox on request', async () => {
    const posted: string[] = [];
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/imap/status/': buildMailServiceStatus({
        service_enabled: true,
        configuration_valid: true,
        server_info: { host: 'imap.meridian.example' },
      }),
      'POST /email-ingestion/imap/poll/': (request: StubRequest) => {
        posted.push(request.path);
        return jsonResponse({ detail: INBOX_MESSAGES.pollQueued }, 202);
      },
    });
    const { user } = renderApp('/email');
    expect(await screen.findByText('No e-mails received yet')).toBeInTheDocument();
    expect(screen.getByText(/reach imap.meridian.example appear here/)).toBeInTheDocument();
    const main = screen.getByText('No e-mails received yet').parentElement as HTMLElement;
    await user.click(within(main).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(posted).toEqual(['/email-ingestion/imap/poll/']));
    expect(await screen.findByText(INBOX_MESSAGES.pollQueued)).toBeInTheDocument();
  });

  it('says when a search finds nothing and offers to show everything', async () => {
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/inbox/': inboxPageOf([], { all: 5 }),
    });
    const { user, router } = renderApp('/email?search=nobody');
    expect(await screen.findByText('No e-mails match "nobody"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all e-mails' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers Retry when the inbox fails to load', async () => {
    stubInboxPage(recruiterUser, {
      'GET /email-ingestion/inbox/': () => jsonResponse({ detail: 'Database unavailable' }, 503),
    });
    renderApp('/email');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the inbox");
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
