import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@shortlist/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../test/api-stub.ts';
import { adminUser } from '../test/fixtures.ts';
import { storeSignedInUser, TEST_TOKENS } from '../test/render-app.tsx';
import { api, setSessionExpiredHandler } from './api-client.ts';
import { ApiError, getErrorMessage } from './api-error.ts';

const NEW_TOKENS = { access_token: 'access-token-2', refresh_token: 'refresh-token-2' };

/** A job list route that accepts only the given access token. */
function protectedRoute(acceptedToken: string, body: object = { ok: true }) {
  return (request: StubRequest) =>
    request.headers.get('Authorization') === `Bearer ${acceptedToken}`
      ? jsonResponse(body)
      : jsonResponse({ detail: 'Token expired' }, 401);
}

let sessionExpired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  sessionExpired = vi.fn<() => void>();
  setSessionExpiredHandler(sessionExpired);
});

afterEach(() => {
  setSessionExpiredHandler(null);
  vi.useRealTimers();
});

describe('api client requests', () => {
  it('calls /api/v1 with the query string and the stored bearer token, and returns the JSON body', async () => {
    storeSignedInUser(adminUser);
    const fetchMock = stubApi({
      'GET /jobs/': protectedRoute(TEST_TOKENS.access, { count: 0, results: [] }),
    });

    const page = await api.get('/jobs/', { params: { status: 'open', page_size: 3, location: undefined } });

    expect(page).toEqual({ count: 0, results: [] });
    expect(requestsMade(fetchMock)).toEqual(['GET /jobs/?status=open&page_size=3']);
  });

  it('sends no Authorization header when no token is stored', async () => {
    let authorization: string | null = 'unset';
    stubApi({
      'GET /auth/config/': (request) => {
        authorization = request.headers.get('Authorization');
        return jsonResponse({ dev_login: true });
      },
    });

    await api.get('/auth/config/');

    expect(authorization).toBeNull();
  });

  it('sends the JSON body with a JSON content type and returns nothing for a 204', async () => {
    let received: StubRequest | undefined;
    stubApi({
      'POST /auth/logout/': (request) => {
        received = request;
        return jsonResponse(null, 204);
      },
    });

    await expect(api.post('/auth/logout/', { refresh_token: 'r' })).resolves.toBeUndefined();

    expect(received?.body).toEqual({ refresh_token: 'r' });
    expect(received?.headers.get('Content-Type')).toBe('application/json');
  });

  it('adds X-CSRFToken from the csrftoken cookie on POST, PUT, PATCH and DELETE but not on GET', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'csrftoken=abc123; path=/';
    const seen: Record<string, string | null> = {};
    const record = (request: StubRequest) => {
      seen[request.method] = request.headers.get('X-CSRFToken');
      return jsonResponse({});
    };
    stubApi({
      'GET /jobs/1/': record,
      'POST /jobs/': record,
      'PUT /jobs/1/': record,
      'PATCH /jobs/1/': record,
      'DELETE /jobs/1/': record,
    });

    await api.get('/jobs/1/');
    await api.post('/jobs/', {});
    await api.put('/jobs/1/', {});
    await api.patch('/jobs/1/', {});
    await api.delete('/jobs/1/');

    expect(seen).toEqual({ GET: null, POST: 'abc123', PUT: 'abc123', PATCH: 'abc123', DELETE: 'abc123' });
  });

  it('sends no X-CSRFToken when the cookie is absent', async () => {
    let csrf: string | null = 'unset';
    stubApi({
      'POST /jobs/': (request) => {
        csrf = request.headers.get('X-CSRFToken');
        return jsonResponse({});
      },
    });

    await api.post('/jobs/', {});

    expect(csrf).toBeNull();
  });
});

describe('api client errors', () => {
  it('throws an ApiError carrying the status and the detail message', async () => {
    stubApi({ 'GET /jobs/9/': () => jsonResponse({ detail: 'Not found.' }, 404) });

    const error = await api.get('/jobs/9/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { detail: 'Not found.' }, kind: 'http' });
    expect(getErrorMessage(error)).toBe('Not found.');
  });

  it('turns validation errors into field errors and a readable message', async () => {
    stubApi({
      'POST /jobs/': () => jsonResponse({ title: ['Job title is required'], salary_min: ['Too low'] }, 400),
    });

    const error = (await api.post('/jobs/', {}).catch((caught: unknown) => caught)) as ApiError;

    expect(error.fieldErrors).toEqual({ title: 'Job title is required', salary_min: 'Too low' });
    expect(getErrorMessage(error)).toBe('Title: Job title is required');
  });

  it('prefers non_field_errors and reads a short plain-text body as the message', async () => {
    stubApi({
      'POST /a/': () => jsonResponse({ non_field_errors: ['Dates overlap'] }, 400),
      'POST /b/': () => new Response('Service unavailable', { status: 503 }),
    });

    expect(getErrorMessage(await api.post('/a/').catch((e: unknown) => e))).toBe('Dates overlap');
    expect(getErrorMessage(await api.post('/b/').catch((e: unknown) => e))).toBe('Service unavailable');
  });

  it('reports a failed connection as a network ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await api.get('/jobs/').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(getErrorMessage(error)).toMatch(/could not reach the server/i);
  });
});

