import { LAST_ADMIN_MESSAGE, type Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/user-factories.ts';

let t: TestContext;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ ALLOWED_EMAIL_DOMAINS: 'meridian.example' });
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const as = (session: Session) => bearer(session);
const patchUser = (session: Session, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}/`, headers: as(session), payload });
const auditLog = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users/audit-log/', headers: as(admin) })).json();

describe('user administration', () => {
  it('lists accounts with their status for administrators', async () => {
    await createUser(t.database.db, { email: 'listed@meridian.example', fullName: 'Listed Person' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: as(admin) });
    expect(response.statusCode).toBe(200);
    const listed = response
      .json()
      .results.find((user: { email: string }) => user.email === 'listed@meridian.example');
    expect(listed).toMatchObject({
      full_name: 'Listed Person',
      role: 'recruiter',
      is_active: true,
      status: 'active',
    });
    expect(listed).not.toHaveProperty('password');
  });

  it('invites an address with a role and records who did it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: as(admin),
      payload: { email: 'New.Hire@Meridian.example', role: 'hiring_manager' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.hire@meridian.example',
      full_name: 'New Hire',
      role: 'hiring_manager',
      status: 'invited',
    });
    const [latest] = (await auditLog()).results;
    expect(latest).toMatchObject({
      action: 'user.invited',
      actor: { id: admin.user.id },
      target: { email: 'new.hire@meridian.example' },
      details: { role: 'hiring_manager' },
    });
  });

  it('refuses to invite an address twice or outside the allowed domains', async () => {
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/',
        headers: as(admin),
        payload: { email, role: 'recruiter' },
      });
    await invite('twice@meridian.example');
    const again = await invite('twice@meridian.example');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: ['A user with this e-mail address already exists.'] });
    const outside = await invite('someone@elsewhere.example');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().email[0]).toMatch(/meridian\.example/);
  });

  it('changes a role, ends that user’s sign-ins and writes the change on the audit log', async () => {
    const manager = await t.login('hiring_manager', { email: 'promoted@meridian.example' });
    const response = await patchUser(admin, manager.user.id, { role: 'finance' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('finance');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh_token: manager.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const [latest] = (await auditLog()).results;
    expect(latest).toMatchObject({
      action: 'user.role_changed',
      details: { from: 'hiring_manager', to: 'finance' },
    });
  });

  it('deactivates and reactivates a user; a deactivated user can neither refresh nor sign in', async () => {
    const leaving = await t.login('recruiter', { email: 'leaving@meridian.example' });
    const off = await patchUser(admin, leaving.user.id, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, status: 'deactivated' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh_token: leaving.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(t.login('recruiter', { email: 'leaving@meridian.example' })).rejects.toThrow(/401/);

    const on = await patchUser(admin, leaving.user.id, { is_active: true });
    expect(on.json()).toMatchObject({ is_active: true, status: 'active' });
    const actions = (await auditLog()).results.slice(0, 2).map((event: { action: string }) => event.action);
    expect(actions).toEqual(['user.reactivated', 'user.deactivated']);
  });

  it('never removes the last active administrator, by role change or by deactivation', async () => {
    const response = await patchUser(admin, admin.user.id, { role: 'recruiter' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: LAST_ADMIN_MESSAGE });
    const deactivate = await patchUser(admin, admin.user.id, { is_active: false });
    expect(deactivate.statusCode).toBe(409);

    // with a second administrator the first may step down
    const second = await t.login('admin', { email: 'second.admin@meridian.example' });
    expect((await patchUser(second, admin.user.id, { role: 'recruiter' })).statusCode).toBe(200);
    expect((await patchUser(second, second.user.id, { is_active: false })).statusCode).toBe(409);
    expect((await patchUser(second, admin.user.id, { role: 'admin' })).statusCode).toBe(200);
    // each role change ended the first administrator's sign-ins: the rest of the file signs in anew
    admin = await t.login('admin');
  });

  it('ends a demoted or deactivated user’s sign-ins at once, whatever the old token says', async () => {
    const demoted = await t.login('admin', { email: 'demoted.admin@meridian.example' });
    expect((await patchUser(admin, demoted.user.id, { role: 'recruiter' })).statusCode).toBe(200);
    const target = await createUser(t.database.db);
    const demotedAttempt = await patchUser(demoted, target.id, { role: 'finance' });
    expect(demotedAttempt.statusCode).toBe(401);
    expect(demotedAttempt.json()).toEqual({ detail: 'This sign-in has ended. Please sign in again.' });

    const leaver = await t.login('admin', { email: 'leaving.admin@meridian.example' });
    expect((await patchUser(admin, leaver.user.id, { is_active: false })).statusCode).toBe(200);
    const attempt = await patchUser(leaver, target.id, { role: 'finance' });
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json()).toEqual({ detail: 'This account is no longer active.' });
  });

  it('answers 404 for an unknown user and 400 for an empty change', async () => {
    expect((await patchUser(admin, 999_999, { role: 'admin' })).statusCode).toBe(404);
    expect((await patchUser(admin, admin.user.id, {})).statusCode).toBe(400);
  });

  it.each(['hiring_manager', 'recruiter', 'finance'] as const)(
    'refuses every change to a %s',
    async (role) => {
      const session = await t.login(role);
      const target = await createUser(t.database.db);
      expect((await patchUser(session, target.id, { role: 'admin' })).statusCode).toBe(403);
      const invite = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/',
        headers: as(session),
        payload: { email: `by-${role}@meridian.example`, role: 'admin' },
      });
      expect(invite.statusCode).toBe(403);
    },
  );
});

describe('my sessions', () => {
  const listSessions = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions/', headers: as(session) });

  it('lists my sign-ins, marks this one, and ends another', async () => {
    const email = 'two.devices@meridian.example';
    const laptop = await t.login('recruiter', { email });
    const phone = await t.login('recruiter', { email });
    const sessions = (await listSessions(laptop)).json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const other = sessions.find((session: { current: boolean }) => !session.current);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${other.id}/`,
      headers: as(laptop),
    });
    expect(revoke.statusCode).toBe(204);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh_token: phone.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await listSessions(laptop)).json()).toHaveLength(1);
  });

  it('cannot end someone else’s sign-in', async () => {
    const mine = await t.login('finance', { email: 'mine@meridian.example' });
    const theirs = await t.login('finance', { email: 'theirs@meridian.example' });
    const [their] = (await listSessions(theirs)).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${their.id}/`,
      headers: as(mine),
    });
    expect(response.statusCode).toBe(404);
    expect((await listSessions(theirs)).json()).toHaveLength(1);
  });

  it('signs out everywhere', async () => {
    const email = 'everywhere@meridian.example';
    const a = await t.login('recruiter', { email });
    const b = await t.login('recruiter', { email });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/revoke-all/',
      headers: as(a),
    });
    expect(response.statusCode).toBe(204);
    for (const session of [a, b]) {
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh/',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
    }
  });
});
