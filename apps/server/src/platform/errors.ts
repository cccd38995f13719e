import type { FastifyError, FastifyInstance } from 'fastify';
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
