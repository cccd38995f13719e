import { EMAIL_MESSAGES } from '@shortlist/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, type StubRoute } from '../../../../test/api-stub.ts';
import { buildMailServiceStatus, buildOutgoingEmail } from '../../../../test/email-fixtures.ts';
import { stubEmailPage } from '../../../../test/email-stubs.ts';
import { pageOf, recruiterUser } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { emailKeys } from '../../api/email-keys.ts';

const bounced = buildOutgoingEmail({
  id: 1,
  to: 'grace@navy.mil',
  subject: 'Interview for Platform Engineer',
  candidate_name: 'Grace Hopper',
  candidate_id: 2,
  job_title: 'Platform Engineer',
  delivery_status: 'bounced',
  error_details: '550 5.1.1 <grace@navy.mil>: Recipient address rejected',
  attempts: 2,
});
const held = buildOutgoingEmail({ id: 2, to: 'ada@example.com', delivery_status: 'held', sent_at: null });
const delivered = buildOutgoingEmail({ id: 3, to: 'alan@example.com', template_type: 'rejection' });

function stubOutbox(extra: Record<string, StubRoute> = {}) {
  const posted: string[] = [];
  const fetchMock = stubEmailPage(recruiterUser, {
    'GET /email-ingestion/imap/status/': buildMailServiceStatus({ sending_enabled: true }),
    'GET /email-ingestion/outbox/': pageOf([bounced, held, delivered]),
    'POST /email-ingestion/emails/1/retry/': (request) => {
      posted.push(request.path);
      return jsonResponse({ ...bounced, delivery_status: 'queued' });
    },
    'POST /email-ingestion/emails/1/resolve/': (request) => {
      posted.push(request.path);
      return jsonResponse({ ...bounced, resolved_at: '2026-03-15T10:00:00Z' });
    },
    'POST /email-ingestion/emails/2/retry/': (request) => {
      posted.push(request.path);
      return jsonResponse(held);
    },
    ...extra,
  });
  return { fetchMock, posted };
}

const rowOf = async (recipient: string) => {
  const list = await screen.findByRole('list', { name: 'Sent e-mails' });
  return within(list).getByText(recipient).closest('li') as HTMLElement;
};

