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
