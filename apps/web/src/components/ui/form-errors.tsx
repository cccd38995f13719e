import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { formErrorsOf } from '../../lib/api-error.ts';
import { Alert } from './alert.tsx';

/**
 * A form's refusals that belong to no field (a 403, a 409, a non-field 400), one paragraph each,
 * above the fields; nothing when there are none.
 */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert tone="error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  );
}

/** Refusals under a filter bar, one line each, announced as they appear; nothing when none. */
export function InlineErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="space-y-0.5 text-sm text-red-600">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * A refused submission shown where it belongs: the 400's messages of the fields the form draws go
 * under them through react-hook-form, and every other message (a 403 or 409 `detail`,
 * `non_field_errors`, a field the form does not draw) comes back for `FormErrors`.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): string[] {
  const { fields: placed, other } = formErrorsOf(error, fields);
  for (const [field, message] of Object.entries(placed) as [FieldPath<Values>, string][])
    setError(field, { type: 'server', message });
  return other;
}
