import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';
import { createApplication, createJob, ensureSectors, validJobPayload } from './factories.ts';
import { createJobWithWorkflow } from './pipeline-factories.ts';

/**
 * issue 10: malformed bodies, paths and query strings sent to every route of the OpenAPI
 * document never get a 500, and every refusal has the DRF shape (DESIGN.md §5). Seeded and
 * bounded, so a run is repeatable; a failure prints the request that broke the server.
 */
type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[] | null;
  multipart: boolean;
};

const RUNS_PER_ROUTE = 40;
const SEED = 20261123;
/** The upload routes take multipart bodies, which the OpenAPI document does not describe. */
const MULTIPART_ROUTES = new Set([
  'POST /api/v1/jobs/parse-job-description/',
  'POST /api/v1/candidates/create_with_cv/',
  'POST /api/v1/documents/parse/',
  'POST /api/v1/candidates/{id}/documents/',
  'POST /api/v1/public/jobs/{id}/apply/',
]);

let t: TestContext;
let operations: Operation[] = [];
/** Ids that exist, so some requests get past "not found" into the validation behind it. */
const realIds: string[] = [];

/** What the server logged at warning level and above, so a failure shows the cause. */
const errorLog: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'warn', stream: { write: (line: string) => errorLog.push(line) } } },
  );
  const db = t.database.db;
  await ensureSectors(db);
  const job = await createJobWithWorkflow(db);
  const application = await createApplication(db, job.id);
  const plain = await createJob(db);
  realIds.push(String(job.id), String(application.id), String(application.candidateId), String(plain.id));
  const document = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: json ? Object.keys(json.schema?.properties ?? {}) : null,
        multipart: MULTIPART_ROUTES.has(`${method.toUpperCase()} ${path}`),
      };
    }),
  );
}, 60_000);
afterAll(async () => t?.close());

/** The values that broke the server once, and their neighbours. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uFFFF',
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1,
    0,
    0.5,
    '99999999999999999999',
    '2147483648',
    '-1',
    '1e5',
    'NaN',
    '',
    ' ',
    'null',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'x'.repeat(100_000),
    null,
    true,
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
);
const hostileText = fc.oneof(
  hostileScalar.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  fc.constantFrom('1', '2', '3'),
);

function pathSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...realIds) },
    { weight: 3, arbitrary: hostileText },
  );
}

/**
 * Percent-encodes a value; text that UTF-8 cannot carry (a lone surrogate) goes out as the bytes
 * of one (ED A0 80), which is how a hostile client would send it.
 */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    const bytes = [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
    return `${bytes.join('')}%ED%A0%80`;
  }
}

type Request = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function requestFor(operation: Operation): fc.Arbitrary<Request> {
  const params = fc.tuple(...operation.pathParams.map(() => pathSegment()));
  const query = fc.array(
    fc.tuple(
      operation.queryParams.length ? fc.constantFrom(...operation.queryParams) : fc.constant('q'),
      hostileText,
    ),
    { maxLength: 4 },
  );
  const body = bodyFor(operation);
  return fc.tuple(params, query, body).map(([values, pairs, payload]) => {
    let path = operation.path;
    operation.pathParams.forEach((name, index) => {
      const value = encodeSegment(values[index] ?? '') || '%20';
      path = path.replace(`{${name}}`, value);
    });
    const search = pairs.map(([key, value]) => `${key}=${encodeSegment(value)}`).join('&');
    return {
      method: operation.method,
      url: search ? `${path}?${search}` : path,
      headers: payload.headers,
      ...(payload.body === undefined ? {} : { payload: payload.body }),
    };
  });
}

type Body = { headers: Record<string, string>; body?: string | Buffer };

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  if (operation.multipart) return brokenMultipart;
  if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant({ headers: {} });
  const keys = operation.bodyKeys ?? [];
  const known = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length })
    : fc.constant({});
  const json = (value: unknown): Body => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  return fc.oneof(
    { weight: 4, arbitrary: known.map(json) },
    { weight: 1, arbitrary: fc.constant(json({})) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"title": "a', '{"a":1}}', '\u0000', '{"title":"\\u0000"}', '{"x":"\\ud800"}', '[')
        .map((raw) => ({ headers: { 'content-type': 'application/json' }, body: raw })),
    },
  );
}

const BOUNDARY = 'fuzzboundary';
const brokenMultipart: fc.Arbitrary<Body> = fc.constantFrom<Body>(
  { headers: { 'content-type': 'multipart/form-data' }, body: 'no boundary at all' },
  {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\n\r\nunclosed`,
  },
  {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nA\u0000B\r\n--${BOUNDARY}--\r\n`,
  },
  { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: '' },
  { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: 'garbage' },
  { headers: { 'content-type': 'multipart/form-data; boundary=' }, body: '--\r\n' },
  { headers: { 'content-type': 'application/json' }, body: '{}' },
);

/** DRF: {"detail": "…"} (with optional extras) or {"field": ["message", …]}. */
function isDrfShaped(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return true;
  const values = Object.values(record);
  return (
    values.length > 0 &&
    values.every((value) => Array.isArray(value) && value.every((message) => typeof message === 'string'))
  );
}

