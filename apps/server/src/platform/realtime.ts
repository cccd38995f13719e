import websocket from '@fastify/websocket';
import {
  type ClientMessage,
  clientMessageSchema,
  type LiveEvent,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_TICKET_TTL_SECONDS,
  realtimeTicketSchema,
  type ServerMessage,
} from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Tx } from '../db/client.ts';
import { confirmSession, currentUser, type SessionCheck } from './auth.ts';
import { LIVE_EVENTS_CHANNEL } from './events.ts';
import type { AuthUser, TokenService } from './tokens.ts';

/** Messages for some users' sockets, from whichever process made them. */
const USER_MESSAGES_CHANNEL = 'shortlist_user_messages';
/** Sign-ins that just ended, so every process closes their sockets. */
const SESSIONS_ENDED_CHANNEL = 'shortlist_sessions_ended';
/** The close code a socket gets when its sign-in ends (4000–4999 are the application's). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export type EndedSessions = { userId: number } | { sessionId: string };

/**
 * Tells every process that these sign-ins ended (docs/decisions/010): their sockets close once
 * the transaction commits (NOTIFY is transactional). Whoever revokes refresh tokens calls it.
 */
export async function announceSessionsEnded(tx: Tx, ended: EndedSessions) {
  await tx.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
}

type Socket = { send(data: string): void; close(code?: number, reason?: string): void; terminate(): void };
type Connection = { user: AuthUser; socket: Socket; lastSeen: number };

export type RealtimeOptions = {
  database: Database;
  tokens: TokenService;
  checkSession: SessionCheck;
  heartbeatMs?: number;
};

/**
 * Live updates (DESIGN.md §8, issue 9): `/ws/notifications/` on the server's own port. A socket
 * opens with a short-lived ticket from `POST /api/v1/realtime/ticket/`. Every process LISTENs
 * for committed domain events and for messages addressed to users, and passes them to the
 * sockets it holds — so a browser connected to process B hears what happened on process A.
 */
