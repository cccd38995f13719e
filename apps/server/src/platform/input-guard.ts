import { INPUT_MESSAGES, isUnsafeText, MAX_TEXT_LENGTH } from '@shortlist/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.ts';

/** Where a request carries text no route may accept, and why. */
export type UnsafeInput = { field: string; message: string };

/**
 * Walks a parsed body, query or set of path parameters (iteratively: a deeply nested JSON body
 * cannot exhaust the stack) and returns the first string — value or key — that is too long or
 * holds NUL or an unpaired surrogate. PostgreSQL refuses those with an error, so they are
 * refused here, before any route sees them.
 */
export function findUnsafeInput(input: unknown): UnsafeInput | null {
  const pending: Array<{ value: unknown; field: string | null }> = [{ value: input, field: null }];
  while (pending.length > 0) {
    const { value, field } = pending.pop()!;
    // raw bytes (a message/rfc822 body) are not text: their own reader checks them
    if (Buffer.isBuffer(value)) continue;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: field ?? 'non_field_errors', message: problem };
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, field });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return { field: field ?? 'non_field_errors', message: problem };
        pending.push({ value: item, field: field ?? key });
      }
    }
  }
  return null;
}

function textProblem(value: string): string | null {
  if (value.length > MAX_TEXT_LENGTH) return INPUT_MESSAGES.tooLong;
  if (isUnsafeText(value)) return INPUT_MESSAGES.unsafeText;
  return null;
}

/** Throws the DRF field error for the first unsafe string of a request part. */
export function assertSafeInput(input: unknown): void {
  const unsafe = findUnsafeInput(input);
  if (unsafe) throw new ValidationError({ [unsafe.field]: [unsafe.message] });
}

/** issue 10: every route's params, query string and JSON body pass the guard before validation. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertSafeInput(request.params);
    assertSafeInput(request.query);
    assertSafeInput(request.body);
  });
}
