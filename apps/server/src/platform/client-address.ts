import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Who the client is when the server sits behind reverse proxies (docs/decisions/010):
 * `TRUST_PROXY` names the proxies whose X-Forwarded-For Shortlist believes.
 * - addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`): a
 *   forwarded address counts only as long as every hop after it is one of these proxies;
 * - a hop count: the last `hops` connections are proxies, whoever they are. Fastify treats a
 *   bare number as "trust nobody" (a direct client could claim anything), so the count becomes a
 *   function here: use it only when nothing but the proxy can reach HOST:PORT.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] };

export function trustProxyOption(trusted: TrustedProxies | undefined): FastifyServerOptions['trustProxy'] {
  if (!trusted) return false;
  if ('addresses' in trusted) return trusted.addresses;
  const { hops } = trusted;
  return (_address: string, hop: number) => hop < hops;
}

/** Headers a proxy adds on the way in; a browser talking to the server directly sends none of them. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * True only for a request that reached this process straight from this machine: the TCP peer
 * is a loopback address and no proxy header is present (trusted or not — a proxy on this host is
 * also a loopback peer, and what it forwards is somebody else's request).
 */
export function isDirectFromThisMachine(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.raw.socket.remoteAddress);
}

/** 127.0.0.0/8 (also IPv4-mapped) and ::1. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}
