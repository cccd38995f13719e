import type { AuthSession, ServerMessage, Session } from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../db/schema/index.ts';
import { SESSION_ENDED_CLOSE_CODE } from '../../platform/realtime.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createCandidateRow } from '../../test/candidate-factories.ts';

/**
 * docs/decisions/010: an access token counts only while its sign-in is live and its account
 * active, and it carries the account's current role — so logout, "sign out everywhere", a
 * reused refresh token, deactivation and a role change take effect on the very next request,
 * not when the 15-minute token runs out.
 */
const JWT_SECRET = 'test-secret-that-is-at-least-32-chars!!';
const ENDED = { detail: 'This sign-in has ended. Please sign in again.' };
const INACTIVE = { detail: 'This account is no longer active.' };

let t: TestContext;
let admin: Session;
let origin: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await t.login('admin');
});
afterAll(async () => t.close());

/** A sign-in of a fresh account of this role (another "device" of it: call again with the e-mail). */
const signIn = (role: Session['user']['role'], email = `revocation-${++sequence}@meridian.example`) =>
  t.login(role, { email });
const me = (session: Pick<Session, 'access_token'>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me/', headers: bearer(session as Session) });
const post = (url: string, payload?: object, session?: Session) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(session ? { headers: bearer(session) } : {}),
  });

async function expectRefused(session: Session, body: object) {
  const response = await me(session);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(body);
}

describe('an access token stops working at once', () => {
  it('after logout', async () => {
    const session = await signIn('recruiter');
    expect((await me(session)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout/', { refresh_token: session.refresh_token })).statusCode).toBe(
      204,
    );
    await expectRefused(session, ENDED);
  });

  it('after "sign out everywhere", on every device of the account and no other account', async () => {
    const laptop = await signIn('hiring_manager');
    const phone = await signIn('hiring_manager', laptop.user.email);
    const colleague = await signIn('hiring_manager');
    expect((await post('/api/v1/auth/sessions/revoke-all/', undefined, phone)).statusCode).toBe(204);
    await expectRefused(laptop, ENDED);
    await expectRefused(phone, ENDED);
    expect((await me(colleague)).statusCode).toBe(200);
  });

  it('after the sign-in is ended from another device, and only that sign-in', async () => {
    const laptop = await signIn('recruiter');
    const phone = await signIn('recruiter', laptop.user.email);
    const sessions = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions/', headers: bearer(laptop) })
    ).json<AuthSession[]>();
    const phoneSession = sessions.find((session) => !session.current)!;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneSession.id}/`,
      headers: bearer(laptop),
    });
    expect(ended.statusCode).toBe(204);
    await expectRefused(phone, ENDED);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('after its refresh token is presented twice (the whole sign-in is revoked as stolen)', async () => {
    const session = await signIn('finance');
    const rotated = await post('/api/v1/auth/refresh/', { refresh_token: session.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const successor = rotated.json<{ access_token: string; refresh_token: string }>();
    expect((await me(successor)).statusCode).toBe(200);

    const replay = await post('/api/v1/auth/refresh/', { refresh_token: session.refresh_token });
    expect(replay.statusCode).toBe(401);
    // the token issued before the theft and the one issued after it are both dead
    await expectRefused(session, ENDED);
    await expectRefused({ ...session, ...successor }, ENDED);
  });

  it('after the account is deactivated', async () => {
    const session = await signIn('recruiter');
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${session.user.id}/`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    await expectRefused(session, INACTIVE);
    // reads as well as writes
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/candidates/', headers: bearer(session) });
    expect(list.statusCode).toBe(401);
  });

  it('for salary: a finance user demoted to recruiter no longer reads offered_salary with the old token', async () => {
    const candidate = await createCandidateRow(t.database.db, { offeredSalary: 110_000 });
    const session = await signIn('finance');
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/candidates/${candidate.id}/`, headers: bearer(session) });
    const before = await read();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ offered_salary: 110_000 });

    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${session.user.id}/`,
      headers: bearer(admin),
      payload: { role: 'recruiter' },
    });
    expect(demoted.statusCode).toBe(200);
    // a role change ends the user's sign-ins (docs/decisions/004); the next sign-in carries the new role
    const after = await read();
    expect(after.statusCode).toBe(401);
    expect(after.body).not.toContain('110000');
  });
});

