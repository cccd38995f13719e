import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../test/app.ts';
import { createJob } from '../test/factories.ts';

let t: TestContext;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('recruiter');
  for (let i = 0; i < 30; i += 1)
    await createJob(t.database.db, { title: `Job ${i}`, status: i < 5 ? 'closed' : 'open' });
});
afterAll(async () => t.close());

const jobs = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/jobs/${query}`, headers: bearer(session) });

describe('error format (DRF wire format)', () => {
  it('answers a validation failure with 400 and the messages keyed by field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh_token: [expect.any(String)] });
  });

  it('answers a bad query parameter with 400 naming the parameter', async () => {
    const response = await jobs('?status=archived');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['status']);
  });

  it('answers an unknown API path with 404 {"detail"}', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here/',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ refresh_token: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers malformed JSON with 400 {"detail"}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });

  it('carries a request id on every answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});

describe('security headers', () => {
  it('sends the content policy and the browser guards on answers and errors alike', async () => {
    for (const response of [await jobs(''), await jobs('?status=archived')]) {
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      // the CV viewer's blob: frame, the live socket
      expect(policy).toContain("frame-src 'self' blob:");
      expect(policy).toContain("connect-src 'self' ws: wss:");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('pagination', () => {
  it('defaults to 25 a page with a link to the next', async () => {
    const body = (await jobs('')).json();
    expect(body.count).toBe(30);
    expect(body.results).toHaveLength(25);
    expect(body.previous).toBeNull();
    expect(new URL(body.next).searchParams.get('page')).toBe('2');
  });

  it('serves the last page with a link back and none forward', async () => {
    const body = (await jobs('?page=2')).json();
    expect(body.results).toHaveLength(5);
    expect(body.next).toBeNull();
    expect(body.previous).not.toBeNull();
  });

  it('caps page_size at 100', async () => {
    const body = (await jobs('?page_size=1000')).json();
    expect(body.results).toHaveLength(30);
  });

  it('keeps filters in the next link', async () => {
    const body = (await jobs('?status=open&page_size=10')).json();
    expect(body.count).toBe(25);
    const next = new URL(body.next);
    expect(next.searchParams.get('status')).toBe('open');
    expect(next.searchParams.get('page_size')).toBe('10');
  });

  it.each(['0', '-1', '3'])('answers page=%s with 404 "Invalid page."', async (page) => {
    const response = await jobs(`?page=${page}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('answers a non-numeric page with 400', async () => {
    expect((await jobs('?page=abc')).statusCode).toBe(400);
  });
});

describe('documentation', () => {
  it('publishes the OpenAPI schema without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/schema/' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/v1/jobs/');
  });

  it('serves the docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the built web app', () => {
  it('falls back to index.html for deep links and caches hashed assets for good', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shortlist</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const web = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const deep = await web.app.inject({ method: 'GET', url: '/jobs/12' });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('<title>Shortlist</title>');
      expect(deep.headers['cache-control']).toBe('no-cache');

      const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');

      const api = await web.app.inject({ method: 'GET', url: '/api/v1/unknown/' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('when the database is gone', () => {
  it('reports 503 on health and hides the failure behind 500 "Internal server error"', async () => {
    const broken = await createTestApp();
    const admin = await broken.login('admin');
    await broken.database.close();
    try {
      const health = await broken.app.inject({ method: 'GET', url: '/api/v1/health/' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'error' });

      const list = await broken.app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: bearer(admin) });
      expect(list.statusCode).toBe(500);
      expect(list.json()).toEqual({ detail: 'Internal server error' });
    } finally {
      await broken.app.close();
    }
  });
});
