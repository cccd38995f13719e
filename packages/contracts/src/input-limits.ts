import { z } from 'zod';

/**
 * issue 10: limits every request is held to, so no input can reach the database in a shape
 * PostgreSQL refuses (a 500) — ids and counts fit a 32-bit integer column, text carries no NUL
 * and no unpaired UTF-16 surrogate, and no string is unbounded.
 */
export const DB_INT_MAX = 2_147_483_647;
/** The longest single string any route accepts; fields set their own, smaller maximum. */
export const MAX_TEXT_LENGTH = 100_000;
/** A salary, in whole units of its currency. */
export const MAX_SALARY = 1_000_000_000;

/** DRF's wording for a string past its field's maximum. */
export const tooLongMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

export const INPUT_MESSAGES = {
  invalidId: 'A valid id is required.',
  unsafeText: 'Text may not contain NUL characters or unpaired surrogates.',
  tooLong: tooLongMessage(MAX_TEXT_LENGTH),
  salaryTooLarge: `Salary cannot be more than ${MAX_SALARY.toLocaleString('en-US')}`,
  tooLarge: `Ensure this value is less than or equal to ${DB_INT_MAX}.`,
  emptyUpdate: 'Send at least one field to change.',
} as const;

/** A row id in a path, query or body: a positive 32-bit integer. */
export const idSchema = z.coerce
  .number({ error: INPUT_MESSAGES.invalidId })
  .int(INPUT_MESSAGES.invalidId)
  .positive(INPUT_MESSAGES.invalidId)
  .max(DB_INT_MAX, INPUT_MESSAGES.invalidId);

/** A whole number that fits an integer column. */
export const boundedInt = () => z.number().int().max(DB_INT_MAX, INPUT_MESSAGES.tooLarge);

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text PostgreSQL cannot store (NUL) or that is not valid Unicode (lone surrogates). */
export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}
