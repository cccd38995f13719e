import { vi } from 'vitest';

/** A request as a stubbed route sees it. */
export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};
type StubAnswer = Response | Promise<Response>;
export type StubRoute = (request: StubRequest) => StubAnswer;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch with a table of API routes keyed "METHOD /path/" (the path after /api/v1).
 * A value is either a route function or a JSON body answered with 200. Unknown routes answer 404
 * so a test fails loudly when the page calls something unexpected.
 */
export function stubApi(routes: Record<string, StubRoute | object>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[`${method} ${path}`];
    if (!route) return jsonResponse({ detail: `No stub for ${method} ${path}` }, 404);
    if (typeof route !== 'function') return jsonResponse(route);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return (route as StubRoute)({
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the page made, as "METHOD /path/?query". */
export function requestsMade(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
  });
}
