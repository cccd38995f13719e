import type { Role, ServerMessage, Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';

let t: TestContext;
let origin: string;
const sessions = {} as Record<Role, Session>;

beforeAll(async () => {
  t = await createTestApp({}, { heartbeatMs: 200 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const role of ['admin', 'recruiter', 'finance'] as const) sessions[role] = await t.login(role);
});
afterAll(async () => t.close());

/** A socket and every message it has received, with a way to wait for one. */
async function connect(role: Role, { answerPings = true } = {}) {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/v1/realtime/ticket/',
    headers: bearer(sessions[role]),
  });
  expect(ticket.statusCode).toBe(200);
  const socket = new WebSocket(`ws://${origin}/ws/notifications/?ticket=${ticket.json().ticket}`);
  const received: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ServerMessage;
    if (message.type === 'ping' && answerPings) socket.send(JSON.stringify({ type: 'pong' }));
    received.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    send: (message: object) => socket.send(JSON.stringify(message)),
    async next<T extends ServerMessage['type']>(
      type: T,
      match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
      timeoutMs = 2000,
    ): Promise<Extract<ServerMessage, { type: T }>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(
          (message): message is Extract<ServerMessage, { type: T }> =>
            message.type === type && match(message as Extract<ServerMessage, { type: T }>),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

function refusal(url: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', () => resolve(-1));
  });
}

describe('/ws/notifications/', () => {
  it('refuses a socket without a ticket, with a forged one, or with an access token instead', async () => {
    expect(await refusal(`ws://${origin}/ws/notifications/`)).toBe(401);
    expect(await refusal(`ws://${origin}/ws/notifications/?ticket=forged.ticket.value`)).toBe(401);
    expect(await refusal(`ws://${origin}/ws/notifications/?ticket=${sessions.admin.access_token}`)).toBe(401);
  });

  it('greets with the unread count, then pushes a colleague’s stage move and the notification it causes', async () => {
    const finance = await connect('finance');
    expect(await finance.next('hello')).toMatchObject({ user_id: sessions.finance.user.id });

    const job = await createJobWithWorkflow(t.database.db);
    const { application } = await createApplication(t.database.db, job.id, {
      name: 'Mira Okafor',
      ownerUserId: sessions.finance.user.id,
    });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/kanban/${job.id}/update-stage/`,
      headers: bearer(sessions.recruiter),
      payload: { application_id: application.id, new_stage: 'deep_dive' },
    });
    expect(moved.statusCode).toBe(200);

    const live = await finance.next('event', (message) => message.event.application_id === application.id);
    expect(live.event).toMatchObject({
      type: 'application.stage_changed',
      job_id: job.id,
      actor_id: sessions.recruiter.user.id,
      data: { from_stage: 'applied', to_stage: 'deep_dive', automated: false },
    });
    // what the event carried stays on the server: no labels, no notes
    expect(Object.keys(live.event.data).sort()).toEqual(['automated', 'from_stage', 'to_stage']);

    const pushed = await finance.next(
      'notification',
      (message) => message.notification.context_data.application_id === application.id,
    );
    expect(pushed.notification.title).toBe('Mira Okafor moved to Deep Dive');
    expect(pushed.unread_count).toBeGreaterThanOrEqual(1);

    finance.send({ type: 'mark_read', id: pushed.notification.id });
    const changed = await finance.next('notifications_changed');
    expect(changed.unread_count).toBe(pushed.unread_count - 1);
    finance.socket.close();
  });

  it('answers an unknown message with an error and keeps the socket open', async () => {
    const admin = await connect('admin');
    admin.send({ type: 'delete_everything' });
    expect(await admin.next('error')).toEqual({ type: 'error', detail: 'Unknown message.' });
    admin.send({ type: 'mark_all_read' });
    await admin.next('notifications_changed');
    admin.socket.close();
  });

  it('pings, and closes a socket that stops answering', async () => {
    const admin = await connect('admin', { answerPings: false });
    await admin.next('ping');
    // this client never answers: after two heartbeats the server lets it go
    const closed = await new Promise<number>((resolve) =>
      admin.socket.once('close', (code) => resolve(code)),
    );
    expect(closed).toBeGreaterThan(0);
  });
});
