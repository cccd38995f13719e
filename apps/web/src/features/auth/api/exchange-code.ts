import type { OidcCallback, Session } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/google/callback/ (spec 02 §7 Auth) → tokens and user. */
export function exchangeCode(body: OidcCallback): Promise<Session> {
  return api.post<Session>('/auth/google/callback/', body, { refreshOnUnauthorized: false });
}

const exchanges = new Map<string, Promise<Session>>();

/**
 * spec 02 Sign-in callback: a code is exchanged exactly once. React's strict mode runs effects
 * twice and a page can remount; every caller with the same code shares the one request.
 */
export function exchangeCodeOnce(body: OidcCallback): Promise<Session> {
  let exchange = exchanges.get(body.code);
  if (!exchange) {
    exchange = exchangeCode(body);
    exchanges.set(body.code, exchange);
  }
  return exchange;
}
