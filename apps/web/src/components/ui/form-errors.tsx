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
