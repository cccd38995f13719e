import { REQUEST_TIMEOUT_MS } from '@shortlist/contracts';
import { ApiError, type ApiErrorBody } from './api-error.ts';
import { clearStoredSession, getAccessToken, getRefreshToken, storeTokens } from './auth-storage.ts';

/**
 * The one way the web talks to the server (spec 01 §7, §8; DESIGN.md §5).
 * - JSON under /api/v1, bearer token from storage, X-CSRFToken on writes when the cookie exists.
 * - 10 s time-out; a caller's AbortSignal is honoured as well.
 * - A 401 triggers one refresh (shared by every request that hit it) and one retry; when the
 *   refresh is refused the stored session is cleared and the visitor is sent to /login.
 */

export const API_BASE_PATH = '/api/v1';
const REFRESH_PATH = '/auth/refresh/';
const CSRF_COOKIE = 'csrftoken';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export type RequestOptions = {
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for calls whose 401 means "wrong credentials" rather than "session expired"
   * (sign-in, sign-out): the error goes to the caller and the stored session is left alone.
   */
  refreshOnUnauthorized?: boolean;
};

type RawResponse = { status: number; ok: boolean; data: unknown };

let refreshInFlight: Promise<string | null> | null = null;

let sessionExpiredHandler: () => void = redirectToLogin;

/** The auth session replaces the default full-page redirect with an in-app navigation. */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpiredHandler = handler ?? redirectToLogin;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAccessToken();
  let response = await send(path, options, token);

  if (response.status === 401 && options.refreshOnUnauthorized !== false) {
    const renewedToken = await renewAccessToken(token);
    if (renewedToken) response = await send(path, options, renewedToken);
    if (!renewedToken || response.status === 401) expireSession();
  }

  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.data));
  return response.data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export function buildApiUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE_PATH}${path}${query ? `?${query}` : ''}`;
}

/**
 * Concurrent 401s share one refresh. A request whose 401 arrives after another request already
 * renewed the token simply retries with the new token instead of spending the refresh token again.
 */
function renewAccessToken(staleToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== staleToken) return Promise.resolve(current);
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** null when the server refuses the refresh token; network and server failures are thrown. */
async function refreshTokens(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  const response = await send(REFRESH_PATH, { method: 'POST', body: { refresh_token: refreshToken } }, null);
  if (response.status >= 400 && response.status < 500) return null;
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.data));
  const tokens = response.data as { access_token?: unknown; refresh_token?: unknown };
  if (typeof tokens.access_token !== 'string' || typeof tokens.refresh_token !== 'string') return null;
  storeTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  return tokens.access_token;
}

/** spec 01 §8: remove the three stored items and send the visitor to /login — once, however many requests failed. */
function expireSession(): void {
  const hadSession = getAccessToken() !== null || getRefreshToken() !== null;
  clearStoredSession();
  if (hadSession) sessionExpiredHandler();
}

function redirectToLogin(): void {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<RawResponse> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET') {
    const csrfToken = readCookie(CSRF_COOKIE);
    if (csrfToken) headers.set('X-CSRFToken', csrfToken);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });

  try {
    const response = await fetch(buildApiUrl(path, options.params), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    // the body is read inside the time-out too: a stalled body is as bad as a stalled server
    return { status: response.status, ok: response.ok, data: await readBody(response) };
  } catch (error) {
    if (timedOut) throw new ApiError(0, {}, 'timeout');
    if (callerSignal?.aborted) throw error;
    throw new ApiError(0, {}, 'network');
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toErrorBody(data: unknown): ApiErrorBody {
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as ApiErrorBody;
  // a short plain-text body is a message; an HTML error page from a proxy is not
  if (typeof data === 'string' && data.length <= 300 && !data.trimStart().startsWith('<')) {
    return { detail: data };
  }
  return {};
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * A multipart POST with upload progress (fetch cannot report it, so this one uses XHR). Same
 * bearer token, CSRF header and one refresh on 401 as every other call.
 */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = getAccessToken();
  let response = await sendUpload(path, form, options, token);
  if (response.status === 401) {
    const renewedToken = await renewAccessToken(token);
    if (renewedToken) response = await sendUpload(path, form, options, renewedToken);
    if (!renewedToken || response.status === 401) expireSession();
  }
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.data));
  return response.data as T;
}

function sendUpload(
  path: string,
  form: FormData,
  options: UploadOptions,
  token: string | null,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const csrfToken = readCookie(CSRF_COOKIE);
    if (csrfToken) xhr.setRequestHeader('X-CSRFToken', csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // keep the text
      }
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, data });
    };
    xhr.onerror = () => reject(new ApiError(0, {}, 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A file the API serves (a CV, an exported PDF), as a Blob; signed in like every call. */
export async function apiBlob(path: string): Promise<Blob> {
  return (await apiFile(path)).blob;
}

/** A file the API serves with the name its Content-Disposition gives it (null without one). */
export async function apiFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const headers = new Headers();
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = path.startsWith(API_BASE_PATH) ? path : buildApiUrl(path);
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, toErrorBody(await readBody(response)));
  return { blob: await response.blob(), filename: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Saves a file the API serves under `filename`, as the browser's own download would. */
export async function downloadApiFile(path: string, filename: string): Promise<void> {
  saveBlob(await apiBlob(path), filename);
}

/** Hands a Blob to the browser's downloads under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a Content-Disposition header: RFC 6266's `filename*` (UTF-8) before `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*utf-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: the plain `filename` below, if any, names the file instead
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1') || null;
  return /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ?? null;
}