export function createRealtime({
  database,
  tokens,
  checkSession,
  heartbeatMs = REALTIME_HEARTBEAT_MS,
}: RealtimeOptions) {
  const connections = new Set<Connection>();
  const connectHandlers: Array<(user: AuthUser) => Promise<ServerMessage[]>> = [];
  const messageHandlers: Array<(user: AuthUser, message: ClientMessage) => Promise<void>> = [];
  const unlisten: Array<() => Promise<void>> = [];
  let heartbeat: NodeJS.Timeout | undefined;

  /** Sends one message, serialised once however many sockets it goes to. */
  const deliver = (connection: Connection, message: ServerMessage | string) => {
    try {
      connection.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    } catch {
      connections.delete(connection);
    }
  };

  function sendToUsers(userIds: number[], message: ServerMessage) {
    const wanted = new Set(userIds);
    const text = JSON.stringify(message);
    for (const connection of connections) if (wanted.has(connection.user.id)) deliver(connection, text);
  }

  /** A socket lives no longer than its sign-in: it hears nothing more once the sign-in ends. */
  function closeEndedSessions(ended: EndedSessions) {
    for (const connection of connections) {
      const { user } = connection;
      if ('userId' in ended ? user.id === ended.userId : user.sessionId === ended.sessionId) {
        connections.delete(connection);
        connection.socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out');
      }
    }
  }

  function broadcast(message: ServerMessage) {
    const text = JSON.stringify(message);
    for (const connection of connections) deliver(connection, text);
  }

  async function register(app: FastifyInstance) {
    await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

    app.get(
      REALTIME_PATH,
      {
        websocket: true,
        schema: { hide: true },
        // A missing, forged or expired ticket, or one of a sign-in that has ended since, is
        // refused before the upgrade, with a plain 401.
        preValidation: async (request, reply) => {
          const ticket = (request.query as { ticket?: unknown }).ticket;
          const claimed = typeof ticket === 'string' ? await tokens.verifyRealtimeTicket(ticket) : null;
          const standing = claimed ? await confirmSession(checkSession, claimed) : undefined;
          if (!standing || 'refused' in standing) {
            return reply.code(401).send({ detail: 'A valid ticket is required to connect.' });
          }
          request.user = standing.user;
        },
      },
      async (socket, request) => {
        const connection: Connection = { user: request.user!, socket, lastSeen: Date.now() };
        connections.add(connection);
        socket.on('close', () => connections.delete(connection));
        socket.on('message', (raw: Buffer) => {
          connection.lastSeen = Date.now();
          void handleMessage(connection, raw).catch((error) => {
            request.log.warn({ err: error }, 'live socket message failed');
            deliver(connection, { type: 'error', detail: 'That action could not be done.' });
          });
        });
        for (const handler of connectHandlers)
          for (const message of await handler(connection.user)) deliver(connection, message);
      },
    );

    unlisten.push(
      await database.listen(LIVE_EVENTS_CHANNEL, (payload) => {
        broadcast({ type: 'event', event: JSON.parse(payload) as LiveEvent });
      }),
      await database.listen(USER_MESSAGES_CHANNEL, (payload) => {
        const { user_ids, message } = JSON.parse(payload) as { user_ids: number[]; message: ServerMessage };
        sendToUsers(user_ids, message);
      }),
      await database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
        closeEndedSessions(JSON.parse(payload) as EndedSessions);
      }),
    );

    // A socket that answered none of the last two pings is gone (a sleeping laptop, a dead proxy).
    heartbeat = setInterval(() => {
      const now = Date.now();
      for (const connection of connections) {
        if (now - connection.lastSeen > heartbeatMs * 2) {
          connection.socket.terminate();
          connections.delete(connection);
        } else deliver(connection, { type: 'ping' });
      }
    }, heartbeatMs);
    heartbeat.unref();

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const connection of connections) connection.socket.close(1001, 'Server shutting down');
      connections.clear();
      // a database that is already gone has nothing left to stop listening to
      await Promise.allSettled(unlisten.map((stop) => stop()));
    });
  }

  async function handleMessage(connection: Connection, raw: Buffer) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return deliver(connection, { type: 'error', detail: 'Messages are JSON.' });
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success) return deliver(connection, { type: 'error', detail: 'Unknown message.' });
    if (message.data.type === 'pong') return;
    for (const handler of messageHandlers) await handler(connection.user, message.data);
  }

  return {
    register,
    /** Messages for a user as their socket opens (the unread count). */
    onConnect(handler: (user: AuthUser) => Promise<ServerMessage[]>) {
      connectHandlers.push(handler);
    },
    /** Actions a browser sends over the socket (mark read, dismiss …). */
    onMessage(handler: (user: AuthUser, message: ClientMessage) => Promise<void>) {
      messageHandlers.push(handler);
    },
    /**
     * Sends a message to every socket of these users, on every process, once the transaction
     * commits (NOTIFY is transactional). Pass the database itself to send at once.
     */
    async notifyUsers(tx: Tx, userIds: number[], message: ServerMessage) {
      if (userIds.length === 0) return;
      await tx.execute(
        sql`select pg_notify(${USER_MESSAGES_CHANNEL}, ${JSON.stringify({ user_ids: userIds, message })})`,
      );
    },
    /** How many sockets this process holds (bench, tests). */
    connectionCount: () => connections.size,
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

/** POST /realtime/ticket/: the ticket a signed-in browser opens its socket with. */
export const realtimeRoutes =
  ({ tokens }: { tokens: TokenService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/realtime/ticket/',
      {
        schema: {
          tags: ['realtime'],
          response: { 200: realtimeTicketSchema },
        },
      },
      async (request) => ({
        ticket: await tokens.signRealtimeTicket(currentUser(request)),
        expires_in: REALTIME_TICKET_TTL_SECONDS,
      }),
    );
  };