describe('api client time-out and cancellation', () => {
  /** A fetch that never answers but rejects like the browser when its signal aborts. */
  function hangingFetch() {
    return vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
  }

  it(`aborts a request after ${REQUEST_TIMEOUT_MS} ms and reports a time-out`, async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);

    const outcome = expect(api.get('/jobs/')).rejects.toMatchObject({ status: 0, kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await outcome;
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it("honours the caller's abort signal and rethrows the abort rather than an ApiError", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();

    const outcome = api.get('/jobs/', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();

    const error = await outcome;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('api client on 401', () => {
  it('refreshes the token once, stores the new pair and retries the request with it', async () => {
    storeSignedInUser(adminUser);
    const fetchMock = stubApi({
      'GET /auth/me/': protectedRoute(NEW_TOKENS.access_token, adminUser),
      'POST /auth/refresh/': (request) =>
        (request.body as { refresh_token: string }).refresh_token === TEST_TOKENS.refresh
          ? jsonResponse(NEW_TOKENS)
          : jsonResponse({ detail: 'Invalid refresh token' }, 401),
    });

    await expect(api.get('/auth/me/')).resolves.toEqual(adminUser);

    expect(requestsMade(fetchMock)).toEqual(['GET /auth/me/', 'POST /auth/refresh/', 'GET /auth/me/']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(NEW_TOKENS.access_token);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(NEW_TOKENS.refresh_token);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent requests that hit 401', async () => {
    storeSignedInUser(adminUser);
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = stubApi({
      'GET /jobs/': protectedRoute(NEW_TOKENS.access_token, { list: true }),
      'GET /auth/me/': protectedRoute(NEW_TOKENS.access_token, adminUser),
      'GET /auth/config/': protectedRoute(NEW_TOKENS.access_token, { config: true }),
      'POST /auth/refresh/': async () => {
        await refreshGate;
        return jsonResponse(NEW_TOKENS);
      },
    });

    const results = Promise.all([api.get('/jobs/'), api.get('/auth/me/'), api.get('/auth/config/')]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    releaseRefresh();

    await expect(results).resolves.toEqual([{ list: true }, adminUser, { config: true }]);
    expect(requestsMade(fetchMock).filter((call) => call === 'POST /auth/refresh/')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('clears the stored session and sends the visitor to /login once when the refresh is refused', async () => {
    storeSignedInUser(adminUser);
    stubApi({
      'GET /jobs/': () => jsonResponse({ detail: 'Token expired' }, 401),
      'GET /auth/me/': () => jsonResponse({ detail: 'Token expired' }, 401),
      'POST /auth/refresh/': () => jsonResponse({ detail: 'Refresh token already used' }, 401),
    });

    const outcomes = await Promise.allSettled([api.get('/jobs/'), api.get('/auth/me/')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('gives up after one retry when the renewed token is refused too', async () => {
    storeSignedInUser(adminUser);
    const fetchMock = stubApi({
      'GET /jobs/': () => jsonResponse({ detail: 'Nope' }, 401),
      'POST /auth/refresh/': () => jsonResponse(NEW_TOKENS),
    });

    await expect(api.get('/jobs/')).rejects.toMatchObject({ status: 401 });

    expect(requestsMade(fetchMock)).toEqual(['GET /jobs/', 'POST /auth/refresh/', 'GET /jobs/']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session without calling refresh when no refresh token is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'orphan-token');
    const fetchMock = stubApi({ 'GET /jobs/': () => jsonResponse({ detail: 'Token expired' }, 401) });

    await expect(api.get('/jobs/')).rejects.toMatchObject({ status: 401 });

    expect(requestsMade(fetchMock)).toEqual(['GET /jobs/']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh fails for a reason other than a refused token', async () => {
    storeSignedInUser(adminUser);
    stubApi({
      'GET /jobs/': () => jsonResponse({ detail: 'Token expired' }, 401),
      'POST /auth/refresh/': () => jsonResponse({ detail: 'Database unavailable' }, 503),
    });

    await expect(api.get('/jobs/')).rejects.toMatchObject({ status: 503 });

    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(TEST_TOKENS.refresh);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('hands a 401 straight to the caller when asked not to refresh (sign-in, sign-out)', async () => {
    storeSignedInUser(adminUser);
    const fetchMock = stubApi({
      'POST /auth/dev-login/': () => jsonResponse({ detail: 'Bad credentials' }, 401),
    });

    await expect(api.post('/auth/dev-login/', {}, { refreshOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
      message: 'Bad credentials',
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TEST_TOKENS.access);
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});
