import type { Notification } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { FakeWebSocket, serverConnects, serverSays } from '../../../test/fake-web-socket.ts';
import { adminUser, buildNotification, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

const interview = buildNotification({ id: 1, title: 'Ada Lovelace moved to Interview' });
const mention = buildNotification({
  id: 2,
  title: 'Riley Morgan mentioned you',
  template_type: 'mention',
  template_display: 'Mention',
});

/** The server's side of the bell's calls, over a list it changes as the calls come in. */
function notificationServer(initial: Notification[]) {
  let stored = [...initial];
  return {
    /** what the server does with a `mark_read` the page sent over the socket */
    markRead(id: number) {
      stored = stored.map((item) => (item.id === id ? { ...item, status: 'read' as const } : item));
    },
    routes: {
      'GET /notifications/unread-count/': () =>
        jsonResponse({
          unread_count: stored.filter((item) => item.status === 'delivered').length,
          total_count: stored.length,
        }),
      'GET /notifications/': () => jsonResponse(pageOf(stored)),
      'POST /notifications/read-all/': () => {
        stored = stored.map((item) => ({ ...item, status: 'read' as const }));
        return jsonResponse({ updated: stored.length });
      },
      'DELETE /notifications/2/': () => {
        stored = stored.filter((item) => item.id !== 2);
        return jsonResponse(null, 204);
      },
    },
  };
}

function signIn(routes: Record<string, unknown> = {}, server = notificationServer([interview, mention])) {
  storeSignedInUser(adminUser);
  return stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': pageOf([]),
    ...server.routes,
    ...(routes as Record<string, object>),
  });
}

async function openBell(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('caps the unread badge at 99+', async () => {
    signIn({ 'GET /notifications/unread-count/': { unread_count: 250, total_count: 300 } });
    renderApp('/jobs');

    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('shows a grey connection dot, described as disconnected, while there is no live connection', async () => {
    signIn();
    renderApp('/jobs');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAccessibleDescription('Live updates disconnected');
  });

  it("opens an empty panel: 'No notifications', 'You're all caught up!'", async () => {
    signIn({
      'GET /notifications/unread-count/': { unread_count: 0, total_count: 0 },
      'GET /notifications/': pageOf([]),
    });
    const { user } = renderApp('/jobs');

    const panel = await openBell(user);

    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByText("You're all caught up!")).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks all read over HTTP while offline, toasts, and the badge goes', async () => {
    const fetchMock = signIn();
    const { user } = renderApp('/jobs');
    const panel = await openBell(user);
    await within(panel).findByText('Ada Lovelace moved to Interview');

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('POST /notifications/read-all/');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  });

  it('dismisses one notification, which leaves the list, and toasts', async () => {
    const fetchMock = signIn();
    const { user } = renderApp('/jobs');
    const panel = await openBell(user);

    await user.click(
      await within(panel).findByRole('button', { name: 'Dismiss "Riley Morgan mentioned you"' }),
    );

    expect(await screen.findByText('Notification dismissed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).queryByText('Riley Morgan mentioned you')).not.toBeInTheDocument(),
    );
    expect(within(panel).getByText('Ada Lovelace moved to Interview')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('DELETE /notifications/2/');
  });

  it('opens an item: marks it read and follows its action link', async () => {
    const fetchMock = signIn({
      'POST /notifications/1/read/': { ...interview, status: 'read' },
      'GET /candidates/40/': () => jsonResponse({ detail: 'Not found.' }, 404),
    });
    const { user, router } = renderApp('/jobs');
    const panel = await openBell(user);

    await user.click(await within(panel).findByRole('link', { name: /Ada Lovelace moved to Interview/ }));

    expect(router.state.location.pathname).toBe('/candidates/40');
    await waitFor(() => expect(requestsMade(fetchMock)).toContain('POST /notifications/1/read/'));
  });

  it('a notification arriving over the socket is toasted with its title and bumps the badge', async () => {
    signIn({ 'POST /realtime/ticket/': { ticket: 'ticket-1', expires_in: 30 } });
    renderApp('/jobs');
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws/notifications/?ticket=ticket-1');

    await serverConnects(socket, 2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveAccessibleDescription(
      'Live updates connected',
    );
    await serverSays(socket, {
      type: 'notification',
      notification: buildNotification({ id: 9, title: 'New application: Grace Hopper' }),
      unread_count: 3,
    });

    expect(await screen.findByText('New application: Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('sends mark read over the socket while connected, and refreshes when the server confirms', async () => {
    const server = notificationServer([interview, mention]);
    const fetchMock = signIn({ 'POST /realtime/ticket/': { ticket: 'ticket-1', expires_in: 30 } }, server);
    const { user } = renderApp('/jobs');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    await serverConnects(socket, 2);
    const panel = await openBell(user);

    await user.click(
      await within(panel).findByRole('button', { name: 'Mark "Ada Lovelace moved to Interview" as read' }),
    );

    expect(await screen.findByText('Notification marked as read')).toBeInTheDocument();
    expect(socket.sent).toContainEqual({ type: 'mark_read', id: 1 });
    expect(requestsMade(fetchMock)).not.toContain('POST /notifications/1/read/');
    const reads = () =>
      requestsMade(fetchMock).filter((request) => request.startsWith('GET /notifications/'));
    const readsBefore = reads().length;
    server.markRead(1);
    await serverSays(socket, { type: 'notifications_changed', unread_count: 1 });
    // the lists and counts are asked for again, and agree with the server
    await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(readsBefore + 2));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
  });
});
