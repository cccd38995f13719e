import { z } from 'zod';
import { tooLongMessage } from './input-limits.ts';

/**
 * The words every schema of this package speaks when its field has no message of its own
 * (issue 17): Django REST framework's, which the API's error shape follows (DESIGN.md §5). Zod's
 * own English ("Invalid input: expected string, received undefined") never reaches a user: this
 * module sets zod's error map for the process, and a schema's own message still wins over it.
 *
 * No message repeats the value it refuses: a body is a stranger's text, and an answer or a log
 * line should not carry it back.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  notNull: 'This field may not be null.',
  blank: 'This field may not be blank.',
  string: 'Not a valid string.',
  number: 'A valid number is required.',
  integer: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  list: 'Expected a list of items.',
  object: 'Expected an object with named fields.',
  invalid: 'Invalid value.',
  choice: (choices: readonly string[]) => `Choose one of: ${choices.join(', ')}.`,
  tooLong: tooLongMessage,
  tooShort: (min: number) => `Ensure this field has at least ${min} characters.`,
  emptyList: 'This list may not be empty.',
  tooFewItems: (min: number) => `Ensure this field has at least ${min} elements.`,
  tooManyItems: (max: number) => `Ensure this field has no more than ${max} elements.`,
  atMost: (max: number | bigint) => `Ensure this value is less than or equal to ${max}.`,
  below: (max: number | bigint) => `Ensure this value is less than ${max}.`,
  atLeast: (min: number | bigint) => `Ensure this value is greater than or equal to ${min}.`,
  above: (min: number | bigint) => `Ensure this value is greater than ${min}.`,
  multipleOf: (divisor: number | bigint) => `Ensure this value is a multiple of ${divisor}.`,
  email: 'Enter a valid email address.',
  url: 'Enter a valid URL.',
  datetime: 'Give the date and time in ISO 8601, for example 2026-12-01T14:00:00Z.',
  date: 'Give the date as YYYY-MM-DD.',
  format: 'Enter a valid value.',
  unknownFields: 'Unknown fields are not accepted: send only the documented ones.',
} as const;

/**
 * A schema's message for a missing field, to give a required field the words it says when the
 * field is blank (spec 01: "Job title is required" for both). Any other wrong type falls through
 * to FIELD_MESSAGES.
 */
export const whenMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? message : undefined;

/** A required text field: missing, blank or only spaces all answer `message`. */
export const requiredText = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message);

type Issue = z.core.$ZodRawIssue;

const TYPE_MESSAGES: Record<string, string> = {
  string: FIELD_MESSAGES.string,
  number: FIELD_MESSAGES.number,
  int: FIELD_MESSAGES.integer,
  bigint: FIELD_MESSAGES.integer,
  boolean: FIELD_MESSAGES.boolean,
  array: FIELD_MESSAGES.list,
  tuple: FIELD_MESSAGES.list,
  set: FIELD_MESSAGES.list,
  object: FIELD_MESSAGES.object,
  record: FIELD_MESSAGES.object,
  map: FIELD_MESSAGES.object,
  date: FIELD_MESSAGES.datetime,
};

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small) return limit <= 1 ? FIELD_MESSAGES.blank : FIELD_MESSAGES.tooShort(limit);
    return FIELD_MESSAGES.tooLong(limit);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (small) return limit <= 1 ? FIELD_MESSAGES.emptyList : FIELD_MESSAGES.tooFewItems(limit);
    return FIELD_MESSAGES.tooManyItems(limit);
  }
  const bound = small ? issue.minimum : issue.maximum;
  if (issue.inclusive === false) return small ? FIELD_MESSAGES.above(bound) : FIELD_MESSAGES.below(bound);
  return small ? FIELD_MESSAGES.atLeast(bound) : FIELD_MESSAGES.atMost(bound);
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: FIELD_MESSAGES.email,
  url: FIELD_MESSAGES.url,
  datetime: FIELD_MESSAGES.datetime,
  date: FIELD_MESSAGES.date,
};

/** The message for an issue no schema worded; never undefined, so zod's locale is never asked. */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return FIELD_MESSAGES.required;
      if (issue.input === null) return FIELD_MESSAGES.notNull;
      return TYPE_MESSAGES[issue.expected] ?? FIELD_MESSAGES.invalid;
    case 'invalid_value':
      if (issue.input === undefined) return FIELD_MESSAGES.required;
      return FIELD_MESSAGES.choice(issue.values.map(String));
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? FIELD_MESSAGES.format;
    case 'not_multiple_of':
      return FIELD_MESSAGES.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return FIELD_MESSAGES.unknownFields;
    default:
      return issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid;
  }
}

z.config({ customError: fieldMessage });
