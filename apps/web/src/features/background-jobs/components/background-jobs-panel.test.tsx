import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { BackgroundJobsPanel } from './background-jobs-panel.tsx';

const queues = [
  { name: 'mail.send', queued: 2, active: 1, failed: 1 },
  { name: 'events.deliver', queued: 0, active: 0, failed: 0 },
];
const failedMail = {
  id: 'a1b2c3',
  queue: 'mail.send',
  data: { message_id: 41 },
  error: 'SMTP connection refused',
  retry_count: 3,
  created_at: '2026-03-14T09:00:00Z',
  failed_at: '2026-03-14T09:30:00Z',
};

describe('background jobs settings', () => {
  it('shows each queue with its counts and the failed jobs, and retries one', async () => {
    const fetchMock = stubApi({
      'GET /background-jobs/': { queues, failed: [failedMail] },
      'POST /background-jobs/mail.send/a1b2c3/retry/': () => jsonResponse({ detail: 'Queued.' }, 202),
    });
    const { user } = renderComponent(<BackgroundJobsPanel />);

    const queueList = await screen.findByRole('list', { name: 'Queues' });
    const [mail] = within(queueList).getAllByRole('listitem');
    expect(mail).toHaveTextContent('mail.send');
    expect(mail).toHaveTextContent('Queued2Active1Failed1');
    const table = screen.getByRole('table', { name: 'Failed jobs' });
    expect(within(table).getByText('SMTP connection refused')).toBeInTheDocument();
    expect(within(table).getByText(/Mar 14, 2026/)).toBeInTheDocument();
    expect(within(table).getByText(/"message_id": 41/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Retry mail.send job a1b2c3' }));

    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('POST /background-jobs/mail.send/a1b2c3/retry/');
  });

  it("says 'No failed jobs' when nothing failed", async () => {
    stubApi({ 'GET /background-jobs/': { queues, failed: [] } });
    renderComponent(<BackgroundJobsPanel />);

    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
