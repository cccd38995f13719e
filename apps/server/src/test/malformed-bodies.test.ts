import fs from 'node:fs';
import path from 'node:path';
import { FIELD_MESSAGES, ROLES, type Role, type Session } from '@shortlist/contracts';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessCase, Caller } from './access-matrix/access-case.ts';
import { ACCESS_MATRIX } from './access-matrix/index.ts';
import { bearer, createTestApp, type TestContext } from './app.ts';

/**
 * issue 17: no zod default text ever reaches the wire. Every write endpoint with a JSON body
 * gets `{}`, a body of the wrong type, and its valid body with each field missing, blank, null or
 * of the wrong type; every 400 answers in the DRF shape with texts written in packages/contracts,
 * and a required field says the same thing missing as blank ("Job title is required" for both).
 * The valid URL and body come from the permission matrix's cases, so a new route is covered here
 * as soon as it is in the matrix.
 */
const withBody = new Set<string>();
let t: TestContext;
const sessions = new Map<Role, Session>();
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        const schema = (route as { schema?: { body?: unknown } }).schema;
        for (const method of [route.method].flat())
          if (schema?.body && route.url.startsWith('/api/v1/')) withBody.add(`${method} ${route.url}`);
      },
    },
  );
  for (const role of ROLES) sessions.set(role, await t.login(role));
});
afterAll(async () => t?.close());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every string literal of the contracts package, a template's `${…}` standing for any text. The
 * source goes through esbuild first, which drops comments and types (an apostrophe in a comment
 * would open a string). A template of mostly placeholders (`${currency}${amount}`) would match
 * anything, so one needs some words of its own to count.
 */
const CONTRACT_TEXTS = (() => {
  const source = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
  for (const file of fs.readdirSync(source)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const { code } = transformSync(fs.readFileSync(path.join(source, file), 'utf8'), {
      loader: 'ts',
      charset: 'utf8',
    });
    for (const [, quoted, template] of code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      if (quoted !== undefined) exact.add(unquote(quoted));
      else if (template !== undefined) {
        const parts = template.split(/\$\{[^}]*\}/).map(unquote);
        if (parts.length === 1) exact.add(parts[0]!);
        else if (parts.join('').trim().length >= 8)
          templates.push(new RegExp(`^${parts.map(escapeRegExp).join('.*')}$`, 's'));
      }
    }
  }
  return { has: (message: string) => exact.has(message) || templates.some((re) => re.test(message)) };
})();

/** A text of FIELD_MESSAGES: what a field without words of its own says ("This field may not be blank."). */
const isGeneric = (() => {
  const mark = '\u0001';
  const patterns = Object.values(FIELD_MESSAGES).map((message) => {
    const text = typeof message === 'string' ? message : (message as (arg: unknown) => string)([mark]);
    return new RegExp(`^${text.split(mark).map(escapeRegExp).join('.*')}$`, 's');
  });
  return (message: string) => patterns.some((pattern) => pattern.test(message));
})();

/** The texts of a DRF-shaped answer: its detail, or each field's messages. */
function messagesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return [`(not DRF-shaped) ${JSON.stringify(body)}`];
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return [record.detail];
  return Object.entries(record).flatMap(([field, value]) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value
      : [`(field ${field} is not a list of messages) ${JSON.stringify(value)}`],
  );
}

const wrongTypeOf = (value: unknown) => (typeof value === 'string' ? 12345 : 'not-this-type');

function callerOf(testCase: AccessCase): Caller {
  if (testCase.who === 'public') return 'anonymous';
  if (testCase.who === 'signed_in') return 'admin';
  return testCase.who.includes('admin') ? 'admin' : testCase.who[0]!;
}

describe('malformed bodies', () => {
  it('reach the write endpoints with a JSON body (the matrix holds a case for every route)', () => {
    expect(ACCESS_MATRIX.filter((testCase) => withBody.has(testCase.route)).length).toBeGreaterThan(40);
  });

  it.each(
    ACCESS_MATRIX.filter((testCase) => /^(POST|PUT|PATCH) /.test(testCase.route)).map(
      (testCase) => [testCase.route, testCase] as const,
    ),
  )('%s answers only contract messages', async (route, testCase) => {
    if (!withBody.has(route)) return;
    const caller = callerOf(testCase);
    const session = caller === 'anonymous' ? null : sessions.get(caller)!;
    const built =
      (await testCase.build?.(
        {
          app: t.app,
          db: t.database.db,
          session,
          signIn: (role, overrides) => t.login(role, overrides),
          unique: (prefix) => `${prefix}-bodies-${++sequence}`,
        },
        caller,
      )) ?? {};
    const [method, pattern] = route.split(' ') as [string, string];
    const valid =
      built.payload && typeof built.payload === 'object' && !Array.isArray(built.payload)
        ? (built.payload as Record<string, unknown>)
        : {};
    const send = (payload: unknown) =>
      t.app.inject({
        method: method as 'POST',
        url: built.url ?? pattern,
        payload: JSON.stringify(payload),
        headers: {
          'content-type': 'application/json',
          ...(session ? bearer(session) : {}),
          ...built.headers,
        },
      });
    const check = async (label: string, payload: unknown) => {
      const response = await send(payload);
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (response.statusCode !== 400) return response;
      for (const message of messagesOf(response.json()))
        expect(CONTRACT_TEXTS.has(message), `${label} answered a text not in contracts: ${message}`).toBe(
          true,
        );
      return response;
    };

    await check('{}', {});
    for (const body of [[], 'text', 42, null]) await check(JSON.stringify(body), body);
    for (const [key, value] of Object.entries(valid)) {
      await check(`${key} of the wrong type`, { ...valid, [key]: wrongTypeOf(value) });
      await check(`${key} null`, { ...valid, [key]: null });
      if (typeof value !== 'string') continue;
      const { [key]: _dropped, ...without } = valid;
      const missing = await check(`${key} missing`, without);
      const blank = await check(`${key} blank`, { ...valid, [key]: '   ' });
      // a field with words of its own for blank says them when it is missing too
      const said = (response: typeof missing) =>
        response.statusCode === 400 ? response.json<Record<string, string[] | undefined>>()[key] : undefined;
      const whenBlank = said(blank);
      if (said(missing) && whenBlank && !whenBlank.every(isGeneric))
        expect(said(missing), `${key} says the same missing as blank`).toEqual(whenBlank);
    }
  });
});

describe('a body without its required fields', () => {
  it('answers each field in the spec’s words, as a blank one does (spec 01 §5)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/',
      payload: {},
      headers: bearer(sessions.get('recruiter')!),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: ['Job title is required'],
      skills_required: ['At least one required skill must be specified'],
      business_case: ['Business case is required'],
      compelling_headline: ['Compelling headline is required'],
    });
  });
});
