import { hasPermission, ROLES, type Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessCase,
  type AccessFixtures,
  type Caller,
  expectedStatus,
} from './access-matrix/access-case.ts';
import { ACCESS_MATRIX } from './access-matrix/index.ts';
import { bearer, createTestApp, type TestContext } from './app.ts';
import {
  startTestOidcProvider,
  TEST_PROVIDER_PORTS,
  type TestOidcProvider,
} from './oidc/test-oidc-provider.ts';

/**
 * issue 6: every /api/v1 endpoint, called as each role and as anonymous, answers what the
 * permission table says (DESIGN.md §6). The cases live in ./access-matrix/ (format described in
 * access-case.ts); a registered route without a case fails the run.
 */
const registered = new Set<string>();
let provider: TestOidcProvider;
let t: TestContext;
const sessions = new Map<Caller, Session | null>([['anonymous', null]]);
let sequence = 0;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    ports: TEST_PROVIDER_PORTS,
    redirectUris: ['http://shortlist.test/auth/callback'],
  });
  t = await createTestApp(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL: 'http://shortlist.test',
    },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && route.url.startsWith('/api/v1/')) registered.add(`${method} ${route.url}`);
        }
      },
    },
  );
  for (const role of ROLES) sessions.set(role, await t.login(role));
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const CALLERS: Caller[] = ['anonymous', ...ROLES];

function fixtures(caller: Caller): AccessFixtures {
  return {
    app: t.app,
    db: t.database.db,
    session: sessions.get(caller) ?? null,
    signIn: (role, overrides) => t.login(role, overrides),
    unique: (prefix) => `${prefix}-${caller}-${++sequence}`,
  };
}

describe('permission matrix', () => {
  it('has a case for every registered /api/v1 route, and no case for a route that is gone', () => {
    const listed = new Set(ACCESS_MATRIX.map((testCase) => testCase.route));
    expect([...registered].filter((route) => !listed.has(route as AccessCase['route'])).sort()).toEqual([]);
    expect([...listed].filter((route) => !registered.has(route)).sort()).toEqual([]);
    expect(listed.size).toBe(ACCESS_MATRIX.length); // one case per route
  });

  describe.each(ACCESS_MATRIX.map((testCase) => [testCase.route, testCase] as const))(
    '%s',
    (_route, testCase) => {
      it.each(CALLERS)('as %s', async (caller) => {
        const session = sessions.get(caller) ?? null;
        const [method, pattern] = testCase.route.split(' ') as [string, string];
        const built = (await testCase.build?.(fixtures(caller), caller)) ?? {};
        const response = await t.app.inject({
          method: method as 'GET',
          url: built.url ?? pattern,
          ...(built.payload === undefined ? {} : { payload: built.payload as object }),
          headers: { ...(session ? bearer(session) : {}), ...built.headers },
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expectedStatus(testCase, caller));
        // what a role may not see never leaves the server: no candidate salary field in any answer
        // (the OpenAPI document names the fields, it holds no one's salary)
        const carriesData = testCase.route !== 'GET /api/v1/schema/';
        if (
          carriesData &&
          response.statusCode < 300 &&
          caller !== 'anonymous' &&
          !hasPermission(caller, 'view_salary')
        ) {
          expect(response.body, `${caller} received a salary field`).not.toMatch(SALARY_FIELD);
        }
      });
    },
  );
});

/** A candidate salary field as JSON or CSV spells it (job salary ranges are public to the team). */
const SALARY_FIELD = /offered_salary|desired_salary|offered salary|desired salary/i;

describe('salary fields', () => {
  it('reach admin and finance, so the matrix above would see one that leaked', async () => {
    for (const role of ['admin', 'finance'] as const) {
      const candidate = ACCESS_MATRIX.find((testCase) => testCase.route === 'GET /api/v1/candidates/:id/')!;
      const built = await candidate.build!(fixtures(role), role);
      const response = await t.app.inject({
        method: 'GET',
        url: built.url!,
        headers: bearer(sessions.get(role)!),
      });
      expect(response.json()).toMatchObject({ desired_salary_min: 60_000, offered_salary: 95_000 });
    }
  });
});

describe('a hiring manager on a job they created', () => {
  const owned = ACCESS_MATRIX.filter((testCase) => testCase.owned);
  it('is offered by every route under the job-edit rule', () => {
    expect(owned.length).toBeGreaterThanOrEqual(11);
  });
  it.each(owned.map((testCase) => [testCase.route, testCase] as const))('%s', async (_route, testCase) => {
    const session = sessions.get('hiring_manager')!;
    const [method] = testCase.route.split(' ') as [string];
    const built = await testCase.owned!(fixtures('hiring_manager'), session.user.id);
    const response = await t.app.inject({
      method: method as 'GET',
      url: built.url!,
      ...(built.payload === undefined ? {} : { payload: built.payload as object }),
      headers: { ...bearer(session), ...built.headers },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(testCase.ok);
  });
});
