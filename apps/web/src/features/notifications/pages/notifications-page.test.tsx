import { APPLICATION_SOURCE_LABELS, NOTIFICATION_EMPTY_TEXTS } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, buildNotification, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

const urgent = buildNotification({
  id: 11,
  title: 'Sign-off requested: Senior Software Engineer',
  message: 'Avery Quinn asks for your People Ops sign-off.',
  priority_level: 'urgent',
  template_type: 'signoff_request',
  template_display: 'Sign-off request',
  action_url: '/jobs/7?tab=signoffs',
  // as the server writes it: codes, not labels
  context_data: {
    event_type: 'job.signoff_requested',
    job_id: 7,
    signoff: 'people_ops',
    job_title: 'Senior Software Engineer',
  },
  created_at: '2026-03-14T09:30:00Z',
  expires_at: '2026-04-13T09:30:00Z',
});
const read = buildNotification({
  id: 12,
  title: 'Grace Hopper moved to Interview',
  context_data: {
    event_type: 'application.stage_changed',
    application_id: 3,
    from_stage: 'phone_screen',
    to_stage: 'technical_interview',
    source: 'form',
    scheduled_at: '2026-03-20T15:00:00.000Z',
  },
  status: 'read',
  read_at: '2026-03-15T14:05:00Z',
});

function signIn(list: (request: StubRequest) => Response = () => jsonResponse(pageOf([urgent, read]))) {
  storeSignedInUser(adminUser);
  return stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': pageOf([]),
    'GET /notifications/unread-count/': { unread_count: 1, total_count: 2 },
    'GET /notifications/': list,
    'GET /notifications/preferences/': {
      new_application: true,
      stage_change: true,
      status_change: true,
      mention: true,
      signoff_request: true,
      email_failed: true,
      interview: true,
      interview_reminder: true,
      scorecard_submitted: true,
      offer_approval: true,
      offer_update: true,
      task: true,
      automation_failed: true,
    },
  });
}

describe('notifications page', () => {
  it('shows unread of total, the connection state, and each notification with its details and dates', async () => {
    signIn();
    renderApp('/notifications');

    expect(await screen.findByText('1 unread of 2')).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('urgent')).toBeInTheDocument();
    expect(within(first!).getByText('Sign-off request')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /Sign-off requested/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(first!).getByText('Job title')).toBeInTheDocument();
    expect(within(first!).queryByText('Job id')).not.toBeInTheDocument();
    // the details read as words: no codes, no event type (the badge says what kind it is)
    expect(within(first!).getByText('Sign-off')).toBeInTheDocument();
    expect(within(first!).getByText('People ops')).toBeInTheDocument();
    expect(within(first!).queryByText('Event type')).not.toBeInTheDocument();
    expect(within(first!).queryByText(/people_ops|job\.signoff_requested/)).not.toBeInTheDocument();
    expect(within(second!).getByText('Phone screen')).toBeInTheDocument();
    expect(within(second!).getByText('Technical interview')).toBeInTheDocument();
    expect(within(second!).getByText(APPLICATION_SOURCE_LABELS.form)).toBeInTheDocument();
    expect(within(second!).getByText(/^Mar 20, 2026 at/)).toBeInTheDocument();
    expect(within(first!).getByText(/Created Mar 14, 2026 at/)).toBeInTheDocument();
    expect(within(first!).getByText(/Expires Apr 13, 2026 at/)).toBeInTheDocument();
    expect(within(second!).getByText(/Read Mar 15, 2026 at/)).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /as read/ })).not.toBeInTheDocument();
  });

  it("says 'No notifications yet' when there are none at all", async () => {
    signIn(() => jsonResponse(pageOf([])));
    renderApp('/notifications');

    expect(await screen.findByText(NOTIFICATION_EMPTY_TEXTS.none)).toBeInTheDocument();
  });

  it('sends the status, priority and type filters from the address, and says nothing matches', async () => {
    const fetchMock = signIn(() => jsonResponse(pageOf([])));
    renderApp('/notifications?status=delivered&priority_level=urgent&template_type=mention');

    expect(await screen.findByText(NOTIFICATION_EMPTY_TEXTS.filtered)).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain(
      'GET /notifications/?status=delivered&priority_level=urgent&template_type=mention&page=1&page_size=25',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Unread');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Urgent');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Mention');
  });

  it('filters by status from the select and searches after the debounce', async () => {
    const fetchMock = signIn();
    const { user, router } = renderApp('/notifications');
    await screen.findByRole('list', { name: 'Notifications' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Read' }));
    expect(router.state.location.search).toBe('?status=read');

    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'hopper');
    await waitFor(() => expect(router.state.location.search).toBe('?status=read&search=hopper'));
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /notifications/?status=read&search=hopper&page=1&page_size=25',
      ),
    );
  });

  it('opens the preferences from Settings', async () => {
    signIn();
    const { user } = renderApp('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notification preferences' });
    expect(await within(dialog).findByRole('switch', { name: 'Mention' })).toBeChecked();
  });
});