describe('outbox', () => {
  it('lists each message with recipient, subject, candidate and job, template, sender, date and status', async () => {
    stubOutbox();
    renderApp('/email?tab=outbox');
    const row = within(await rowOf('alan@example.com'));
    expect(row.getByRole('button', { name: 'Interview for Frontend Engineer' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/candidates/1');
    expect(row.getByText(/Frontend Engineer/, { selector: 'span' })).toBeInTheDocument();
    expect(row.getByText('Rejection')).toBeInTheDocument();
    expect(row.getByText(/Sent by Riley Morgan/)).toBeInTheDocument();
    expect(row.getByText(/^Mar 14, 2026 \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
    expect(row.getByText('Sent')).toBeInTheDocument();
  });

  it('shows a failed delivery with its error, and Retry and Mark Resolved call the server', async () => {
    const { posted } = stubOutbox();
    const { user } = renderApp('/email?tab=outbox');
    const row = within(await rowOf('grace@navy.mil'));
    const box = within(row.getByRole('region', { name: 'Delivery failed' }));
    expect(box.getByText(/Recipient address rejected/)).toBeInTheDocument();
    expect(box.getByText('2 attempts')).toBeInTheDocument();

    await user.click(box.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(posted).toEqual(['/email-ingestion/emails/1/retry/']));
    expect(await screen.findByText('E-mail to grace@navy.mil is being sent again.')).toBeInTheDocument();

    await user.click(box.getByRole('button', { name: 'Mark Resolved' }));
    await waitFor(() =>
      expect(posted).toEqual(['/email-ingestion/emails/1/retry/', '/email-ingestion/emails/1/resolve/']),
    );
  });

  it('labels a held message "Not sent — mail delivery is off" and offers Retry only', async () => {
    const { posted } = stubOutbox();
    const { user } = renderApp('/email?tab=outbox');
    const row = within(await rowOf('ada@example.com'));
    expect(row.getByText('Not sent — mail delivery is off')).toBeInTheDocument();
    expect(row.getByText(EMAIL_MESSAGES.mailStillOff)).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Mark Resolved' })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(posted).toEqual(['/email-ingestion/emails/2/retry/']));
  });

  it('offers no working Retry while mail delivery is off, and says when it will work', async () => {
    stubOutbox({ 'GET /email-ingestion/imap/status/': () => jsonResponse(buildMailServiceStatus()) });
    renderApp('/email?tab=outbox');
    const failed = within(await rowOf('grace@navy.mil'));
    await waitFor(() => expect(failed.getByRole('button', { name: 'Retry' })).toBeDisabled());
    expect(failed.getByText(/Retry works again once mail delivery is on/)).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Mark Resolved' })).toBeEnabled();
    expect(within(await rowOf('ada@example.com')).getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('asks the server for one delivery status and a search, both kept in the address', async () => {
    const { fetchMock } = stubOutbox();
    const { user, router } = renderApp('/email?tab=outbox');
    await rowOf('alan@example.com');

    await user.click(screen.getByRole('combobox', { name: 'Delivery status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(router.state.location.search).toBe('?tab=outbox&delivery_status=failed');

    await user.type(screen.getByRole('searchbox', { name: 'Search sent e-mails' }), 'grace');
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /email-ingestion/outbox/?delivery_status=failed&search=grace&page=1&page_size=25',
      ),
    );
  });

  it('opens a message with its body, Message-ID, delivery status and audit trail', async () => {
    stubOutbox({
      'GET /email-ingestion/emails/1/': () =>
        jsonResponse({
          ...bounced,
          body: 'Dear Grace Hopper,\n\nWe would like to meet you.',
          audit_trail: [
            {
              action: 'Composed',
              user: 'Riley Morgan',
              timestamp: '2026-03-14T09:30:00Z',
              details: 'To grace@navy.mil',
            },
            { action: 'Bounced', user: null, timestamp: '2026-03-14T09:35:00Z', details: '550 5.1.1' },
          ],
        }),
    });
    const { user } = renderApp('/email?tab=outbox');
    const row = within(await rowOf('grace@navy.mil'));
    await user.click(row.getByRole('button', { name: 'Interview for Platform Engineer' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail details' }));
    expect(await dialog.findByText(bounced.message_id)).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Message body' })).toHaveTextContent('Dear Grace Hopper');
    const trail = within(dialog.getByRole('region', { name: 'Audit trail' }));
    expect(trail.getByText('Composed')).toBeInTheDocument();
    expect(trail.getByText(/Riley Morgan/)).toBeInTheDocument();
    expect(trail.getByText('550 5.1.1')).toBeInTheDocument();
    expect(dialog.getByText('2 delivery attempts').previousSibling).toHaveTextContent('Bounced');
  });

  it('shows a scheduled rejection with the time it goes, and Send now and Cancel e-mail call the server', async () => {
    const sendAt = new Date();
    sendAt.setHours(15, 15, 0, 0);
    const scheduled = buildOutgoingEmail({
      id: 4,
      to: 'linus@example.com',
      template_type: 'rejection',
      delivery_status: 'scheduled',
      send_at: sendAt.toISOString(),
      sent_at: null,
    });
    const posted: string[] = [];
    const answer = (status: 'cancelled' | 'queued') => (request: StubRequest) => {
      posted.push(request.path);
      return jsonResponse({ ...scheduled, delivery_status: status });
    };
    stubOutbox({
      'GET /email-ingestion/outbox/': () => jsonResponse(pageOf([scheduled])),
      'POST /email-ingestion/emails/4/cancel/': answer('cancelled'),
      'POST /email-ingestion/emails/4/send-now/': answer('queued'),
    });
    const { user } = renderApp('/email?tab=outbox');
    const row = within(await rowOf('linus@example.com'));
    expect(row.getByText('Scheduled')).toBeInTheDocument();
    expect(row.getByText('Goes at 3:15 PM. Until then it can be cancelled.')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('E-mail to linus@example.com sent')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Cancel e-mail' }));
    expect(
      await screen.findByText('E-mail to linus@example.com cancelled: it will not be sent.'),
    ).toBeInTheDocument();
    expect(posted).toEqual(['/email-ingestion/emails/4/send-now/', '/email-ingestion/emails/4/cancel/']);
  });

  it("confirms Send now when the message's own event took its Send now away before the response", async () => {
    const scheduled = buildOutgoingEmail({
      id: 4,
      to: 'linus@example.com',
      delivery_status: 'scheduled',
      send_at: new Date(Date.now() + 3_600_000).toISOString(),
      sent_at: null,
    });
    let shown = scheduled;
    let respond: (() => void) | undefined;
    stubOutbox({
      'GET /email-ingestion/outbox/': () => jsonResponse(pageOf([shown])),
      'POST /email-ingestion/emails/4/send-now/': () => {
        shown = { ...scheduled, delivery_status: 'queued', send_at: null };
        return new Promise<Response>((resolve) => {
          respond = () => resolve(jsonResponse(shown));
        });
      },
    });
    const { user, queryClient } = renderApp('/email?tab=outbox');
    const row = within(await rowOf('linus@example.com'));
    await user.click(row.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(respond).toBeDefined());

    // the live update's refetch, as the server's event for the change would start it
    await act(() => queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }));
    await waitFor(() => expect(row.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument());
    act(() => respond!());
    expect(await screen.findByText('E-mail to linus@example.com sent')).toBeInTheDocument();
  });

  it('says when nothing has been sent yet', async () => {
    stubEmailPage(recruiterUser);
    renderApp('/email?tab=outbox');
    expect(await screen.findByText('No e-mails sent yet')).toBeInTheDocument();
  });
});
