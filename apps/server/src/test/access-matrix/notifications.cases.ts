import { PERMISSIONS } from '@shortlist/contracts';
import { notifications } from '../../db/schema/index.ts';
import type { AccessCase, AccessFixtures, Caller } from './access-case.ts';

/**
 * Notifications (issue 9): every signed-in role has its own, and a call only ever reaches the
 * caller's — the fixtures create one for the caller, so another user's id is never reachable.
 * The background-jobs view is for administrators.
 */
async function ownNotificationUrl(fx: AccessFixtures, suffix = '') {
  const userId = fx.session?.user.id ?? 1;
  const [row] = await fx.db
    .insert(notifications)
    .values({ userId, title: 'Hello', templateType: 'mention' })
    .returning();
  return `/api/v1/notifications/${row!.id}/${suffix}`;
}

const allOn = {
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
};

export const notificationsCases: AccessCase[] = [
  { route: 'GET /api/v1/notifications/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/notifications/unread-count/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/notifications/preferences/', who: 'signed_in', ok: 200 },
  {
    route: 'PUT /api/v1/notifications/preferences/',
    who: 'signed_in',
    ok: 200,
    build: async () => ({ payload: allOn }),
  },
  { route: 'POST /api/v1/notifications/read-all/', who: 'signed_in', ok: 200 },
  { route: 'POST /api/v1/notifications/clear-all/', who: 'signed_in', ok: 200 },
  {
    route: 'POST /api/v1/notifications/:id/read/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await ownNotificationUrl(fx, 'read/') }),
  },
  {
    route: 'DELETE /api/v1/notifications/:id/',
    who: 'signed_in',
    ok: 204,
    build: async (fx) => ({ url: await ownNotificationUrl(fx) }),
  },
  { route: 'POST /api/v1/realtime/ticket/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/users/directory/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/background-jobs/', who: PERMISSIONS.manage_users, ok: 200 },
  {
    route: 'POST /api/v1/background-jobs/:queue/:id/retry/',
    who: PERMISSIONS.manage_users,
    // no such failed job: an administrator is told so, everyone else is refused first
    ok: 404,
    build: async (_fx: AccessFixtures, _caller: Caller) => ({
      url: '/api/v1/background-jobs/event.notifications/00000000-0000-4000-8000-000000000000/retry/',
    }),
  },
];
