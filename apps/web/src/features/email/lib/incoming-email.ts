import type { IncomingEmail, ParsedFields } from '@shortlist/contracts';

/** spec 02 Inbox card: "first ~200 characters" of the body, on one paragraph. */
export const PREVIEW_LENGTH = 200;

export function bodyPreview(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
}

/** What a received message's delivery status means to a recruiter (the outbox's labels speak of sending). */
export const INBOUND_DELIVERY_LABELS: Record<IncomingEmail['delivery_status'], string> = {
  delivered: 'Received',
  failed: 'Could not be read',
  bounced: 'Bounce report',
};

/** spec 02 Inbox "Failed": delivery failed or bounced, and nobody has marked it resolved yet. */
export function needsAttention(email: IncomingEmail): boolean {
  return email.delivery_status !== 'delivered' && email.resolved_at === null;
}

/**
 * Why this message cannot become a candidate (Create and Create Profiles), or null when it can:
 * the server needs a parsed name and e-mail (INBOX_MESSAGES.needsNameAndEmail).
 */
export function whyNoCandidate(email: IncomingEmail): string | null {
  if (email.status === 'processing') return 'Still being read';
  if (email.bounce_of_email_id !== null) return 'A bounce report, not an application';
  if (email.candidate_id !== null) return 'Already a candidate';
  if (email.candidate_match) return `Matches ${email.candidate_match.name}: attach it instead`;
  if (!email.parsed_fields.name && !email.parsed_fields.email) return 'No name or e-mail address found';
  if (!email.parsed_fields.name) return 'No name found';
  if (!email.parsed_fields.email) return 'No e-mail address found';
  return null;
}

/**
 * spec 02 Create "when unmatched and a parsed name exists" (the server still needs the e-mail); a
 * matched one offers Attach instead, so the same person is not made a candidate twice.
 */
export function canCreateCandidate(email: IncomingEmail): boolean {
  return (
    email.status !== 'processing' &&
    email.candidate_id === null &&
    email.candidate_match === null &&
    email.bounce_of_email_id === null &&
    Boolean(email.parsed_fields.name)
  );
}

/** A reply goes to the sender: not to a mail server's bounce report, nor to a message without a From. */
export function canReply(email: IncomingEmail): boolean {
  return email.bounce_of_email_id === null && email.from !== '';
}

/** spec 02 Attach "when matched": the match is offered until the message is linked to someone. */
export function canAttach(email: IncomingEmail): boolean {
  return email.status !== 'processing' && email.candidate_id === null && email.candidate_match !== null;
}

/** A parsed field's value as text, or null when the message gave none. */
export function parsedValue(fields: ParsedFields, key: keyof ParsedFields): string | null {
  const value = fields[key];
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
  if (value === null || value === '') return null;
  return String(value);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function percent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** "Ada Lovelace <ada@example.com>", or the bare address; a message can arrive without a From. */
export function senderLine(email: Pick<IncomingEmail, 'from' | 'from_name'>): string {
  if (!email.from) return email.from_name ?? NO_SENDER;
  return email.from_name ? `${email.from_name} <${email.from}>` : email.from;
}

export const NO_SENDER = '(no sender)';

/** Who sent it, in a word: the name, else the address. */
export function senderName(email: Pick<IncomingEmail, 'from' | 'from_name'>): string {
  return email.from_name || email.from || NO_SENDER;
}

/** The name to show for the candidate a message is linked to. */
export function linkedCandidateName(email: IncomingEmail): string {
  if (email.candidate_match && email.candidate_match.candidate_id === email.candidate_id)
    return email.candidate_match.name;
  return email.bounce_of_email_id === null && email.parsed_fields.name
    ? email.parsed_fields.name
    : 'Open profile';
}
