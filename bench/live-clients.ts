import { type ChildProcess, fork } from 'node:child_process';
import type { ServerMessage } from '@shortlist/contracts';
import WebSocket from 'ws';

/*
 * The browsers of the `live` bench scenario: one child process holding every socket, driven
 * by messages from the scenario (live-scenario.ts).
 */

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now();

async function openSocket(origin: string, ticket: string, onMessage: (message: ServerMessage) => void) {
  const socket = new WebSocket(`ws://${origin}/ws/notifications/?ticket=${ticket}`);
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ServerMessage;
    if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    onMessage(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

type ToClients =
  | { type: 'owner'; origin: string; ticket: string }
  | { type: 'watchers'; origin: string; tickets: string[]; applicationIds: number[] }
  | { type: 'await-fanout'; expected: number; timeoutMs: number }
  | { type: 'close' };
type FromClients =
  | { type: 'opened' }
  | { type: 'heard'; kind: 'event' | 'notification'; applicationId: number; at: number }
  | {
      type: 'fanout';
      delivered: number;
      socketsMissingEvents: number;
      lastAt: number;
      /** For each application moved, when the last socket heard its event. */
      lastByApplication: Array<[number, number]>;
    };

/**
 * The browsers: every socket lives in a child process of its own, as browsers would, so the
 * server's event loop does not also parse 200,000 messages and the times are the clients'.
 */
async function runClients() {
  const send = (message: FromClients) => process.send!(message);
  const sockets: WebSocket[] = [];
  let watchers: Array<{ events: Set<number>; last: number }> = [];
  const lastByApplication = new Map<number, number>();
  const seenByApplication = new Map<number, number>();
  process.on('message', async (message: ToClients) => {
    if (message.type === 'owner') {
      sockets.push(
        await openSocket(message.origin, message.ticket, (received) => {
          const at = now();
          if (received.type === 'event' && received.event.type === 'application.stage_changed')
            send({ type: 'heard', kind: 'event', applicationId: received.event.application_id!, at });
          if (received.type === 'notification') {
            const applicationId = Number(received.notification.context_data.application_id);
            send({ type: 'heard', kind: 'notification', applicationId, at });
          }
        }),
      );
      send({ type: 'opened' });
    } else if (message.type === 'watchers') {
      const watching = new Set(message.applicationIds);
      watchers = message.tickets.map(() => ({ events: new Set<number>(), last: 0 }));
      await Promise.all(
        message.tickets.map(async (ticket, i) => {
          const watcher = watchers[i]!;
          sockets.push(
            await openSocket(message.origin, ticket, (received) => {
              if (received.type !== 'event') return;
              const applicationId = received.event.application_id ?? -1;
              if (!watching.has(applicationId)) return;
              const at = now();
              watcher.events.add(received.event.id);
              watcher.last = at;
              seenByApplication.set(applicationId, (seenByApplication.get(applicationId) ?? 0) + 1);
              lastByApplication.set(applicationId, at);
            }),
          );
        }),
      );
      send({ type: 'opened' });
    } else if (message.type === 'await-fanout') {
      const deadline = Date.now() + message.timeoutMs;
      const complete = () => watchers.every((watcher) => watcher.events.size >= message.expected);
      while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      send({
        type: 'fanout',
        delivered: watchers.reduce((sum, watcher) => sum + watcher.events.size, 0),
        socketsMissingEvents: watchers.filter((watcher) => watcher.events.size < message.expected).length,
        lastAt: Math.max(...watchers.map((watcher) => watcher.last)),
        lastByApplication: [...lastByApplication],
      });
    } else if (message.type === 'close') {
      for (const socket of sockets) socket.terminate();
      process.disconnect();
    }
  });
}

if (process.env.SHORTLIST_LIVE_CLIENTS === '1') await runClients();

/** Starts the client process; `request` sends a message and resolves with the reply of a type. */
export function startClients() {
  const child: ChildProcess = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SHORTLIST_LIVE_CLIENTS: '1' },
  });
  const listeners = new Set<(message: FromClients) => void>();
  child.on('message', (message: FromClients) => {
    for (const listener of listeners) listener(message);
  });
  return {
    child,
    onMessage(listener: (message: FromClients) => void) {
      listeners.add(listener);
    },
    request<T extends FromClients['type']>(message: ToClients, reply: T, timeoutMs = 120_000) {
      return new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${reply} from the clients`)), timeoutMs);
        const listener = (received: FromClients) => {
          if (received.type !== reply) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(received as Extract<FromClients, { type: T }>);
        };
        listeners.add(listener);
        child.send(message);
      });
    },
    async close() {
      if (child.connected) child.send({ type: 'close' } satisfies ToClients);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      clearTimeout(timer);
    },
  };
}