describe('what a live sign-in may do is what its account may do now', () => {
  it('follows the account’s current role, not the one written into the token', async () => {
    const candidate = await createCandidateRow(t.database.db, { offeredSalary: 95_000 });
    const session = await signIn('finance');
    // a role changed by something other than the users page (another process, a data fix): the
    // sign-in stays live, the token still says finance
    await t.database.db.update(users).set({ role: 'recruiter' }).where(eq(users.id, session.user.id));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/`,
      headers: bearer(session),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('offered_salary');
    expect((await me(session)).json()).toMatchObject({ role: 'recruiter' });
  });

  it('costs one SQL statement per request', async () => {
    const session = await signIn('recruiter');
    const before = t.database.stats.queries;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/realtime/ticket/',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    expect(t.database.stats.queries - before).toBe(1);
  });
});

describe('the tokens themselves', () => {
  const sign = (claims: Record<string, unknown>, { exp = true }: { exp?: boolean } = {}) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (exp) jwt.setExpirationTime('15m');
    return jwt.sign(new TextEncoder().encode(JWT_SECRET));
  };
  const claimsOf = (session: Session) => ({
    sub: String(session.user.id),
    email: session.user.email,
    name: session.user.full_name,
    role: session.user.role,
    sid: JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()).sid,
  });

  it('refuses a correctly signed token of a live sign-in that has no expiry', async () => {
    const session = await signIn('recruiter');
    expect((await me({ access_token: await sign(claimsOf(session)) })).statusCode).toBe(200);
    const forever = await me({ access_token: await sign(claimsOf(session), { exp: false }) });
    expect(forever.statusCode).toBe(401);
  });

  it('refuses a token that names no sign-in, or another account’s', async () => {
    const session = await signIn('recruiter');
    const other = await signIn('recruiter');
    const { sid: _sid, ...withoutSession } = claimsOf(session);
    expect((await me({ access_token: await sign(withoutSession) })).statusCode).toBe(401);
    const borrowed = await me({
      access_token: await sign({ ...claimsOf(session), sid: claimsOf(other).sid }),
    });
    expect(borrowed.statusCode).toBe(401);
  });
});

describe('the live socket', () => {
  async function openSocket(session: Session) {
    const ticket = await post('/api/v1/realtime/ticket/', undefined, session);
    expect(ticket.statusCode).toBe(200);
    const socket = new WebSocket(`ws://${origin}/ws/notifications/?ticket=${ticket.json().ticket}`);
    const received: ServerMessage[] = [];
    socket.on('message', (raw) => received.push(JSON.parse(String(raw)) as ServerMessage));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return { socket, received, closed, ticket: ticket.json().ticket as string };
  }

  it('closes when its sign-in ends, and its ticket no longer opens another', async () => {
    const session = await signIn('recruiter');
    const other = await signIn('recruiter');
    const live = await openSocket(session);
    const bystander = await openSocket(other);
    expect((await post('/api/v1/auth/logout/', { refresh_token: session.refresh_token })).statusCode).toBe(
      204,
    );
    expect(await live.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);

    const reopened = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://${origin}/ws/notifications/?ticket=${live.ticket}`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(reopened).toBe(401);
    bystander.socket.close();
  });

  it('closes on every device when the account is deactivated', async () => {
    const laptop = await signIn('hiring_manager');
    const phone = await signIn('hiring_manager', laptop.user.email);
    const sockets = [await openSocket(laptop), await openSocket(phone)];
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${laptop.user.id}/`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([
      SESSION_ENDED_CLOSE_CODE,
      SESSION_ENDED_CLOSE_CODE,
    ]);
  });
});
