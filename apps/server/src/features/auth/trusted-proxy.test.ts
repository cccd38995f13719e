import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGN_IN_MESSAGES } from '@shortlist/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

/**
 * docs/decisions/010, the set-up the README recommends: Shortlist on a loopback port behind a
 * reverse proxy on the same host. The proxy here is a real one on loopback that, like nginx's
 * `$proxy_add_x_forwarded_for`, appends the address its client connected from. Different clients
 * are different loopback addresses (127.0.0.0/8 is all this machine).
 */
type Server = { t: TestContext; port: number; proxyPort: number };
const started: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((stop) => stop()));
});

async function serverBehindProxy(env: Record<string, string> = {}): Promise<Server> {
  const t = await createTestApp({ AUTH_RATE_LIMIT: '2', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const proxy = http.createServer((request, response) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  started.push(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await t.close();
  });
  return { t, port, proxyPort: (proxy.address() as AddressInfo).port };
}

/** An HTTP request from one client address of this machine. */
function call(
  port: number,
  from: string,
  request: { method: 'GET' | 'POST'; path: string; body?: object; headers?: Record<string, string> },
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const body = request.body ? JSON.stringify(request.body) : undefined;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: request.method,
        path: request.path,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...request.headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(text || '{}') }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const demoSignIn = {
  method: 'POST',
  path: '/api/v1/auth/dev-login/',
  body: { email: 'proxied@meridian.example', role: 'admin' },
} as const;
const authConfig = { method: 'GET', path: '/api/v1/auth/config/' } as const;
/** A refresh with a token nobody holds: a 401 that still counts against the client's sign-in limit. */
const guess = (headers: Record<string, string> = {}) =>
  ({ method: 'POST', path: '/api/v1/auth/refresh/', body: { refresh_token: 'a-guess' }, headers }) as const;

describe('behind a reverse proxy on this machine', () => {
  it.each([
    ['no TRUST_PROXY', {}],
    ['TRUST_PROXY=1', { TRUST_PROXY: '1' }],
    ['TRUST_PROXY=loopback', { TRUST_PROXY: 'loopback' }],
  ])('refuses the demo sign-in through the proxy (%s) and does not offer it there', async (_name, env) => {
    const { proxyPort, port } = await serverBehindProxy({ AUTH_RATE_LIMIT: '100', ...env });
    const proxied = await call(proxyPort, '127.0.0.1', demoSignIn);
    expect(proxied.status).toBe(403);
    expect(proxied.json).toEqual({ detail: SIGN_IN_MESSAGES.devLoginLocalOnly });
    expect((await call(proxyPort, '127.0.0.1', authConfig)).json).toMatchObject({ dev_login: false });

    // the same browser on the same machine, straight to the server's port
    expect((await call(port, '127.0.0.1', authConfig)).json).toMatchObject({ dev_login: true });
    expect((await call(port, '127.0.0.1', demoSignIn)).status).toBe(200);
  });

  it('without TRUST_PROXY puts every client behind the proxy in one rate-limit bucket', async () => {
    const { proxyPort } = await serverBehindProxy();
    expect((await call(proxyPort, '127.0.0.2', guess())).status).toBe(401);
    expect((await call(proxyPort, '127.0.0.2', guess())).status).toBe(401);
    // a different client, a different X-Forwarded-For — and the same bucket: the proxy's
    expect((await call(proxyPort, '127.0.0.3', guess())).status).toBe(429);
  });

  it.each([
    ['a hop count', '1'],
    ["the proxy's address", '127.0.0.1'],
  ])('with TRUST_PROXY as %s keys the limit on the forwarded client', async (_name, trustProxy) => {
    const { proxyPort } = await serverBehindProxy({ TRUST_PROXY: trustProxy });
    expect((await call(proxyPort, '127.0.0.2', guess())).status).toBe(401);
    expect((await call(proxyPort, '127.0.0.2', guess())).status).toBe(401);
    expect((await call(proxyPort, '127.0.0.2', guess())).status).toBe(429);
    expect((await call(proxyPort, '127.0.0.3', guess())).status).toBe(401);

    // a client cannot pick a fresh bucket by sending its own X-Forwarded-For: the proxy appends
    // the address it really came from, and only that last hop is believed
    const spoofed = await call(proxyPort, '127.0.0.2', guess({ 'x-forwarded-for': '198.51.100.7' }));
    expect(spoofed.status).toBe(429);
  });
});