/**
 * The values that once reached PostgreSQL (or a parser) and came back as a 500, tried in every
 * slot of every route: each path parameter, each query parameter, each body field.
 */
const SWEEP_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1,
  999_999,
  0.5,
  '2147483648',
  '99999999999999999999',
  'x'.repeat(100_001),
  'y'.repeat(50_000),
  '',
  'NaN',
  null,
  true,
  [],
  {},
  [2 ** 31],
  ['\u0000'],
];

/** Bodies that pass validation, so a hostile field reaches the code behind it. */
function baseBody(operation: Operation): Record<string, unknown> {
  const route = `${operation.method} ${operation.path}`;
  if (route === 'POST /api/v1/jobs/' || route === 'PUT /api/v1/jobs/{id}/') return { ...validJobPayload() };
  if (route === 'POST /api/v1/candidates/' || route === 'PUT /api/v1/candidates/{id}/')
    return { full_name: 'Fuzz Candidate', emails: ['fuzz@example.com'] };
  if (route === 'POST /api/v1/users/')
    return { email: 'fuzz-user@example.com', full_name: 'Fuzz', role: 'recruiter' };
  if (route === 'POST /api/v1/jobs/{jobId}/stages/') return { label: 'Fuzz stage' };
  if (
    route === 'POST /api/v1/email-ingestion/templates/' ||
    route === 'PUT /api/v1/email-ingestion/templates/{id}/'
  )
    return { name: 'Fuzz template', subject: 'Hi {{candidate_name}}', body: 'Hello', type: 'custom' };
  if (route === 'POST /api/v1/email-ingestion/send/')
    return {
      to: 'fuzz@example.com',
      template_type: 'custom',
      variables: { candidate_name: 'F', message: 'x' },
    };
  if (route === 'PATCH /api/v1/email-ingestion/emails/{id}/') return { status: 'archived' };
  if (route === 'POST /api/v1/email-ingestion/emails/archive/') return { ids: [1] };
  if (route === 'POST /api/v1/email-ingestion/emails/{id}/reply/') return { quick_reply: 'position_filled' };
  if (route === 'POST /api/v1/email-ingestion/emails/{id}/forward/') return { to: 'fuzz@example.com' };
  if (route === 'POST /api/v1/kanban/{jobId}/update-stage/')
    return { application_id: 1, new_stage: 'screening' };
  return {};
}

function sweepRequests(operation: Operation): Request[] {
  const idFor = (name: string) => (name === 'key' || name === 'stage' ? 'applied' : realIds[0]!);
  const pathWith = (override?: [string, string]) => {
    let path = operation.path;
    for (const name of operation.pathParams) {
      const value = override?.[0] === name ? override[1] : idFor(name);
      path = path.replace(`{${name}}`, encodeSegment(value) || '%20');
    }
    return path;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const requests: Request[] = [];
  for (const value of SWEEP_VALUES) {
    for (const name of operation.pathParams) {
      requests.push({ method: operation.method, url: pathWith([name, text(value)]), headers: {} });
    }
    for (const name of operation.queryParams) {
      requests.push({
        method: operation.method,
        url: `${pathWith()}?${name}=${encodeSegment(text(value))}`,
        headers: {},
      });
    }
    for (const key of operation.bodyKeys ?? []) {
      requests.push({
        method: operation.method,
        url: pathWith(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...baseBody(operation), [key]: value }),
      });
    }
  }
  if (operation.bodyKeys) {
    requests.push({
      method: operation.method,
      url: pathWith(),
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
  }
  return requests;
}

async function send(session: { access_token: string }, request: Request) {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { authorization: `Bearer ${session.access_token}`, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const sent = typeof request.payload === 'string' ? request.payload.slice(0, 120) : '';
  const label = `${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(sent)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  // the database's refusal is a backstop (platform/errors.ts): a route must validate first
  if (errorLog.at(-1)?.includes('database refused the input'))
    return `${label} (reached the database)\n${errorLog.pop()?.slice(0, 600)}`;
  if (response.statusCode >= 500) return `${label}\n${errorLog.at(-1)?.slice(0, 600) ?? ''}`;
  if (response.statusCode >= 400 && !isDrfShaped(response.json())) return `${label} (not DRF-shaped)`;
  return null;
}

describe('malformed requests', () => {
  it('answers each known hostile value in every slot of every route with a DRF-shaped 4xx or a success', async () => {
    const failures: string[] = [];
    let sequence = 0;
    for (const operation of operations) {
      const session = await t.login('admin', { email: `sweep-${++sequence}@example.com` });
      for (const request of sweepRequests(operation)) {
        const failure = await send(session, request);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('finds every route of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('never answers 500, and every refusal is DRF-shaped', async () => {
    let sequence = 0;
    const failures: string[] = [];
    for (const operation of operations) {
      const session = await t.login('admin', { email: `fuzz-${++sequence}@example.com` });
      const details = await fc.check(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const failure = await send(session, request);
          expect(failure).toBeNull();
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (details.failed) {
        const message =
          (details.errorInstance as Error | undefined)?.message ?? String(details.errorInstance);
        failures.push(`${message}\n${errorLog.at(-1)?.slice(0, 600) ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
