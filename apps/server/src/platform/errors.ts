import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * Typed errors that one handler turns into the DRF wire format (DESIGN.md §5):
 * validation → 400 {"field": ["message"]}; everything else → {"detail": "..."}.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(409, detail, extra ? { detail, ...extra } : undefined);
export const tooManyRequests = (detail = 'Request was throttled.') => new HttpError(429, detail);

/** Field errors as DRF sends them; use for rules zod cannot express (uniqueness, cross-row checks). */
export class ValidationError extends HttpError {
  constructor(readonly fields: Record<string, string[]>) {
    super(400, Object.values(fields)[0]?.[0] ?? 'Invalid input.', fields);
  }
}

type Issue = { instancePath?: string; message?: string };

/** Groups validation issues by their top-level field; issues on the body itself go to non_field_errors. */
export function fieldErrors(issues: Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.instancePath?.split('/').filter(Boolean)[0] || 'non_field_errors';
    const messages = out[key] ?? [];
    messages.push(issue.message ?? 'Invalid value.');
    out[key] = messages;
  }
  return out;
}

/** Zod's issues on a body a route read itself (a multipart form) as DRF field errors. */
export function invalidFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return new ValidationError(
    fieldErrors(
      issues.map((issue) => ({
        instancePath: `/${issue.path.map(String).join('/')}`,
        message: issue.message,
      })),
    ),
  );
}

/**
 * A failed statement as it may be logged or shown: the SQL text with its placeholders and what
 * PostgreSQL said in codes and names — never the parameters (names, e-mails, salaries) nor the
 * server's message, which can quote a value ('invalid input syntax for type integer: "…"').
 */
type DatabaseErrorSummary = {
  type: 'DatabaseError';
  message: string;
  stack: string;
  query?: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
};

const DB_FIELDS = ['code', 'table', 'column', 'constraint', 'routine'] as const;

function databaseErrorOf(error: unknown): DatabaseErrorSummary | null {
  if (!(error instanceof Error)) return null;
  const record = error as Error & Record<string, unknown>;
  const isQueryError = 'query' in record && 'params' in record;
  const isServerError =
    typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code) && 'severity' in record;
  if (!isQueryError && !isServerError) return null;
  const source = (isQueryError ? (record.cause as Record<string, unknown> | undefined) : record) ?? {};
  // the stack opens with the message, which quotes the parameters: keep only the frames
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const summary: DatabaseErrorSummary = {
    type: 'DatabaseError',
    message: 'Database error',
    stack: frames.join('\n'),
  };
  if (isQueryError && typeof record.query === 'string') summary.query = record.query.slice(0, 2000);
  for (const field of DB_FIELDS) {
    if (typeof source[field] === 'string') summary[field] = source[field] as string;
  }
  summary.message = `Database error ${summary.code ?? ''}`.trim();
  return summary;
}

/** pino's `err` serializer: database errors lose their parameters, others keep pino's standard shape. */
export function serializeError(
  error: unknown,
): { type: string; message: string; stack: string } & Record<string, unknown> {
  const database = databaseErrorOf(error);
  if (database) return database;
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = error.cause === undefined ? undefined : serializeError(error.cause);
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...((error as { code?: unknown }).code === undefined ? {} : { code: (error as { code?: unknown }).code }),
    ...(cause === undefined ? {} : { cause }),
  };
}

/**
 * SQLSTATE classes that mean "the input was wrong", never "the server is broken": data
 * exceptions (22…: out of range, invalid text, NUL), a missing referenced row (23503), a value
 * too large for an index (54000). Every route validates before it writes; this is the backstop
 * if one forgets, answered as a 400 (and logged, so the missing check gets written).
 */
function isInputRefusedByDatabase(summary: DatabaseErrorSummary): boolean {
  const code = summary.code ?? '';
  return code.startsWith('22') || code === '23503' || code === '54000';
}

/** The message of an error that may be stored or shown (a failed background job): no query parameters. */
export function safeErrorMessage(error: unknown): string {
  const database = databaseErrorOf(error);
  if (database)
    return `Database error ${database.code ?? ''}${database.constraint ? ` (${database.constraint})` : ''}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/**
 * Errors the multipart parser (busboy) throws for a body that is not valid multipart: a missing
 * or oversized boundary, a body that ends inside a part. They carry no code, only these texts.
 */
const MALFORMED_MULTIPART = [
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'The needle cannot',
  'Boundary required',
  'Malformed part header',
];

function isMalformedMultipart(error: Error): boolean {
  return MALFORMED_MULTIPART.some((text) => error.message?.includes(text));
}

/**
 * Fastify's router refuses some URLs before any route runs (a path parameter over 100
 * characters, a malformed percent-encoding): answered in the DRF shape like every other error.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'Malformed request address.';
  reply.code(status).send({ detail });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldErrors(error.validation));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body ?? { detail: error.detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ detail: 'Internal server error' });
    }
    const database = databaseErrorOf(error);
    if (database && isInputRefusedByDatabase(database)) {
      request.log.warn({ err: error }, 'database refused the input');
      return reply.code(400).send({ detail: 'The request contains a value that cannot be stored.' });
    }
    if (isMalformedMultipart(error)) return reply.code(400).send({ detail: 'Malformed multipart body.' });
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ detail: 'Request body is too large.' });
    if (status === 415) return reply.code(415).send({ detail: 'Unsupported media type.' });
    if (status === 429) return reply.code(429).send({ detail: 'Request was throttled.' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body …): keep their message.
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
}
