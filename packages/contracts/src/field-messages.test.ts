import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, requiredText } from './field-messages.ts';

const schema = z
  .object({
    title: requiredText('Title is required').max(5),
    count: z.number().int().min(1).max(9),
    role: z.enum(['admin', 'recruiter']),
    tags: z.array(z.string()).min(1),
    email: z.email(),
    active: z.boolean(),
  })
  .strict();

const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('field messages', () => {
  it('says a missing field is required, and a schema’s own words for a missing required text', () => {
    expect(messagesOf({})).toEqual({
      title: 'Title is required',
      count: FIELD_MESSAGES.required,
      role: FIELD_MESSAGES.required,
      tags: FIELD_MESSAGES.required,
      email: FIELD_MESSAGES.required,
      active: FIELD_MESSAGES.required,
    });
  });

  it('says what was expected of a value of the wrong type, without repeating the value', () => {
    expect(
      messagesOf({ title: 5, count: 'x', role: 'owner', tags: 'x', email: 'nope', active: null, extra: 1 }),
    ).toEqual({
      title: FIELD_MESSAGES.string,
      count: FIELD_MESSAGES.number,
      role: 'Choose one of: admin, recruiter.',
      tags: FIELD_MESSAGES.list,
      email: FIELD_MESSAGES.email,
      active: FIELD_MESSAGES.notNull,
      '': FIELD_MESSAGES.unknownFields,
    });
  });

  it('words sizes as DRF does', () => {
    expect(
      messagesOf({ title: '  ', count: 1.5, role: 'admin', tags: [], email: 'a@b.co', active: true }),
    ).toEqual({
      title: 'Title is required',
      count: FIELD_MESSAGES.integer,
      tags: FIELD_MESSAGES.emptyList,
    });
    expect(
      messagesOf({ title: 'longer', count: 10, role: 'admin', tags: ['a'], email: 'a@b.co', active: true }),
    ).toEqual({
      title: 'Ensure this field has no more than 5 characters.',
      count: 'Ensure this value is less than or equal to 9.',
    });
  });

  it('answers a body that is not an object', () => {
    expect(messagesOf([])).toEqual({ '': FIELD_MESSAGES.object });
  });
});
