/** The error body shapes of DESIGN.md §5: `{detail}` or validation `{field: [messages]}`. */
export type ApiErrorBody = { detail?: string; [field: string]: unknown };

export type ApiErrorKind = 'http' | 'timeout' | 'network';

const FALLBACK_MESSAGES: Record<ApiErrorKind, string> = {
  http: 'Something went wrong. Please try again.',
  timeout: 'The server took too long to respond. Please try again.',
  network: 'Could not reach the server. Check your connection and try again.',
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly kind: ApiErrorKind;

  /** `fallback` is the message when the body carries none (else a sentence for the status or kind). */
  constructor(status: number, body: ApiErrorBody, kind: ApiErrorKind = 'http', fallback?: string) {
    super(messageFromBody(body) ?? fallback ?? httpFallback(status, kind));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.kind = kind;
  }

  /** Validation errors keyed by field, first message of each (spec 01 §8). */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const [field, value] of Object.entries(this.body)) {
      if (field === 'detail') continue;
      const message = firstMessage(value);
      if (message) errors[field] = message;
    }
    return errors;
  }
}

/**
 * A sentence to show the user for any thrown value: the server's own message when it sent one,
 * else `fallback` (the spec's "Failed to add note"), else a sentence for the status or failure.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return messageFromBody(error.body) ?? fallback ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? FALLBACK_MESSAGES.http;
}

/**
 * A failed form submission for the form to show: the messages of the fields it draws go under
 * them, every other message (a 403 or 409 `detail`, `non_field_errors`, a field the form does not
 * draw) above it — none is lost.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { fields: Partial<Record<Field, string>>; other: string[] } {
  if (!error) return { fields: {}, other: [] };
  if (!(error instanceof ApiError) || error.status !== 400)
    return { fields: {}, other: [getErrorMessage(error)] };
  const shown: Partial<Record<Field, string>> = {};
  const other = typeof error.body.detail === 'string' && error.body.detail ? [error.body.detail] : [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) shown[field as Field] = message;
    else other.push(field === 'non_field_errors' ? message : `${humanizeField(field)}: ${message}`);
  }
  if (other.length === 0 && Object.keys(shown).length === 0) other.push(error.message);
  return { fields: shown, other };
}

function messageFromBody(body: ApiErrorBody): string | undefined {
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  const nonField = firstMessage(body.non_field_errors);
  if (nonField) return nonField;
  for (const [field, value] of Object.entries(body)) {
    const message = firstMessage(value);
    if (message) return `${humanizeField(field)}: ${message}`;
  }
  return undefined;
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && !!item);
  return undefined;
}

function humanizeField(field: string): string {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function httpFallback(status: number, kind: ApiErrorKind): string {
  if (kind !== 'http') return FALLBACK_MESSAGES[kind];
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'Not found.';
  if (status >= 500) return 'The server ran into a problem. Please try again.';
  return FALLBACK_MESSAGES.http;
}
