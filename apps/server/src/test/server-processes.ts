import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USERS, type Role, type ServerMessage, type Session } from '@shortlist/contracts';
import WebSocket from 'ws';

/*
 * Real server processes for tests that need more than one (`node --import tsx
 * apps/server/src/main.ts`, so a clean clone without a build runs them), and sockets to them.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type Server = {
  name: string;
  origin: string;
  child: ChildProcess;
  dataDir: string;
  exited: Promise<void>;
  output: string[];
};

/** Every server and socket started, stopped in afterAll whatever happened. */
export const servers: Server[] = [];
export const sockets: WebSocket[] = [];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One server process on the shared database; resolves once its health check answers. */
export async function startServer(
  name: string,
  databaseUrl: string,
  jwtSecret: string,
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<Server> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `shortlist-spine-${name}-`));
  // A clean environment: nothing of the developer's (OIDC, SMTP …) changes what the servers do.
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      AUTH_DEV_LOGIN: '1',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(`[${name}] ${String(chunk).trimEnd()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the test worker itself die, the servers go with it.
  process.once('exit', () => child.kill('SIGKILL'));
  const server: Server = { name, origin: `127.0.0.1:${port}`, child, dataDir, exited, output };
  servers.push(server);
  await until(
    `server ${name} to answer /api/v1/health/`,
    async () => {
      if (child.exitCode !== null) throw new Error(`server ${name} exited:\n${output.join('\n')}`);
      try {
        return (await fetch(`http://${server.origin}/api/v1/health/`)).ok;
      } catch {
        return false;
      }
    },
    45_000,
  );
  return server;
}

export async function stopServer(server: Server) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 8000);
    await server.exited;
    clearTimeout(timer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

export async function call<T>(server: Server, url: string, body: object, session?: Session): Promise<T> {
  const response = await fetch(`http://${server.origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} on ${server.name}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const login = (server: Server, role: Role) => {
  const demo = DEMO_USERS.find((user) => user.role === role)!;
  return call<Session>(server, '/api/v1/auth/dev-login/', {
    email: demo.email,
    role,
    full_name: demo.full_name,
  });
};

/** A socket on one server, answering pings, with every message it received. */
export async function connect(server: Server, session: Session) {
  const { ticket } = await call<{ ticket: string }>(server, '/api/v1/realtime/ticket/', {}, session);
  const socket = new WebSocket(`ws://${server.origin}/ws/notifications/?ticket=${ticket}`);
  const received: Array<{ at: number; message: ServerMessage }> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ServerMessage;
    if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    received.push({ at: Date.now(), message });
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const client = {
    server: server.name,
    socket,
    received,
    /** Stage-change events for these applications, in arrival order. */
    events: (applicationIds: number[]) =>
      received.flatMap(({ at, message }) =>
        message.type === 'event' &&
        message.event.type === 'application.stage_changed' &&
        applicationIds.includes(message.event.application_id ?? -1)
          ? [{ at, event: message.event }]
          : [],
      ),
    /** Notifications about these applications, in arrival order. */
    notifications: (applicationIds: number[]) =>
      received.flatMap(({ at, message }) =>
        message.type === 'notification' &&
        applicationIds.includes(Number(message.notification.context_data.application_id))
          ? [{ at, notification: message.notification }]
          : [],
      ),
  };
  sockets.push(socket);
  // the greeting says the socket is registered on the server
  await until(`hello on ${server.name}`, async () =>
    received.some(({ message }) => message.type === 'hello'),
  );
  return client;
}
